// Built-in and smaller pieces: fireplace, vanity with basin and tap, round side table,
// basket, laptop, thin metal-framed mirrors, and showroom dressing (spotlight scallops,
// display plinths).
import { seeded } from './color.mjs';
import { lathe, move, place, roundedBox, tube, turnX, turnY } from './geometry.mjs';
import { CERAMIC, FABRIC, METAL, STONE, WOOD } from './materials.mjs';
import { el, group, path, polygon, rect, smoothPath } from './svg.mjs';

const at = (faces, x, y, z, yaw = 0) => place(faces, turnY(yaw), move(x, y, z));

/**
 * A chimney breast with a stone surround and a wide electric fire; x is its centre.
 * Returns the image box of the flames so a scene can add glow.
 */
export function fireplace(st, { x, w = 190, depth = 34, surround = STONE.marble, id }) {
  const z = st.wallZ - depth;
  const breast = at(
    roundedBox({ w, h: 420, d: depth, r: 0.6, rc: 0.6 }, STONE.plaster),
    x,
    0,
    z + depth / 2,
  );
  const slab = at(roundedBox({ w: w - 36, h: 112, d: 4, r: 0.5, rc: 0.5 }, surround), x, 0, z - 2);
  const hearth = at(
    roundedBox({ w: w - 20, h: 5, d: 42, r: 0.8, rc: 0.8 }, surround),
    x,
    0,
    z - 21,
  );
  st.solid([breast], { depth: z + depth / 2, shadow: false });
  st.solid([slab, hearth], { depth: z - 1, id, softness: 0.6 });
  // The fire box: a dark recess, a bed of embers and flames behind glass.
  const fw = w - 80;
  const [x0, y0] = st.p([x - fw / 2, 78, z - 4]);
  const [x1, y1] = st.p([x + fw / 2, 34, z - 4]);
  const { doc } = st;
  const random = seeded(31);
  const flames = [];
  // Layers of soft tongues: tall dim ones behind, short bright ones in front.
  for (const [count, tall, bright] of [
    [9, 0.85, 0.55],
    [13, 0.6, 0.8],
    [17, 0.35, 1],
  ]) {
    for (let i = 0; i < count; i += 1) {
      const cx = x0 + (x1 - x0) * (0.06 + 0.88 * ((i + random()) / count));
      const h = (y1 - y0) * tall * random.range(0.6, 1);
      const wdt = (x1 - x0) * random.range(0.02, 0.04);
      const lean = random.range(-0.5, 0.5) * wdt;
      const shape = smoothPath([
        [cx - wdt, y1 - (y1 - y0) * 0.1],
        [cx - wdt * 0.7 + lean * 0.4, y1 - h * 0.5],
        [cx + lean, y1 - h],
        [cx + wdt * 0.6 + lean * 0.4, y1 - h * 0.45],
        [cx + wdt, y1 - (y1 - y0) * 0.1],
      ]);
      const fill = doc.linear(0, y1, 0, y1 - h, [
        [0, '#fff4d6', bright],
        [0.3, '#ffc266', bright],
        [0.75, '#f07a2a', bright * 0.8],
        [1, '#d4561c', 0],
      ]);
      flames.push(path(shape, { fill }));
    }
  }
  const inside = doc.linear(0, y0, 0, y1, [
    [0, '#141110'],
    [1, '#2a1c14'],
  ]);
  const embers = doc.linear(0, y1 - (y1 - y0) * 0.2, 0, y1, [
    [0, '#ff9a3c', 0],
    [1, '#ff8a2a', 0.9],
  ]);
  st.draw(
    [
      rect(x0 - 4, y0 - 4, x1 - x0 + 8, y1 - y0 + 8, { fill: '#1d1a18' }),
      rect(x0, y0, x1 - x0, y1 - y0, { fill: inside }),
      group({ filter: doc.blur((x1 - x0) * 0.009) }, flames),
      rect(x0, y1 - (y1 - y0) * 0.2, x1 - x0, (y1 - y0) * 0.2, { fill: embers }),
      rect(x0, y0, x1 - x0, y1 - y0, { fill: '#ffffff', opacity: 0.06 }),
    ].join(''),
    'item',
    z - 4.5,
  );
  st.glow((x0 + x1) / 2, y1, (x1 - x0) * 1.3, (x1 - x0) * 0.7, '#ffb866', 0.35);
  return [x0, y0, x1, y1];
}

/** A wall-hung vanity with a stone top, a vessel basin and a wall tap; x is its centre. */
export function vanity(
  st,
  { x, w = 120, d = 48, wood = WOOD.walnut, top = STONE.marble, basin = CERAMIC.white },
) {
  const z = st.wallZ - d;
  const zc = z + d / 2;
  const body = at(
    roundedBox({ w, h: 40, d, r: 0.8, rc: 0.8 }, { ...wood, texture: 'wood' }),
    x,
    42,
    zc,
  );
  const slab = at(roundedBox({ w: w + 2, h: 3, d: d + 1, r: 0.6, rc: 0.6 }, top), x, 82, zc);
  st.solid([body, slab], { depth: zc, shadow: false, wallGap: 2 });
  // A soft shadow on the floor under the floating vanity.
  const under = [
    st.p([x - w / 2, 0, z]),
    st.p([x + w / 2, 0, z]),
    st.p([x + w / 2, 0, st.wallZ]),
    st.p([x - w / 2, 0, st.wallZ]),
  ];
  st.draw(
    polygon(under, { fill: '#2a2018', opacity: 0.18, filter: st.doc.blur(st.s(zc) * 10) }),
    'shadow',
  );
  const bowl = lathe(
    [
      [0, 0],
      [9, 0],
      [17, 3],
      [21, 8],
      [22, 13],
      [21.2, 13.4],
      [20.2, 12.5],
      [16, 6.5],
      [8, 3.2],
      [0, 2.8],
    ],
    basin,
    { segs: 48 },
  );
  st.solid([at(bowl, x, 85, zc + 2)], { depth: zc - 1, shadow: false });
  const spout = tube(
    [
      [x, 118, st.wallZ],
      [x, 118, st.wallZ - 10],
      [x, 117, st.wallZ - 17],
      [x, 113, st.wallZ - 20],
    ],
    1.3,
    METAL.brass,
    { segs: 10, side: [1, 0, 0] },
  );
  const rose = at(
    lathe(
      [
        [0, 0],
        [3.2, 0],
        [3.2, 1.2],
        [0, 1.2],
      ],
      METAL.brass,
      { segs: 20 },
    ),
    0,
    0,
    0,
  );
  st.solid([spout, place(rose, turnX(-Math.PI / 2), move(x, 118, st.wallZ))], {
    depth: st.wallZ - 12,
    shadow: false,
    wallGap: 6,
  });
  return [x, 85, zc];
}

/** A round pedestal side table in oak. */
export function roundTable(st, { x, z, r = 24, h = 52, wood = WOOD.oak, id }) {
  const topFaces = lathe(
    [
      [0, h - 3],
      [r - 0.6, h - 3],
      [r, h - 2.2],
      [r, h - 0.8],
      [r - 0.6, h],
      [0, h],
    ],
    wood,
    { segs: 48 },
  );
  const stem = lathe(
    [
      [0, 2],
      [3.5, 2],
      [2.8, h - 3],
      [0, h - 3],
    ],
    WOOD.oakLeg,
    { segs: 20 },
  );
  const foot = lathe(
    [
      [0, 0],
      [r * 0.62, 0],
      [r * 0.62, 1.8],
      [r * 0.55, 2.4],
      [0, 2.4],
    ],
    wood,
    { segs: 40 },
  );
  return st.solid(
    [foot, stem, topFaces].map((f) => at(f, x, 0, z)),
    { id, depth: z },
  );
}

/** A woven basket on the floor. */
export function basket(st, { x, z, r = 20, h = 30, mat = FABRIC.sand }) {
  const faces = lathe(
    [
      [0, 0],
      [r * 0.9, 0],
      [r, h * 0.2],
      [r, h],
      [r - 1, h + 0.6],
      [r - 2, h],
      [r - 2, h * 0.3],
      [0, h * 0.2],
    ],
    { ...mat, texture: 'linen' },
    { segs: 40 },
  );
  st.solid([at(faces, x, 0, z)], { depth: z });
}

/** A closed laptop on a surface at height y. */
export function laptop(st, { x, y, z, yaw = 0 }) {
  const alu = { color: '#b9b7b3', spec: 0.2, shine: 30 };
  st.solid([at(roundedBox({ w: 31, h: 1.5, d: 22, r: 0.5, rc: 1 }, alu), x, y, z, yaw)], {
    depth: z,
    shadow: false,
  });
}

/**
 * A mirror with a thin metal frame: 'circle', 'arch' or 'rect'; (x, y) is its centre on
 * the wall, w x h its size in cm. Returns its image box.
 */
export function metalMirror(
  st,
  { x, y, w, h, shape = 'circle', metal = METAL.brass, reflect = {} },
) {
  const z = st.wallZ - 1.6;
  const outline = [];
  if (shape === 'circle') {
    for (let i = 0; i <= 72; i += 1) {
      const a = (i / 72) * Math.PI * 2;
      outline.push([x + (w / 2) * Math.cos(a), y + (h / 2) * Math.sin(a)]);
    }
  } else {
    const top = shape === 'arch' ? y + h / 2 - w / 2 : y + h / 2;
    outline.push([x + w / 2, y - h / 2], [x + w / 2, top]);
    if (shape === 'arch') {
      for (let i = 1; i < 36; i += 1) {
        const a = (i / 36) * Math.PI;
        outline.push([x + (w / 2) * Math.cos(a), top + (w / 2) * Math.sin(a)]);
      }
    }
    outline.push([x - w / 2, top], [x - w / 2, y - h / 2], [x + w / 2, y - h / 2]);
  }
  const screen = outline.map(([ox, oy]) => st.p([ox, oy, z]));
  const { doc } = st;
  const clip = doc.clip(polygon(screen));
  const [cx, cy] = st.p([x, y, z]);
  const r = (Math.max(w, h) / 2) * st.s(z);
  const wallTone = reflect.tone ?? '#ebe5dc';
  const glass = doc.linear(cx, cy - r, cx, cy + r, [
    [0, '#f1ece5'],
    [0.55, wallTone],
    [0.56, reflect.floor ?? '#cbbfae'],
    [1, '#bfb19d'],
  ]);
  const sheen = doc.linear(cx - r, cy - r, cx + r, cy + r, [
    [0, '#ffffff', 0.35],
    [0.5, '#ffffff', 0.03],
    [1, '#ffffff', 0.12],
  ]);
  st.draw(
    group({ 'clip-path': clip }, [
      rect(cx - r, cy - r, 2 * r, 2 * r, { fill: glass, filter: doc.blur(r * 0.01) }),
      rect(cx - r * 0.7, cy - r, r * 0.35, 2 * r, {
        fill: '#fbf8f2',
        opacity: 0.55,
        filter: doc.blur(r * 0.06),
      }),
      rect(cx - r, cy - r, 2 * r, 2 * r, { fill: sheen }),
    ]),
    'item',
    z + 0.5,
  );
  const frame = tube(
    outline.map(([ox, oy]) => [ox, oy, z]),
    1.1,
    metal,
    { segs: 8 },
  );
  return st.solid([frame], { depth: z - 0.5, shadow: false, wallGap: 2 });
}

/**
 * Spotlight scallops on the wall from ceiling spots at the given x positions (cm): each an
 * arch of light with a crisp curved top, fading towards the floor.
 */
export function scallops(st, xs, { strength = 0.45, top = 235, z = st.wallZ } = {}) {
  const { doc } = st;
  for (const x of xs) {
    const [cx, cy] = st.p([x, top - 105, z - 0.2]);
    const rx = st.s(z) * 48;
    const ry = st.s(z) * 105;
    const fill = doc.linear(cx, cy - ry, cx, cy + ry, [
      [0, '#fffdf8', strength],
      [0.35, '#fffaf0', strength * 0.55],
      [1, '#fffaf0', 0],
    ]);
    st.draw(el('ellipse', { cx, cy, rx, ry, fill, filter: doc.blur(rx * 0.08) }), 'wall');
    // The wall just above each arch sits in the fitting's shadow.
    st.glow(cx, cy - ry, rx * 1.2, rx * 0.8, '#3a2c20', 0.06, { layer: 'wall' });
  }
}

/** A freestanding display wall in a soft colour, its front face at `z`. */
export function displayPanel(st, { x, z, w, h = 300, d = 10, color = '#d9cfc2' }) {
  const mat = { color, texture: 'plaster' };
  st.solid([at(roundedBox({ w, h, d, r: 0.5, rc: 0.5 }, mat), x, 0, z + d / 2)], {
    depth: z + d / 2,
    softness: 1.4,
  });
}

/** Tiles on the back wall up to `height` cm: grout lines over a stone tone. */
export function wallTiles(st, { x0, x1, height = 120, tile = [60, 30], color = '#e2dbd0' }) {
  const z = st.wallZ - 0.3;
  const corners = [
    st.p([x0, height, z]),
    st.p([x1, height, z]),
    st.p([x1, 0, z]),
    st.p([x0, 0, z]),
  ];
  const lines = [];
  for (let x = x0 + tile[0]; x < x1; x += tile[0]) {
    const [a, b] = [st.p([x, height, z]), st.p([x, 0, z])];
    lines.push(`M${a[0]},${a[1]}V${b[1]}`);
  }
  for (let y = tile[1]; y < height; y += tile[1]) {
    const [a, b] = [st.p([x0, y, z]), st.p([x1, y, z])];
    lines.push(`M${a[0]},${a[1]}H${b[0]}`);
  }
  const { doc } = st;
  st.draw(
    [
      polygon(corners, { fill: color }),
      doc.textured('concrete', polygon(corners, { fill: '#fff' }), [
        corners[0][0],
        corners[0][1],
        corners[2][0],
        corners[2][1],
      ]),
      path(lines.join(''), {
        stroke: '#b9afa2',
        'stroke-opacity': 0.5,
        'stroke-width': Math.max(0.8, st.s(z) * 0.3),
      }),
      rect(
        corners[0][0],
        corners[0][1] - 1,
        corners[1][0] - corners[0][0],
        Math.max(2, st.s(z) * 1),
        { fill: '#f4f0ea' },
      ),
    ].join(''),
    'wall',
  );
}

/** A stack of folded towels on a surface at height y. */
export function towels(st, { x, y, z, mats = [FABRIC.white, FABRIC.flax] }) {
  const parts = mats.map((mat, i) =>
    at(roundedBox({ w: 30, h: 5, d: 22, r: 2.4, rc: 2 }, mat), x, y + i * 5, z),
  );
  st.solid(parts, { depth: z, shadow: false });
}
