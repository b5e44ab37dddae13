// Furniture built from solid shapes. Each builder takes a place in centimetres and adds
// itself to the stage; `id` marks it as a product for hotspot checks. Front is towards -z.
import { seeded } from './color.mjs';
import {
  cuboid,
  dot,
  lathe,
  move,
  normalOf,
  pillow,
  place,
  roundedBox,
  surface,
  tube,
  turnX,
  turnY,
} from './geometry.mjs';
import { CERAMIC, FABRIC, METAL, STONE, WOOD } from './materials.mjs';

const at = (faces, x, y, z, yaw = 0) => place(faces, turnY(yaw), move(x, y, z));

/** Leans a leg so its foot moves (dx, dz) while its top stays put. */
const splay = (dx, dz, h) => (q) => [q[0] + dx * (1 - q[1] / h), q[1], q[2] + dz * (1 - q[1] / h)];

/** A round leg tapering from r0 at the foot to r1 at the top. */
export function roundLeg(r0, r1, h, mat, segs = 14) {
  return lathe(
    [
      [0, 0],
      [r0, 0],
      [r1, h],
      [0, h],
    ],
    mat,
    { segs },
  );
}

/** A flat face closing an open section, turned to face `outward`. */
function cap(list, outward, mat) {
  const n = normalOf(list);
  return { p: dot(n, outward) >= 0 ? list : list.toReversed(), mat };
}

/** Three-seater sofa; z is its front edge. */
export function sofa(
  st,
  {
    x,
    z,
    w = 220,
    d = 95,
    fabric = FABRIC.oatmeal,
    legs = WOOD.beech,
    pillows = [],
    id,
    depth,
    segs = 6,
  },
) {
  const zc = z + d / 2;
  const arm = 19;
  const legH = 13;
  const baseTop = 30;
  const inner = w - 2 * arm;
  const each = inner / 3;
  const parts = [];
  const legList = [];
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      legList.push(
        ...place(
          roundLeg(1.5, 2.3, legH, legs),
          splay(sx * 1.2, sz * 1.2, legH),
          move(x + sx * (w / 2 - 9), 0, zc + sz * (d / 2 - 9)),
        ),
      );
    }
  }
  parts.push(legList);
  parts.push(
    at(roundedBox({ w: inner + 4, h: baseTop - legH, d, r: 3, rc: 3, segs }, fabric), x, legH, zc),
  );
  parts.push(
    at(
      roundedBox({ w: inner + 4, h: 86 - baseTop + 2, d: 22, r: 7, rc: 6, segs }, fabric),
      x,
      baseTop - 2,
      z + d - 11,
    ),
  );
  parts.push([
    ...at(
      roundedBox({ w: arm, h: 66 - legH, d, r: 8, rc: 8, segs }, fabric),
      x - w / 2 + arm / 2,
      legH,
      zc,
    ),
    ...at(
      roundedBox({ w: arm, h: 66 - legH, d, r: 8, rc: 8, segs }, fabric),
      x + w / 2 - arm / 2,
      legH,
      zc,
    ),
  ]);
  const backCushions = [];
  for (let i = 0; i < 3; i += 1) {
    const cx = x - inner / 2 + each * (i + 0.5);
    backCushions.push(
      ...place(
        roundedBox({ w: each - 0.8, h: 42, d: 18, r: 9, rc: 8, crown: 1, segs }, fabric),
        turnX(0.22),
        move(cx, baseTop + 14, z + d - 31),
      ),
    );
  }
  parts.push(backCushions);
  const seats = [];
  for (let i = 0; i < 3; i += 1) {
    const cx = x - inner / 2 + each * (i + 0.5);
    seats.push(
      ...at(
        roundedBox({ w: each - 0.8, h: 17, d: d - 24, r: 6.5, rc: 6, crown: 1.6, segs }, fabric),
        cx,
        baseTop,
        z + (d - 24) / 2 + 0.5,
      ),
    );
  }
  parts.push(seats);
  pillows.forEach((p, i) => {
    const side = i % 2 === 0 ? -1 : 1;
    parts.push(
      place(
        pillow(p.size ?? 46, p.size ?? 46, 15, p.mat),
        turnX(0.32),
        turnY(side * -0.25),
        move(x + side * (inner / 2 - 27), baseTop + 16, z + d - 44),
      ),
    );
  });
  return st.solid(parts, {
    id,
    depth: depth ?? zc,
    wallGap: st.wallZ ? st.wallZ - (z + d) : undefined,
  });
}

/** Barrel-back accent chair with channel tufting; x, z is the seat centre. */
export function barrelChair(
  st,
  { x, z, yaw = 0, fabric = FABRIC.emerald, legs = METAL.brass, id, detail = 1 },
) {
  const outer = 37;
  const innerR = 27.5;
  const top = 76;
  const armTop = 63;
  const seatTop = 46;
  const bottom = 21;
  const baseTop = 38;
  const span = 2.15;
  const from = Math.PI / 2 - span;
  const to = Math.PI / 2 + span;
  const channels = 9;
  const bulge = (a) => {
    const t = ((a - from) / (to - from)) * channels;
    return 2.4 * Math.sin(Math.PI * (t - Math.floor(t)));
  };
  const section = (a) => {
    const b = bulge(a);
    const ri = innerR - b;
    // The back is tallest behind the sitter and sweeps down towards the arm fronts.
    const sweep = ((a - Math.PI / 2) / span) ** 2;
    const rimTop = top - (top - armTop) * sweep - 1 + b * 0.5;
    const mid = (outer + ri) / 2;
    const rad = (outer - ri) / 2;
    const cy = rimTop - rad;
    const list = [
      [outer, baseTop - 1],
      [outer - 0.4, (cy + baseTop) / 2],
      [outer, cy],
    ];
    for (let k = 1; k <= 6; k += 1) {
      const t = (k / 6) * Math.PI;
      list.push([mid + rad * Math.cos(t), cy + rad * Math.sin(t)]);
    }
    list.push([ri + 0.3, (cy + seatTop) / 2], [ri + 1.5, seatTop - 1], [ri + 1.5, baseTop - 1]);
    return list;
  };
  const shell = lathe(section, fabric, { segs: Math.round(channels * 10 * detail), from, to });
  for (const a of [from, to]) {
    const ring = section(a).map(([r, y]) => [r * Math.cos(a), y, r * Math.sin(a)]);
    const tangent = [-Math.sin(a), 0, Math.cos(a)];
    shell.push(cap(ring, a === from ? tangent.map((v) => -v) : tangent, fabric));
  }
  // A round base drum carries the shell, and the seat cushion fills the front opening.
  const base = lathe(
    [
      [0, bottom],
      [outer - 0.8, bottom],
      [outer, bottom + 1.5],
      [outer, baseTop],
      [0, baseTop],
    ],
    fabric,
    { segs: Math.round(64 * detail) },
  );
  const seat = lathe(
    [
      [outer - 0.6, baseTop - 0.5],
      [outer - 0.3, seatTop - 4],
      [outer - 1.6, seatTop - 0.6],
      [outer - 5, seatTop + 1],
      [outer - 14, seatTop + 1.8],
      [0, seatTop + 2],
    ],
    fabric,
    { segs: Math.round(64 * detail) },
  );
  const legList = [];
  for (const a of [0.78, 2.36, 3.93, 5.5]) {
    const lx = 23 * Math.cos(a);
    const lz = 23 * Math.sin(a);
    legList.push(
      ...place(
        roundLeg(0.9, 1.7, bottom + 1, legs),
        splay(lx * 0.12, lz * 0.12, bottom + 1),
        move(lx, 0, lz),
      ),
    );
  }
  const parts = [legList, base, seat, shell].map((faces) => at(faces, x, 0, z, yaw));
  return st.solid(parts, { id, depth: z });
}

/** Dining chair in oak with a woven paper-cord seat; faces -z when yaw is 0. */
export function diningChair(
  st,
  { x, z, yaw = 0, wood = WOOD.oakLeg, seat = FABRIC.paperCord, id, depth },
) {
  const w = 46;
  const d = 44;
  const seatY = 42;
  const leg = 3.4;
  const lower = [];
  const upper = [];
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      const lx = sx * (w / 2 - leg / 2 - 0.5);
      const lz = sz * (d / 2 - leg / 2 - 0.5);
      lower.push(...at(roundedBox({ w: leg, h: seatY, d: leg, r: 0.6 }, wood), lx, 0, lz));
      if (sz > 0)
        upper.push(
          ...at(
            roundedBox({ w: leg, h: 82 - seatY - 4, d: leg, r: 0.6 }, wood),
            lx,
            seatY + 4,
            lz + 1.5,
          ),
        );
    }
  }
  // Stretchers low between the legs, as a paper-cord chair has.
  lower.push(
    ...at(cuboid(w - leg * 2, 2.2, 2, wood), 0, 14, -d / 2 + 2),
    ...at(cuboid(w - leg * 2, 2.2, 2, wood), 0, 14, d / 2 - 2),
  );
  // A deep top rail and a lower rail make the back read from behind as well as in front.
  upper.push(
    ...at(roundedBox({ w: w - 1, h: 13, d: 2.8, r: 1, rc: 1 }, wood), 0, 66, d / 2),
    ...at(roundedBox({ w: w - 4, h: 4, d: 2.2, r: 0.8, rc: 0.8 }, wood), 0, 54, d / 2),
  );
  const weave = { ...seat, pattern: st.doc.pattern('weave', 6, weaveTile()) };
  const seatParts = [...at(roundedBox({ w, h: 4.5, d, r: 1.2, rc: 1.5 }, weave), 0, seatY, 0)];
  const toWorld = (faces) => at(faces, x, 0, z, yaw);
  // The back is drawn before the seat when it is further from the camera than the seat.
  const backIsFar = Math.cos(yaw) > 0;
  const order = backIsFar ? [lower, upper, seatParts] : [lower, seatParts, upper];
  return st.solid(order.map(toWorld), { id, depth: depth ?? z, softness: 0.8 });
}

function weaveTile() {
  return (
    '<rect width="6" height="6" fill="#000" fill-opacity="0"/>' +
    '<path d="M0,1.5H6M0,4.5H6" stroke="#5a4326" stroke-opacity=".28" stroke-width="0.8"/>' +
    '<path d="M1.5,0V3M4.5,3V6" stroke="#fff3dd" stroke-opacity=".25" stroke-width="0.9"/>'
  );
}

/**
 * A table or console: top of `w` x `d`, height `h`, square legs inset from the corners.
 * `shelf` adds a lower shelf at that height; `apron` sets the rail depth under the top.
 */
export function table(
  st,
  {
    x,
    z,
    w,
    d,
    h,
    top = 3,
    leg = 5,
    inset = 6,
    wood = WOOD.oak,
    legWood = WOOD.oakLeg,
    shelf,
    apron = 7,
    round = 4,
    id,
    depth,
  },
) {
  const zc = z + d / 2;
  const legs = [];
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      legs.push(
        ...at(
          roundedBox({ w: leg, h: h - top, d: leg, r: 0.8 }, legWood),
          x + sx * (w / 2 - inset),
          0,
          zc + sz * (d / 2 - inset),
        ),
      );
    }
  }
  const parts = [legs];
  if (shelf)
    parts.push(
      at(roundedBox({ w: w - inset * 2, h: 2, d: d - inset * 2, r: 0.6 }, wood), x, shelf, zc),
    );
  if (apron)
    parts.push(at(cuboid(w - inset * 2, apron, d - inset * 2, wood), x, h - top - apron, zc));
  parts.push(
    at(roundedBox({ w, h: top, d, r: Math.min(1.2, top / 2), rc: round }, wood), x, h - top, zc),
  );
  return st.solid(parts, { id, depth: depth ?? zc });
}

/** A cabinet body (nightstand, sideboard, vanity) with drawer seams; z is its front. */
export function cabinet(
  st,
  {
    x,
    z,
    w,
    d,
    h,
    y = 0,
    wood = WOOD.oak,
    drawers = 1,
    plinth = 10,
    legs = true,
    id,
    depth,
    topMat,
  },
) {
  const zc = z + d / 2;
  const parts = [];
  if (plinth && legs) {
    const legList = [];
    for (const sx of [-1, 1]) {
      for (const sz of [-1, 1])
        legList.push(
          ...at(roundLeg(1.3, 1.8, plinth, wood), x + sx * (w / 2 - 5), y, zc + sz * (d / 2 - 5)),
        );
    }
    parts.push(legList);
  }
  const bodyY = y + (legs ? plinth : 0);
  parts.push(
    at(roundedBox({ w, h: h - (legs ? plinth : 0), d, r: 0.8, rc: 1 }, wood), x, bodyY, zc),
  );
  if (topMat)
    parts.push(at(roundedBox({ w: w + 1, h: 3, d: d + 1, r: 0.8, rc: 1 }, topMat), x, y + h, zc));
  const box = st.solid(parts, { id, depth: depth ?? zc });
  // Drawer fronts: thin dark seams and a small recessed pull.
  const seams = [];
  const bodyH = h - (legs ? plinth : 0);
  for (let i = 1; i < drawers; i += 1) {
    const yy = bodyY + (bodyH * i) / drawers;
    seams.push([st.p([x - w / 2 + 1, yy, z - 0.05]), st.p([x + w / 2 - 1, yy, z - 0.05])]);
  }
  const lines = seams
    .map(
      ([a, b]) =>
        `<path d="M${a[0]},${a[1]}L${b[0]},${b[1]}" stroke="#3b2a1c" stroke-opacity=".45" stroke-width="${Math.max(0.8, st.s(z) * 0.35)}"/>`,
    )
    .join('');
  const pulls = [];
  for (let i = 0; i < drawers; i += 1) {
    const yy = bodyY + (bodyH * (i + 0.5)) / drawers + bodyH / drawers / 4;
    const a = st.p([x - 6, yy, z - 0.05]);
    const b = st.p([x + 6, yy, z - 0.05]);
    pulls.push(
      `<path d="M${a[0]},${a[1]}L${b[0]},${b[1]}" stroke="#2e2116" stroke-opacity=".5" stroke-width="${Math.max(1, st.s(z) * 0.9)}" stroke-linecap="round"/>`,
    );
  }
  st.draw(lines + pulls.join(''), 'item', (depth ?? zc) - 0.01);
  return box;
}

/**
 * A drape of fabric over a block: flat on top at `topY` over `w` x `len`, falling `fall`
 * cm over the sides (and over the far end when `fallEnd`), with soft folds.
 */
function drape({ w, len, topY, fall, fallEnd = 0, folds = 1, seed = 1 }, mat) {
  const random = seeded(seed);
  const phases = Array.from({ length: 6 }, () => random() * Math.PI * 2);
  const round = 8;
  const bend = (t, edge) => {
    // Distance t along the cloth from the centre line: flat, then rounding over, then falling.
    const over = Math.abs(t) - edge;
    if (over <= 0) return [t, 0];
    const arc = (round * Math.PI) / 2;
    const sign = Math.sign(t);
    if (over < arc) {
      const a = over / round;
      return [sign * (edge + round * Math.sin(a)), round * (1 - Math.cos(a))];
    }
    return [sign * (edge + round + (over - arc) * 0.03), round + (over - arc)];
  };
  const crossLen = w + 2 * (fall + 2);
  const alongLen = len + fallEnd;
  const faces = surface(
    (u, v) => {
      const [x, dropX] = bend((u - 0.5) * crossLen, w / 2);
      const along = v * alongLen;
      const [zEnd, dropZ] = fallEnd > 0 && along > len ? bend(along - len + 1e-6, 0) : [0, 0];
      const z = along > len ? len + zEnd : along;
      // Soft, irregular rumples: a few diagonal ridges rather than regular stripes.
      const wrinkle =
        folds *
        (0.35 * Math.sin(u * 6 + v * 9 + phases[0]) * Math.sin(u * 3 - v * 2 + phases[1]) +
          0.2 * Math.sin(u * 13 - v * 11 + phases[2]) * Math.sin(v * 5 + phases[3]));
      const hang = dropX + dropZ;
      // Hanging cloth forms vertical folds that push in and out.
      const sway =
        hang > 3
          ? folds *
            (dropX > 0 ? 0.7 : 1.6) *
            Math.sin((dropX > 0 ? v * 20 : u * 16) + phases[4]) *
            Math.min(1, hang / 15)
          : 0;
      const swayX = dropX > 0 ? sway * Math.sign(x) : 0;
      const swayZ = dropZ > 0 ? sway : 0;
      return [x + swayX, topY - hang + (hang < 1 ? wrinkle : wrinkle * 0.3), z + swayZ];
    },
    48,
    96,
    { ...mat, back: mat },
    { flip: true, two: true },
  );
  return faces;
}

/** A made bed; `headZ` is the front of its headboard, the foot points at the camera. */
export function bed(
  st,
  {
    x,
    headZ,
    w = 170,
    len = 212,
    frame = WOOD.oak,
    headboard = FABRIC.flax,
    duvet = FABRIC.white,
    pillowMats,
    throwMat = FABRIC.clay,
    id,
  },
) {
  const parts = [];
  const zc = headZ - len / 2;
  const foot = headZ - len;
  const legList = [];
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      legList.push(
        ...at(roundLeg(2, 2.6, 12, frame), x + sx * (w / 2 - 2), 0, zc + sz * (len / 2 - 6)),
      );
  parts.push(legList);
  parts.push(
    at(roundedBox({ w: w + 8, h: 112, d: 9, r: 3.5, rc: 4 }, headboard), x, 8, headZ + 4.5),
  );
  parts.push(at(roundedBox({ w: w + 6, h: 20, d: len, r: 1.5, rc: 2 }, frame), x, 12, zc));
  parts.push(
    at(roundedBox({ w: w - 2, h: 22, d: len - 6, r: 6, rc: 6 }, FABRIC.white), x, 31, zc - 1),
  );
  const pillowsAt = [-w / 4, w / 4];
  const mats = pillowMats ?? [FABRIC.white, FABRIC.white, duvet, duvet];
  const pillowList = [];
  pillowsAt.forEach((px, i) => {
    pillowList.push(
      ...place(
        pillow(w / 2 - 8, 50, 18, mats[i], { n: 12, sag: 0.06 }),
        turnX(0.55),
        move(x + px, 52, headZ - 22),
      ),
    );
  });
  pillowsAt.forEach((px, i) => {
    pillowList.push(
      ...place(
        pillow(w / 2 - 14, 44, 16, mats[i + 2], { n: 12, sag: 0.06 }),
        turnX(0.4),
        move(x + px, 54, headZ - 36),
      ),
    );
  });
  parts.push(pillowList);
  // The duvet runs from below the pillows to the foot and falls over the sides and the end.
  parts.push(
    place(
      drape({ w: w + 2, len: len - 60, topY: 59, fall: 26, fallEnd: 22, seed: 3 }, duvet),
      turnY(Math.PI),
      move(x, 0, headZ - 56),
    ),
  );
  parts.push(
    at(roundedBox({ w: w + 4, h: 7, d: 16, r: 3.5, rc: 3, crown: 1 }, duvet), x, 54, headZ - 62),
  );
  parts.push(
    place(
      drape({ w: w + 6, len: 46, topY: 61.5, fall: 30, folds: 0.6, seed: 5 }, throwMat),
      turnY(Math.PI),
      move(x, 0, foot + 70),
    ),
  );
  return st.solid(parts, { id, depth: zc, wallGap: 4 });
}

/** Arc floor lamp: weighted base at (x, z), arm reaching `reach` cm towards `dir`. */
export function arcLamp(
  st,
  {
    x,
    z,
    dir = -1,
    reach = 140,
    height = 192,
    base = STONE.marble,
    metal = METAL.black,
    id,
    glow = 1,
  },
) {
  const baseFaces = lathe(
    [
      [0, 0],
      [15, 0],
      [15.5, 1.5],
      [15, 3.4],
      [13.5, 4],
      [0, 4],
    ],
    base,
    { segs: 48 },
  );
  const path = [];
  const poleTop = height * 0.58;
  for (let i = 0; i <= 6; i += 1) path.push([0, 4 + ((poleTop - 4) * i) / 6, 0]);
  // The arc: a cubic curve rising, then reaching over and dropping slightly to the shade.
  const p0 = [0, poleTop];
  const p1 = [0, height + 12];
  const p2 = [dir * reach * 0.55, height + 16];
  const p3 = [dir * reach, height - 6];
  for (let i = 1; i <= 30; i += 1) {
    const t = i / 30;
    const a = (1 - t) ** 3;
    const b = 3 * (1 - t) ** 2 * t;
    const c = 3 * (1 - t) * t * t;
    const d = t ** 3;
    path.push([
      a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
      a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
      0,
    ]);
  }
  // Pole and arc are separate parts, so only the pole casts a floor shadow.
  const pole = tube(path.slice(0, 7), 1.25, metal, { segs: 10 });
  const arm = tube(path.slice(6), 1.25, metal, { segs: 10 });
  const shadeTop = p3[1];
  const shade = place(
    lathe(
      [
        [17.5, -15],
        [17, -12],
        [15, -7],
        [11, -3],
        [5, -0.6],
        [1.5, 0],
        [0, 0.2],
      ],
      { ...metal, back: CERAMIC.glow },
      { segs: 40, two: true },
    ),
    move(p3[0], shadeTop, 0),
  );
  const diffuser = place(
    lathe(
      [
        [0, -12.5],
        [15.5, -12.5],
      ],
      CERAMIC.glow,
      { segs: 40, two: true },
    ),
    move(p3[0], shadeTop, 0),
  );
  const parts = [baseFaces, pole, arm, shade, diffuser].map((faces) => at(faces, x, 0, z));
  const box = st.solid(parts, { id, depth: z, softness: 1.2 });
  if (glow > 0) {
    // The lit opening, a wide warm halo on whatever is behind it, and a pool on the floor.
    const [gx, gy] = st.p([x + p3[0], shadeTop - 14, z]);
    const s = st.s(z);
    st.glow(gx, gy + s * 4, s * 38, s * 38, '#fff1d6', 0.55 * glow);
    st.glow(gx, gy, s * 110, s * 85, '#ffe2b5', 0.2 * glow);
    const [px, py] = st.p([x + p3[0], 0, z]);
    st.glow(px, py, s * 120, s * 40, '#ffe9c6', 0.22 * glow, { layer: 'shadow' });
  }
  return box;
}

/**
 * Evening light from a lamp at (x, y, z): the room falls into warm shadow away from it.
 * Call before the lamp itself, so its glow stays on top.
 */
export function lampLight(st, { x, y, z, reach = 260, strength = 0.42 }) {
  const [cx, cy] = st.p([x, y, z]);
  const r = st.s(z) * reach;
  const fill = st.doc.radial(cx, cy, r, [
    [0, '#1c120a', 0],
    [0.45, '#1c120a', strength * 0.35],
    [1, '#1c120a', strength],
  ]);
  st.draw(`<rect x="0" y="0" width="${st.width}" height="${st.height}" fill="${fill}"/>`, 'over');
}

/** Ceramic vessel shapes, profiles in cm from the foot up (inside surfaces come down). */
const VESSELS = {
  bottle: [
    [0, 0],
    [6, 0],
    [8, 3],
    [8.6, 11],
    [7.2, 19],
    [3.2, 25],
    [2.3, 30],
    [2.7, 31.5],
    [1.9, 31.2],
    [1.7, 29],
    [0, 28.5],
  ],
  moon: [
    [0, 0],
    [5, 0],
    [10, 3.5],
    [12.5, 11],
    [11, 19],
    [6, 23.5],
    [5, 25],
    [4.2, 25],
    [3.8, 23.6],
    [0, 23],
  ],
  cylinder: [
    [0, 0],
    [6.5, 0],
    [7, 0.8],
    [7, 24],
    [6.6, 24.6],
    [6, 24],
    [6, 21],
    [0, 20.5],
  ],
  amphora: [
    [0, 0],
    [4.5, 0],
    [5.5, 2],
    [9.5, 12],
    [10, 18],
    [7, 27],
    [4, 33],
    [4.3, 36],
    [3.6, 36.2],
    [3.3, 34],
    [0, 33.5],
  ],
  bowl: [
    [0, 0],
    [5, 0],
    [10, 2.2],
    [14, 6],
    [15.5, 8.6],
    [15, 9.2],
    [14, 8.4],
    [9.5, 4.3],
    [0, 3.3],
  ],
  cup: [
    [0, 0],
    [3, 0],
    [4, 1],
    [4.5, 8],
    [4.1, 8.3],
    [3.8, 7.7],
    [0, 7.2],
  ],
};

/** A profile resampled along a Catmull-Rom curve, so thrown pots shade smoothly. */
function smoothProfile(list, steps = 4) {
  const out = [];
  for (let i = 0; i + 1 < list.length; i += 1) {
    const p0 = list[Math.max(0, i - 1)];
    const p1 = list[i];
    const p2 = list[i + 1];
    const p3 = list[Math.min(list.length - 1, i + 2)];
    for (let k = 0; k < steps; k += 1) {
      const t = k / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      out.push(
        [0, 1].map(
          (c) =>
            0.5 *
            (2 * p1[c] +
              (p2[c] - p0[c]) * t +
              (2 * p0[c] - 5 * p1[c] + 4 * p2[c] - p3[c]) * t2 +
              (3 * p1[c] - p0[c] - 3 * p2[c] + p3[c]) * t3),
        ),
      );
    }
  }
  out.push(list[list.length - 1]);
  return out.map(([r, h]) => [Math.max(0, r), h]);
}

/** A ceramic vessel standing at height y. Returns the mouth position for stems. */
export function vessel(
  st,
  { x, z, y = 0, shape = 'bottle', mat = CERAMIC.white, scale = 1, depth, shadow = y === 0 },
) {
  const profile = smoothProfile(VESSELS[shape].map(([r, h]) => [r * scale, h * scale]));
  const faces = at(lathe(profile, mat, { segs: 40 }), x, y, z);
  st.solid([faces], { depth: depth ?? z, shadow, softness: 0.6 });
  if (!shadow) contactShadow(st, x, y, z, profile[1][0] * 1.05, profile[1][0] * 0.55, depth ?? z);
  const top = Math.max(...profile.map(([, h]) => h));
  return [x, y + top, z];
}

/** A soft shadow under something standing on a raised surface at height y. */
export function contactShadow(st, x, y, z, rx, rz, depth) {
  const [cx, cy] = st.p([x + rx * 0.25, y, z + rz * 0.4]);
  const [, backY] = st.p([x, y, z + rz * 2]);
  const s = st.s(z);
  const ry = Math.max(1.5, Math.abs(cy - backY) * 0.6);
  st.draw(
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * s * 1.15}" ry="${ry}" fill="#24190f" opacity=".3" filter="${st.doc.blur(Math.max(1, rx * s * 0.25))}"/>`,
    'item',
    depth + 0.5,
  );
}

/** Cover colours for stacks of books, muted to sit with the palette. */
const BOOK_COVERS = [
  ['#cdbfa8', '#7b6a58', '#d8cebd'],
  ['#b9a98f', '#6f7762', '#e0d6c6'],
  ['#d7cdbd', '#8c6e55', '#a9b09a'],
  ['#c8b69a', '#5f6b5a', '#ddd2c0'],
  ['#d4c7b2', '#6b5a49', '#b7a48a'],
];

/**
 * A stack of `count` books lying on a surface at height y, the largest `size` cm wide at
 * the bottom, each one smaller and a little turned. Returns the height of the top.
 */
export function books(st, { x, z, y = 0, depth, covers = 0, count = 2, size = 26 }) {
  let h = y;
  const parts = [];
  for (let i = 0; i < count; i += 1) {
    const w = size - 3 * i;
    const d = size * 0.72 - 2 * i;
    const t = 3 - 0.4 * i;
    const turn = i % 2 === 1 ? (covers % 2 === 0 ? 0.1 : -0.12) : 0;
    const color = BOOK_COVERS[covers % BOOK_COVERS.length][i % 3];
    const cover = roundedBox({ w, h: t, d, r: 0.3, rc: 0.3 }, { color, spec: 0.03 });
    // Page block: a pale band on the front edge reads as paper.
    const pages = place(
      cuboid(w - 1, t - 0.8, 0.2, { color: '#efe8dc' }),
      move(0.2, 0.4, -d / 2 - 0.05),
    );
    parts.push(at(cover, x, h, z, turn), at(pages, x, h, z, turn));
    h += t;
  }
  contactShadow(st, x, y, z, size / 2, size * 0.36, (depth ?? z) + 0.2);
  st.solid(parts, { depth: depth ?? z, shadow: false });
  return h;
}

/** A pendant globe of opal glass, lit, hanging on a cord from above the frame. */
export function pendant(st, { x, y, z, r = 18 }) {
  const [cx, cy] = st.p([x, y, z]);
  const [, topY] = st.p([x, 400, z]);
  const rr = r * st.s(z);
  const { doc } = st;
  // Opal glass lit from inside: bright core, a soft rim, a faint key-light highlight.
  const body = doc.radial(
    cx,
    cy,
    rr,
    [
      [0, '#fffdf7'],
      [0.7, '#f7efe1'],
      [1, '#e3d6c2'],
    ],
    { fx: cx - rr * 0.25, fy: cy - rr * 0.3 },
  );
  st.draw(
    [
      `<path d="M${cx},${topY}V${cy - rr}" stroke="#3a3530" stroke-width="${Math.max(1, st.s(z) * 0.5)}"/>`,
      `<rect x="${cx - rr * 0.12}" y="${cy - rr * 1.08}" width="${rr * 0.24}" height="${rr * 0.14}" rx="${rr * 0.03}" fill="#d8cfc2"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="${body}"/>`,
    ].join(''),
    'item',
    z - r,
  );
  st.glow(cx, cy, rr * 2.4, rr * 2.4, '#fff4e0', 0.3, { core: 0.35 });
}

/** A low rug lying on the floor, drawn under everything. */
export function rug(st, { x, z, w, d, mat = FABRIC.oatmeal, border }) {
  const parts = [at(roundedBox({ w, h: 1, d, r: 0.4, rc: 1.5 }, mat), x, 0, z + d / 2)];
  if (border)
    parts.push(
      at(roundedBox({ w: w - 16, h: 1.05, d: d - 16, r: 0.4, rc: 1 }, border), x, 0.02, z + d / 2),
    );
  st.solid(parts, { layer: 'floor', shadow: false });
}

/** A soft block: a runner, a shelf board, folded linen. */
export function softBlock(st, { x, y, z, w, h, d, mat, r = 2, crown = 0, yaw = 0, depth, id }) {
  const faces = at(roundedBox({ w, h, d, r, rc: r, crown }, mat), x, y, z, yaw);
  return st.solid([faces], { depth: depth ?? z, shadow: y < 1, id });
}
