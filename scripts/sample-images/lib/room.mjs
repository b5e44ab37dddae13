// Room shells drawn in the stage's perspective: back wall, floors (oak planks, concrete,
// stone tiles), side walls with windows, skirting, light patches and the studio sweep.
import { mix, seeded, shade } from './color.mjs';
import { group, polygon, rect } from './svg.mjs';

const FLOORS = {
  oak: { color: '#cdb08a', plank: 19, joint: [110, 210] },
  paleOak: { color: '#d8c3a2', plank: 19, joint: [110, 210] },
  concrete: { color: '#cbc5bc' },
  stone: { color: '#d6cec2', tile: 60 },
};

/**
 * Draws a room. Sizes in cm; `left`/`right` are side wall x positions (omit for none);
 * `light` adds a patch of daylight on the back wall (see wallLight).
 * @param {import('./stage.mjs').Stage} st
 */
export function room(
  st,
  {
    wallZ,
    wall = '#ebe4da',
    floor = 'oak',
    left,
    right,
    leftWindows = [],
    skirting = true,
    seed = 1,
    glow = 0.3,
    dusk = false,
    light,
  },
) {
  const { width: W, height: H, doc } = st;
  st.wallZ = wallZ;
  const near = 8;
  const xl = left ?? st.xAt(-W, wallZ);
  const xr = right ?? st.xAt(2 * W, wallZ);
  const floorY = st.p([0, 0, wallZ])[1];
  const [wallLeft] = st.p([xl, 0, wallZ]);
  const [wallRight] = st.p([xr, 0, wallZ]);

  // Back wall: light falls off from the window side, with a soft bloom up on the left.
  const wallOutline = [
    [wallLeft, -10],
    [wallRight, -10],
    [wallRight, floorY],
    [wallLeft, floorY],
  ];
  const wallFill = doc.linear(0, 0, W, H * 0.3, [
    [0, shade(wall, dusk ? 0.95 : 1.05)],
    [0.5, wall],
    [1, shade(wall, dusk ? 0.72 : 0.84)],
  ]);
  st.draw(polygon(wallOutline, { fill: wallFill }), 'wall');
  const bloom = doc.radial(W * 0.18, H * 0.05, W * 0.75, [
    [0, '#fffaf2', dusk ? 0.05 : glow],
    [1, '#fffaf2', 0],
  ]);
  st.draw(rect(wallLeft, -10, wallRight - wallLeft, floorY + 10, { fill: bloom }), 'wall');
  const baseShade = doc.linear(0, floorY - st.s(wallZ) * 40, 0, floorY, [
    [0, '#3a2c20', 0],
    [1, '#3a2c20', 0.1],
  ]);
  st.draw(
    rect(wallLeft, floorY - st.s(wallZ) * 40, wallRight - wallLeft, st.s(wallZ) * 40, {
      fill: baseShade,
    }),
    'wall',
  );
  st.draw(
    doc.textured('plaster', polygon(wallOutline, { fill: '#fff' }), [
      wallLeft,
      0,
      wallRight,
      floorY,
    ]),
    'wall',
  );

  // Side walls, each a plane x = constant seen in perspective.
  const sideWall = (x, isLeft) => {
    const shape = [
      st.p([x, 0, near]),
      st.p([x, 0, wallZ]),
      st.p([x, 400, wallZ]),
      st.p([x, 400, near]),
    ];
    const tone = isLeft ? shade(wall, dusk ? 0.7 : 0.9) : shade(wall, dusk ? 0.66 : 0.84);
    const fill = doc.linear(shape[0][0], 0, shape[1][0], 0, [
      [0, shade(tone, 0.92)],
      [1, tone],
    ]);
    st.draw(polygon(shape, { fill }), 'wall');
    // A shaded corner where the side wall meets the back wall.
    const [cx] = st.p([x, 0, wallZ]);
    const spread = st.s(wallZ) * 30 * (isLeft ? 1 : -1);
    const corner = doc.linear(cx, 0, cx + spread, 0, [
      [0, '#2e241b', 0.12],
      [1, '#2e241b', 0],
    ]);
    st.draw(
      rect(Math.min(cx, cx + spread), -10, Math.abs(spread), floorY + 10, { fill: corner }),
      'wall',
    );
  };
  if (left !== undefined) sideWall(left, true);
  if (right !== undefined) sideWall(right, false);
  for (const win of leftWindows) leftWindow(st, left, win, dusk);

  if (skirting) {
    const skirt = shade(wall, 1.02);
    const top = [st.p([xl, 9, wallZ - 1.5]), st.p([xr, 9, wallZ - 1.5])];
    const bottom = [st.p([xl, 0, wallZ - 1.5]), st.p([xr, 0, wallZ - 1.5])];
    st.draw(polygon([top[0], top[1], bottom[1], bottom[0]], { fill: shade(skirt, 0.97) }), 'wall');
    st.draw(
      polygon([st.p([xl, 9, wallZ]), st.p([xr, 9, wallZ]), top[1], top[0]], {
        fill: shade(skirt, 1.06),
      }),
      'wall',
    );
  }

  drawFloor(st, { kind: floor, xl, xr, near, wallZ, seed, dusk });
  if (light) wallLight(st, light);
  return { floorY, wallLeft, wallRight };
}

/** Image outline of the floor rectangle x0..x1 by z0..z1. */
function floorArea(st, x0, x1, z0, z1) {
  return [st.p([x0, 0, z0]), st.p([x1, 0, z0]), st.p([x1, 0, z1]), st.p([x0, 0, z1])];
}

function drawFloor(st, { kind, xl, xr, near, wallZ, seed, dusk }) {
  const { doc, width: W, height: H } = st;
  const spec = FLOORS[kind];
  const random = seeded(seed);
  const zNear = Math.min(st.zAt(H + 40), wallZ - 1);
  const outline = floorArea(st, xl, xr, near, wallZ);
  const parts = [polygon(outline, { fill: spec.color })];
  const floorTop = st.p([0, 0, wallZ])[1];
  const xFrom = Math.max(xl, st.xAt(0, zNear) - 400);
  const xTo = Math.min(xr, st.xAt(W, zNear) + 400);
  // Joints: thin strips along the depth (between boards or tiles) and across it.
  const lines = [];
  const along = (x, half) => lines.push(polygon(floorArea(st, x - half, x + half, near, wallZ)));
  const across = (x0, x1, z) => lines.push(polygon(floorArea(st, x0, x1, z, z + 0.5)));
  const step = spec.plank ?? spec.tile;
  const start = Math.floor(xFrom / (step ?? 1)) * (step ?? 1);
  if (spec.plank) {
    for (let x = start; x < xTo; x += spec.plank) {
      const x0 = Math.max(x, xl);
      const x1 = Math.min(x + spec.plank, xr);
      const tint = shade(spec.color, 0.93 + random() * 0.12);
      parts.push(polygon(floorArea(st, x0, x1, near, wallZ), { fill: tint }));
      along(x0, 0.18);
      // Boards are laid with staggered end joints.
      for (let z = wallZ - random() * spec.joint[1]; z > near + 20;) {
        across(x0, x1, z);
        z -= spec.joint[0] + random() * (spec.joint[1] - spec.joint[0]);
      }
    }
  }
  if (spec.tile) {
    for (let x = start; x < xTo; x += spec.tile) along(x, 0.25);
    for (let z = wallZ - spec.tile; z > near; z -= spec.tile) across(xFrom, xTo, z);
  }
  const clip = doc.clip(polygon(outline));
  const joints = lines.length
    ? group({ fill: '#4a3524', opacity: spec.tile ? 0.16 : 0.28 }, lines)
    : '';
  const texture = doc.textured(
    spec.plank ? 'woodFloor' : 'concrete',
    polygon(outline, { fill: '#fff' }),
    [0, floorTop, W, H],
  );
  // Light: brighter towards the window side and the back, darker close to the lens.
  const depthShade = doc.linear(0, floorTop, 0, H, [
    [0, '#fff8ee', dusk ? 0 : 0.16],
    [0.45, '#fff8ee', 0],
    [1, '#2a1e14', dusk ? 0.3 : 0.16],
  ]);
  const sideShade = doc.linear(0, 0, W, 0, [
    [0, '#fff8ee', dusk ? 0 : 0.1],
    [0.5, '#fff8ee', 0],
    [1, '#2a1e14', dusk ? 0.22 : 0.1],
  ]);
  st.draw(
    group({ 'clip-path': clip }, [
      ...parts,
      joints,
      texture,
      rect(0, floorTop, W, H - floorTop, { fill: depthShade }),
      rect(0, floorTop, W, H - floorTop, { fill: sideShade }),
    ]),
    'floor',
  );
}

/** A window in the left wall (plane x = wallX) with its light patch on the floor. */
function leftWindow(st, wallX, { z0, z1, y0 = 40, y1 = 250, bars = 2 }, dusk) {
  const { doc } = st;
  const quad = (a, b, c, d) => [st.p(a), st.p(b), st.p(c), st.p(d)];
  const reveal = 18;
  const opening = quad([wallX, y0, z0], [wallX, y0, z1], [wallX, y1, z1], [wallX, y1, z0]);
  const glass = quad(
    [wallX - reveal, y0, z0],
    [wallX - reveal, y0, z1],
    [wallX - reveal, y1, z1],
    [wallX - reveal, y1, z0],
  );
  const sky = dusk ? ['#8d9bb4', '#d9b99a'] : ['#fbfaf6', '#eef0ee'];
  st.draw(polygon(opening, { fill: shade(sky[1], 0.9) }), 'wall');
  const skyFill = doc.linear(0, opening[2][1], 0, opening[0][1], [
    [0, sky[0]],
    [1, sky[1]],
  ]);
  st.draw(polygon(glass, { fill: skyFill }), 'wall');
  // The far reveal faces the camera; the sill is seen from above.
  st.draw(
    polygon(
      quad([wallX, y0, z1], [wallX - reveal, y0, z1], [wallX - reveal, y1, z1], [wallX, y1, z1]),
      {
        fill: mix('#e9e3da', '#ffffff', 0.3),
      },
    ),
    'wall',
  );
  st.draw(
    polygon(
      quad([wallX, y0, z0], [wallX - reveal, y0, z0], [wallX - reveal, y0, z1], [wallX, y0, z1]),
      { fill: '#f1ede6' },
    ),
    'wall',
  );
  const frame = '#efebe5';
  const barList = [];
  for (let i = 0; i <= bars; i += 1) {
    const z = z0 + ((z1 - z0) * i) / bars;
    barList.push(
      polygon(
        quad(
          [wallX - reveal, y0, z - 2.5],
          [wallX - reveal, y0, z + 2.5],
          [wallX - reveal, y1, z + 2.5],
          [wallX - reveal, y1, z - 2.5],
        ),
      ),
    );
  }
  const mid = (y0 + y1) * 0.62;
  barList.push(
    polygon(
      quad(
        [wallX - reveal, mid - 2, z0],
        [wallX - reveal, mid - 2, z1],
        [wallX - reveal, mid + 2, z1],
        [wallX - reveal, mid + 2, z0],
      ),
    ),
  );
  st.draw(group({ fill: frame }, barList), 'wall');
  if (dusk) return;
  // Sunlight through the opening lands on the floor further right and further back.
  const travel = [0.55, -0.62, 0.56];
  const onFloor = (y, z) => {
    const t = y / 0.62;
    return st.p([wallX + travel[0] * t, 0, z + travel[2] * t]);
  };
  const patch = [onFloor(y0, z0), onFloor(y0, z1), onFloor(y1, z1), onFloor(y1, z0)];
  st.draw(
    polygon(patch, { fill: '#fff6e6', opacity: 0.22, filter: doc.blur(st.s(z1) * 6) }),
    'shadow',
  );
}

/** A soft patch of daylight on the back wall, as if through a window out of frame. */
export function wallLight(st, { x, y, w, h, skew = 0.5, strength = 0.22 }) {
  const z = st.wallZ - 0.5;
  const shape = [
    st.p([x, y, z]),
    st.p([x + w, y - w * skew * 0.2, z]),
    st.p([x + w + h * skew, y + h - w * skew * 0.2, z]),
    st.p([x + h * skew, y + h, z]),
  ];
  st.draw(
    polygon(shape, { fill: '#fffaf0', opacity: strength, filter: st.doc.blur(st.s(z) * 8) }),
    'wall',
  );
}

/** A seamless studio backdrop: wall bending into floor, lit from above left. */
export function studio(st, { color = '#eeebe6', wallZ = 600 } = {}) {
  const { doc, width: W, height: H } = st;
  st.wallZ = wallZ;
  const floorY = st.p([0, 0, wallZ])[1];
  const bend = Math.max(0.14, Math.min(0.9, floorY / H));
  const fill = doc.linear(0, 0, 0, H, [
    [0, shade(color, 0.96)],
    [bend - 0.12, shade(color, 1.02)],
    [bend + 0.05, shade(color, 1.03)],
    [1, shade(color, 0.93)],
  ]);
  st.draw(rect(0, 0, W, H, { fill }), 'wall');
  const bloom = doc.radial(W * 0.42, bend * H * 0.7, W * 0.7, [
    [0, '#ffffff', 0.5],
    [1, '#ffffff', 0],
  ]);
  st.draw(rect(0, 0, W, H, { fill: bloom }), 'wall');
  const side = doc.linear(0, 0, W, 0, [
    [0, '#ffffff', 0.08],
    [1, '#3a2c20', 0.06],
  ]);
  st.draw(rect(0, 0, W, H, { fill: side }), 'wall');
}
