// Groups that several pictures share: vases of stems, benches, a styled coffee table and
// console, the dining set, a bedside lamp, the folded bedding stack.
import { branches } from '../lib/decor.mjs';
import { lathe, move, place, tube } from '../lib/geometry.mjs';
import { books, diningChair, pendant, rug, softBlock, table, vessel } from '../lib/furniture.mjs';
import { CERAMIC, FABRIC, WOOD } from '../lib/materials.mjs';
import { basket } from '../lib/pieces.mjs';

/**
 * A vessel holding stems of foliage: on the floor, or on a surface at height `y` (then
 * `depth` puts it in front of that surface in the drawing order).
 */
export function stems(
  st,
  { x, z, y = 0, depth, shape = 'amphora', mat = CERAMIC.sand, scale = 1.4, ...leaves },
) {
  const from = vessel(st, { x, z, y, shape, mat, scale, depth });
  const { seed = 1, count = 4, height = 60, spread = 24 } = leaves;
  branches(st, { from, seed, count, height, spread, depth });
}

/** A vessel on a surface: position [x, z, y], shape, material, scale, drawing depth. */
export function pot(st, [x, z, y], shape, mat, scale, depth) {
  return vessel(st, { x, z, y, shape, mat, scale, depth });
}

/** A low solid-wood bench or display table; z is its front edge. */
export function bench(st, { x, z, w, d = 34, h = 44, wood = WOOD.paleOak }) {
  table(st, { x, z, w, d, h, top: 3.5, leg: 4.5, inset: 6, apron: 0, round: 2, wood });
}

/** A low oak coffee table with a stack of books and a bowl; z is its front edge. */
export function coffeeTable(st, { x, z, w = 110, d = 55, bowl = CERAMIC.charcoal, covers = 2 }) {
  table(st, { x, z, w, d, h: 38, top: 4, leg: 5, inset: 5, apron: 0, round: 3 });
  const zc = z + d / 2;
  books(st, { x: x - w * 0.2, z: zc - 2, y: 38, covers, depth: zc - 5 });
  pot(st, [x + w * 0.22, zc, 38], 'bowl', bowl, 0.8, zc - 5);
}

/**
 * The Oslo set: a 180 x 90 table and six chairs, three on each long side; z is the table's
 * front edge. `nearChairs: false` moves two of the near three to the table's ends, to
 * leave the table top in view. `styling` dresses the table: 'vases' (one bottle with
 * branches and a bowl) or 'cluster' (three vessels on a linen runner).
 */
export function diningSet(
  st,
  {
    x,
    z,
    id,
    pendant: hang = false,
    styling = 'vases',
    nearChairs = true,
    carpet = true,
    wood = WOOD.oak,
    legWood = WOOD.oakLeg,
  },
) {
  const zc = z + 45;
  const top = 75;
  if (carpet) rug(st, { x, z: z - 70, w: 300, d: 230, mat: FABRIC.oatmeal });
  // Chairs stand a little pulled out and not quite square, as they do after a meal.
  [-58, 0, 58].forEach((dx, i) => {
    const chair = { id, wood: legWood };
    diningChair(st, { x: x + dx, z: z + 104 + (i % 2) * 4, yaw: (i - 1) * 0.04, ...chair });
    if (!nearChairs) return;
    const yaw = Math.PI + (1 - i) * 0.05;
    diningChair(st, { x: x + dx + (i - 1) * 2, z: z - 16 - (i % 2) * 5, yaw, ...chair });
  });
  if (!nearChairs) {
    // End chairs face the table and tuck under its top, so they are drawn before it.
    for (const side of [-1, 1]) {
      const yaw = side * (Math.PI / 2);
      diningChair(st, { x: x + side * 102, z: zc, yaw, id, depth: zc + 1, wood: legWood });
    }
  }
  const shape = { w: 180, d: 90, h: top, top: 3.2, leg: 5.5, inset: 7, apron: 8, round: 5 };
  table(st, { x, z, ...shape, id, wood, legWood });
  if (styling === 'vases') {
    const look = { shape: 'bottle', mat: CERAMIC.terracotta, scale: 0.95 };
    stems(st, {
      x: x - 8,
      z: zc + 6,
      y: top,
      depth: zc - 1,
      ...look,
      seed: 12,
      height: 42,
      spread: 16,
    });
    pot(st, [x + 26, zc - 2, top], 'bowl', CERAMIC.white, 0.9, zc - 1.5);
  } else {
    const runner = { w: 150, h: 0.4, d: 36, mat: FABRIC.flax, r: 0.2 };
    softBlock(st, { x, y: top, z: zc, ...runner, depth: zc - 0.5 });
    const look = { shape: 'bottle', mat: CERAMIC.sand, scale: 1.1 };
    const sprays = { seed: 14, count: 5, height: 46, spread: 18 };
    stems(st, { x: x - 22, z: zc + 4, y: top + 0.4, depth: zc - 1, ...look, ...sprays });
    pot(st, [x + 2, zc + 1, top + 0.4], 'moon', CERAMIC.white, 0.85, zc - 1.2);
    pot(st, [x + 24, zc - 4, top + 0.4], 'cylinder', CERAMIC.charcoal, 0.7, zc - 1.4);
    pot(st, [x + 58, zc + 6, top + 0.4], 'bowl', CERAMIC.sand, 0.7, zc - 1.1);
  }
  if (hang) pendant(st, { x, y: 168, z: zc });
}

/** A slim light-oak console with a vase of branches, books and a bowl; z is its front. */
export function styledConsole(st, { x, z, w = 110, d = 33 }) {
  const h = 78;
  const shape = { w, d, h, top: 3, leg: 3.6, inset: 3, apron: 6, shelf: 14, round: 2 };
  table(st, { x, z, ...shape, wood: WOOD.paleOak });
  const zc = z + d / 2;
  const look = { shape: 'bottle', mat: CERAMIC.white, scale: 1.05 };
  stems(st, {
    x: x - 32,
    z: zc + 3,
    y: h,
    depth: zc - 1,
    ...look,
    seed: 3,
    height: 48,
    spread: 18,
  });
  const top = books(st, { x: x + 26, z: zc + 2, y: h, size: 28, depth: zc - 1 });
  pot(st, [x + 28, zc + 1, top], 'bowl', CERAMIC.charcoal, 0.5, zc - 1.2);
  basket(st, { x: x + 10, z: zc + 2, r: 15, h: 22 });
}

/** A ceramic bedside lamp with a linen shade, lit; standing at height y. */
export function tableLamp(st, { x, y, z }) {
  pot(st, [x, z, y], 'moon', CERAMIC.white, 0.62, z - 0.5);
  const stem = tube(
    [
      [x, y + 15, z],
      [x, y + 24, z],
    ],
    0.5,
    { color: '#b08b52', spec: 0.4 },
    { segs: 8 },
  );
  const section = [
    [14, 0],
    [10.5, 20],
  ];
  const linen = { ...FABRIC.white, back: CERAMIC.glow };
  const shade = place(lathe(section, linen, { segs: 40, two: true }), move(x, y + 22, z));
  st.solid([stem, shade], { depth: z - 1, shadow: false });
  const [cx, cy] = st.p([x, y + 32, z]);
  st.glow(cx, cy, st.s(z) * 40, st.s(z) * 40, '#fff1d8', 0.35);
}

/** Folded linen: a duvet cover and pillowcases stacked, with a sprig in a bud vase. */
export function foldedStack(st, { x, z, id }) {
  const layers = [
    [50, 9, 38, FABRIC.flax, 0.02, 0],
    [49, 7.5, 37, FABRIC.sand, -0.03, 1],
    [47, 4, 35, FABRIC.white, 0.04, -1],
    [46, 3.6, 34, FABRIC.flax, -0.02, 0.5],
  ];
  let y = 0;
  layers.forEach(([w, h, d, mat, yaw, dx], i) => {
    const fold = { r: Math.min(3.2, h / 2), crown: 0.6, yaw };
    softBlock(st, { x: x + dx, y, z, w, h, d, mat, ...fold, depth: z - i * 0.01, id });
    y += h;
  });
  const sprig = { seed: 21, count: 3, height: 30, spread: 10 };
  stems(st, { x: x + 42, z: z + 6, shape: 'cup', scale: 1.3, ...sprig });
}
