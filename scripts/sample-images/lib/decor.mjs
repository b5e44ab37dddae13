// Wall pieces and styling: round mirrors with a reflection, framed abstract canvases,
// branches in vases, sheer curtains.
import { mix, seeded, shade } from './color.mjs';
import { cuboid, lathe, move, place, turnX } from './geometry.mjs';
import { METAL, WOOD } from './materials.mjs';
import { circle, el, group, num, path, polygon, rect, smoothPath } from './svg.mjs';

/**
 * What a mirror shows: the room behind the camera, soft and out of focus: a pale wall, a
 * window's glow on one side, the floor at the bottom. `tone` is the wall colour there.
 */
function reflection(
  st,
  cx,
  cy,
  r,
  { tone = '#e9e2d8', floor = '#c9ad88', window: win = -0.55, floorAt = 0.45 },
) {
  const { doc } = st;
  const wall = doc.linear(cx, cy - r, cx, cy + r, [
    [0, shade(tone, 1.04)],
    [1, shade(tone, 0.9)],
  ]);
  const shapes = [rect(cx - r, cy - r, 2 * r, 2 * r, { fill: wall })];
  if (win !== null) {
    const wx = cx + win * r;
    shapes.push(
      rect(wx - r * 0.28, cy - r * 1.1, r * 0.56, r * 1.5, {
        fill: '#fbf8f2',
        filter: doc.blur(r * 0.05),
      }),
      rect(wx - r * 0.02, cy - r * 1.1, r * 0.04, r * 1.5, {
        fill: shade(tone, 0.85),
        opacity: 0.5,
        filter: doc.blur(r * 0.02),
      }),
    );
  }
  // A door frame and the floor line, both soft: the mirror is focused on the wall, not them.
  shapes.push(
    rect(cx + r * 0.35, cy - r * 0.7, r * 0.07, r * 2, {
      fill: shade(tone, 0.78),
      opacity: 0.5,
      filter: doc.blur(r * 0.03),
    }),
    rect(cx - r, cy + r * floorAt, 2 * r, r, { fill: floor, filter: doc.blur(r * 0.03) }),
  );
  const sheen = doc.linear(cx - r, cy - r, cx + r, cy + r, [
    [0, '#ffffff', 0.28],
    [0.45, '#ffffff', 0.04],
    [0.55, '#ffffff', 0.1],
    [1, '#ffffff', 0],
  ]);
  shapes.push(rect(cx - r, cy - r, 2 * r, 2 * r, { fill: sheen }));
  return shapes.join('');
}

/**
 * A round wall mirror: a solid wood frame with a rounded face, bevelled glass, and a soft
 * shadow on the wall. (x, y) is its centre on the wall, `r` its outer radius in cm.
 */
export function roundMirror(
  st,
  {
    x,
    y,
    r = 40,
    frame = WOOD.walnut,
    frameWidth = 5.5,
    depth = 3.6,
    id,
    reflect = {},
    wallZ = st.wallZ,
  },
) {
  const fw = frameWidth;
  const profile = [
    [r, 0],
    [r, depth - 1.4],
    [r - 0.5, depth - 0.4],
    [r - 1.6, depth],
    [r - fw + 1.6, depth],
    [r - fw + 0.5, depth - 0.4],
    [r - fw, depth - 1.4],
    [r - fw, 0.8],
  ];
  const ring = place(lathe(profile, frame, { segs: 96 }), turnX(-Math.PI / 2), move(x, y, wallZ));
  const glassR = r - fw;
  const [cx, cy] = st.p([x, y, wallZ - 0.8]);
  const rr = glassR * st.s(wallZ - 0.8);
  const { doc } = st;
  const clip = doc.clip(circle(cx, cy, rr));
  const bevel = Math.min(2.5, glassR * 0.08) * st.s(wallZ);
  const bevelStroke = doc.linear(cx - rr, cy - rr, cx + rr, cy + rr, [
    [0, '#ffffff', 0.85],
    [0.35, '#d9d4cc', 0.35],
    [0.6, '#8f877c', 0.35],
    [1, '#ffffff', 0.6],
  ]);
  const glass = group({ 'clip-path': clip }, [
    reflection(st, cx, cy, rr, reflect),
    circle(cx, cy, rr - bevel / 2, { fill: 'none', stroke: bevelStroke, 'stroke-width': bevel }),
    circle(cx, cy, rr - bevel, {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.5,
      'stroke-width': Math.max(0.6, bevel * 0.08),
    }),
    circle(cx, cy, rr, {
      fill: 'none',
      stroke: '#20160e',
      'stroke-opacity': 0.35,
      'stroke-width': Math.max(1, bevel * 0.25),
    }),
  ]);
  st.draw(glass, 'item', wallZ - 0.5);
  const box = st.solid([ring], { depth: wallZ - 1, shadow: false, id, wallGap: depth });
  if (id !== undefined) {
    const disc = Array.from({ length: 24 }, (_, i) => [
      cx + rr * Math.cos((i * Math.PI) / 12),
      cy + rr * Math.sin((i * Math.PI) / 12),
    ]);
    st.mark(id, [disc]);
  }
  return box;
}

/** Three abstract compositions in terracotta, sand and charcoal. */
const ARTWORKS = [
  () => [
    rect(0, 0, 1, 1.4, { fill: '#ece2d3' }),
    path('M0.14,1.4V0.78A0.36,0.36 0 0 1 0.86,0.78V1.4Z', { fill: '#b8643f' }),
    circle(0.68, 0.36, 0.15, { fill: '#d8b98f' }),
    path('M0.1,1.06H0.9', { stroke: '#3b3734', 'stroke-width': 0.012 }),
  ],
  () => [
    rect(0, 0, 1, 1.4, { fill: '#e6d7c2' }),
    path(
      smoothPath([
        [0.2, 0.3],
        [0.62, 0.18],
        [0.86, 0.46],
        [0.66, 0.74],
        [0.3, 0.66],
      ]),
      { fill: '#c47b55' },
    ),
    path(
      smoothPath([
        [0.24, 0.86],
        [0.58, 0.78],
        [0.82, 0.98],
        [0.7, 1.22],
        [0.34, 1.2],
        [0.16, 1.04],
      ]),
      { fill: '#3f3a36' },
    ),
    circle(0.34, 0.96, 0.08, { fill: '#e9d6b8' }),
  ],
  () => [
    rect(0, 0, 1, 1.4, { fill: '#efe6d8' }),
    rect(0, 0.86, 1, 0.54, { fill: '#d7b58a' }),
    path('M0.18,0.86A0.32,0.32 0 0 1 0.82,0.86Z', { fill: '#a85535' }),
    path('M0.5,0.2V0.62', { stroke: '#3b3734', 'stroke-width': 0.014 }),
    circle(0.5, 0.2, 0.035, { fill: '#3b3734' }),
  ],
];

/**
 * A canvas in a black floater frame on the wall; (x, y) is its centre, w x h in cm.
 * `art` picks one of the compositions.
 */
export function framedCanvas(
  st,
  { x, y, w = 50, h = 70, art = 0, id, wallZ = st.wallZ, frame = METAL.black },
) {
  const depth = 4.5;
  const box = st.solid(
    [place(cuboid(w + 3, h + 3, depth, frame), move(x, y - h / 2 - 1.5, wallZ - depth / 2))],
    {
      depth: wallZ - 2,
      shadow: false,
      id,
      wallGap: depth,
    },
  );
  const zFront = wallZ - depth;
  const [x0, y0] = st.p([x - w / 2, y + h / 2, zFront + 0.3]);
  const [x1, y1] = st.p([x + w / 2, y - h / 2, zFront + 0.3]);
  const [gx0, gy0] = st.p([x - w / 2 - 1, y + h / 2 + 1, zFront]);
  const [gx1, gy1] = st.p([x + w / 2 + 1, y - h / 2 - 1, zFront]);
  const { doc } = st;
  const cw = x1 - x0;
  const ch = y1 - y0;
  const clip = doc.clip(rect(x0, y0, cw, ch));
  const inner = ARTWORKS[art % ARTWORKS.length]();
  const k = Math.max(cw, ch / 1.4);
  const light = doc.linear(x0, y0, x1, y1, [
    [0, '#fffaf0', 0.18],
    [1, '#2a2018', 0.12],
  ]);
  st.draw(
    [
      rect(gx0, gy0, gx1 - gx0, gy1 - gy0, { fill: '#141210' }),
      group({ 'clip-path': clip }, [
        // The compositions are drawn 1 x 1.4; scale them evenly to cover any canvas shape.
        group(
          {
            transform: `translate(${num(x0 + (cw - k) / 2)} ${num(y0 + (ch - 1.4 * k) / 2)}) scale(${num(k)})`,
          },
          inner,
        ),
        doc.textured('linen', rect(x0, y0, cw, ch, { fill: '#fff' }), [x0, y0, x1, y1]),
        rect(x0, y0, cw, ch, { fill: light }),
      ]),
    ].join(''),
    'item',
    wallZ - 5,
  );
  return box;
}

/**
 * Branches with small leaves rising from a vase mouth at `from` (a point in cm): olive or
 * eucalyptus, in muted greens.
 */
export function branches(
  st,
  { from, seed = 1, count = 4, height = 60, spread = 30, palette, depth },
) {
  const random = seeded(seed);
  const colors = palette ?? ['#7f8b6c', '#909b7b', '#6f7c5f', '#a3aa8c'];
  const [bx, by, bz] = from;
  const s = st.s(bz);
  const stems = [];
  const leaves = [];
  for (let i = 0; i < count; i += 1) {
    const lean = (i / Math.max(1, count - 1) - 0.5) * 2 * spread + random.range(-6, 6);
    const tall = height * random.range(0.75, 1.05);
    const pts = [];
    for (let k = 0; k <= 10; k += 1) {
      const t = k / 10;
      pts.push(st.p([bx + lean * t * t + random.range(-0.4, 0.4), by + tall * t, bz]));
    }
    stems.push(
      path(smoothPath(pts, false), {
        fill: 'none',
        stroke: '#6a5a45',
        'stroke-width': Math.max(0.8, s * 0.35),
        'stroke-linecap': 'round',
      }),
    );
    for (let k = 3; k < pts.length; k += 1) {
      for (const side of [-1, 1]) {
        if (random() < 0.2) continue;
        const [px, py] = pts[k];
        const [qx, qy] = pts[k - 1];
        const along = (Math.atan2(py - qy, px - qx) * 180) / Math.PI;
        const angle = along + side * random.range(30, 60);
        const len = s * random.range(3.2, 5.2) * (1 - k / 16);
        const color = colors[Math.floor(random() * colors.length)];
        leaves.push(
          el('ellipse', {
            cx: 0,
            cy: 0,
            rx: len,
            ry: len * 0.32,
            fill: color,
            transform: `translate(${num(px + Math.cos((angle * Math.PI) / 180) * len * 0.9)} ${num(py + Math.sin((angle * Math.PI) / 180) * len * 0.9)}) rotate(${num(angle)})`,
          }),
        );
      }
    }
  }
  st.draw(group({}, [...stems, ...leaves]), 'item', (depth ?? bz) - 0.2);
}

/** A plain framed window in the back wall: x0..x1 wide, y0..y1 high in cm, with a view. */
export function backWindow(st, { x0, x1, y0, y1, bars = 1, frame = '#ece8e1', view = 'garden' }) {
  const z = st.wallZ;
  const reveal = 16;
  const { doc } = st;
  const outer = [st.p([x0, y1, z]), st.p([x1, y1, z]), st.p([x1, y0, z]), st.p([x0, y0, z])];
  const glass = [
    st.p([x0, y1, z + reveal]),
    st.p([x1, y1, z + reveal]),
    st.p([x1, y0, z + reveal]),
    st.p([x0, y0, z + reveal]),
  ];
  const [gx0, gy0] = glass[0];
  const [gx1, gy1] = glass[2];
  const sky =
    view === 'dusk'
      ? doc.linear(0, gy0, 0, gy1, [
          [0, '#5d6b86'],
          [0.6, '#9a8fa0'],
          [1, '#d9a987'],
        ])
      : doc.linear(0, gy0, 0, gy1, [
          [0, '#f4f5f2'],
          [0.55, '#eef0ea'],
          [1, '#dfe3d6'],
        ]);
  const parts = [polygon(glass, { fill: sky })];
  if (view !== 'plain') {
    // Out-of-focus trees beyond the glass: green by day, dark blue-grey at dusk.
    const random = seeded(7);
    const leaf = view === 'dusk' ? ['#3d4757', '#56607a'] : ['#a9b495', '#cfd5bf'];
    for (let i = 0; i < 9; i += 1) {
      const cx = gx0 + (gx1 - gx0) * random();
      const cy = gy0 + (gy1 - gy0) * random.range(0.45, 1);
      const rr = (gx1 - gx0) * random.range(0.12, 0.3);
      parts.push(
        circle(cx, cy, rr, {
          fill: mix(leaf[0], leaf[1], random()),
          opacity: 0.55,
          filter: doc.blur(rr * 0.35),
        }),
      );
    }
  }
  // Reveals: the sides and sill of the opening, lit from the left.
  const side = (a, b, c, d, color) => polygon([a, b, c, d], { fill: color });
  parts.push(
    side(outer[0], glass[0], glass[3], outer[3], '#f2eee8'),
    side(outer[1], glass[1], glass[2], outer[2], '#d9d1c6'),
    side(outer[0], outer[1], glass[1], glass[0], '#cfc7bb'),
    side(outer[3], outer[2], glass[2], glass[3], '#f5f1eb'),
  );
  const bar = (xa, ya, xb, yb) => {
    const a = st.p([xa, ya, z + reveal - 0.5]);
    const b = st.p([xb, yb, z + reveal - 0.5]);
    return rect(
      Math.min(a[0], b[0]),
      Math.min(a[1], b[1]),
      Math.abs(b[0] - a[0]),
      Math.abs(b[1] - a[1]),
      { fill: frame },
    );
  };
  parts.push(
    bar(x0, y0, x0 + 4, y1),
    bar(x1 - 4, y0, x1, y1),
    bar(x0, y1 - 4, x1, y1),
    bar(x0, y0, x1, y0 + 5),
  );
  for (let i = 1; i <= bars; i += 1) {
    const bx = x0 + ((x1 - x0) * i) / (bars + 1);
    parts.push(bar(bx - 2, y0, bx + 2, y1));
  }
  st.draw(parts.join(''), 'wall');
  if (view === 'dusk') return;
  // Daylight spilling onto the floor in front of the window.
  const spill = [
    st.p([x0, 0, z]),
    st.p([x1, 0, z]),
    st.p([x1 - 40, 0, z - 160]),
    st.p([x0 - 60, 0, z - 160]),
  ];
  st.draw(
    polygon(spill, { fill: '#fff8ec', opacity: 0.2, filter: doc.blur(st.s(z) * 14) }),
    'shadow',
  );
}
