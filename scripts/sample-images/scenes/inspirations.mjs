// Design-inspiration room scenes, 1600 x 1067 (3:2). Each product is placed so the hotspot
// catalogue/catalogue.json gives (x/y percent of the picture) lands on it; generate.mjs checks that.
import { backWindow, framedCanvas, roundMirror } from '../lib/decor.mjs';
import {
  arcLamp,
  barrelChair,
  bed,
  books,
  cabinet,
  rug,
  sofa,
  softBlock,
  table,
} from '../lib/furniture.mjs';
import { CERAMIC, FABRIC, WOOD } from '../lib/materials.mjs';
import { laptop, roundTable, towels, vanity, wallTiles } from '../lib/pieces.mjs';
import { room } from '../lib/room.mjs';
import { coffeeTable, diningSet, pot, stems, tableLamp } from './sets.mjs';

const CAMERA = { fov: 54, eye: 115, horizon: 0.42 };

/** Hotspots as [productId, x %, y %], the way catalogue/catalogue.json lists them. */
const inspiration = ({ id, prompt, hotspots, camera = CAMERA, draw }) => ({
  entity: 'inspiration',
  id,
  prompt,
  hotspots: hotspots.map(([productId, x, y]) => ({ productId, position: { x, y } })),
  file: `inspirations/${id}.jpg`,
  width: 1600,
  height: 1067,
  camera,
  draw,
});

export const INSPIRATIONS = [
  inspiration({
    id: 'living-warm-minimal',
    prompt:
      'warm minimalist living room with oatmeal linen sofa, black arc floor lamp and abstract terracotta wall art, wide interior photography',
    hotspots: [
      [4, 45, 68],
      [2, 78, 35],
      [6, 42, 25],
    ],
    draw(st) {
      const light = { x: 60, y: 80, w: 80, h: 150, strength: 0.2 };
      room(st, { wallZ: 480, wall: '#ebe3d8', floor: 'oak', seed: 201, light });
      [-144, -86, -28].forEach((x, art) => framedCanvas(st, { x, y: 170, art, id: 6 }));
      rug(st, { x: -50, z: 250, w: 280, d: 200, mat: FABRIC.cream, border: FABRIC.wool });
      const pillows = [{ mat: FABRIC.terracotta }, { mat: FABRIC.sand }];
      sofa(st, { x: -78, z: 380, id: 4, pillows });
      arcLamp(st, { x: 120, z: 420, reach: 100, id: 2 });
      coffeeTable(st, { x: -78, z: 270, w: 100, d: 52, bowl: CERAMIC.terracotta });
      stems(st, { x: 205, z: 440, seed: 31, count: 5, height: 80, spread: 30 });
    },
  }),
  inspiration({
    id: 'living-reading-corner',
    prompt:
      'reading corner with emerald velvet accent chair and round walnut wall mirror, modern interior photography, soft daylight',
    hotspots: [
      [7, 35, 65],
      [1, 62, 30],
    ],
    draw(st) {
      const leftWindows = [{ z0: 150, z1: 320 }];
      room(st, { wallZ: 420, wall: '#ece4d9', left: -150, leftWindows, seed: 202 });
      roundMirror(st, { x: 51, y: 149, r: 40, id: 1 });
      rug(st, { x: -30, z: 220, w: 200, d: 160, mat: FABRIC.wool });
      barrelChair(st, { x: -46, z: 300, yaw: 0.35, id: 7 });
      roundTable(st, { x: 20, z: 330, r: 22, h: 50 });
      const top = books(st, { x: 18, z: 328, y: 50, size: 24, covers: 0, depth: 325 });
      pot(st, [22, 330, top], 'cup', CERAMIC.white, 1, 324);
      cabinet(st, { x: 112, z: 420 - 40, w: 100, d: 40, h: 60, drawers: 2 });
      const look = { shape: 'bottle', mat: CERAMIC.terracotta, scale: 1 };
      stems(st, { x: 138, z: 402, y: 60, depth: 370, ...look, seed: 32, height: 45, spread: 16 });
    },
  }),
  inspiration({
    id: 'bedroom-linen-retreat',
    prompt:
      'scandinavian bedroom with stonewashed linen bedding, round walnut mirror and floor lamp, wide interior photography, morning light',
    hotspots: [
      [5, 50, 70],
      [1, 20, 35],
      [2, 85, 40],
    ],
    camera: { fov: 54, eye: 160, horizon: 0.3 },
    draw(st) {
      const light = { x: -60, y: 120, w: 70, h: 120, strength: 0.2 };
      room(st, { wallZ: 560, wall: '#ede6dd', floor: 'paleOak', seed: 203, light });
      rug(st, { x: 0, z: 270, w: 260, d: 220, mat: FABRIC.cream });
      cabinet(st, { x: -171, z: 560 - 45, w: 90, d: 44, h: 76, drawers: 3 });
      roundMirror(st, { x: -171, y: 141, r: 40, id: 1 });
      const look = { shape: 'bottle', mat: CERAMIC.white, scale: 1 };
      stems(st, { x: -196, z: 540, y: 76, depth: 510, ...look, seed: 33, count: 3, spread: 14 });
      bed(st, { x: 0, headZ: 559, id: 5, duvet: FABRIC.flax, throwMat: FABRIC.clay });
      cabinet(st, { x: 122, z: 560 - 38, w: 44, d: 38, h: 50 });
      tableLamp(st, { x: 122, y: 50, z: 560 - 20 });
      arcLamp(st, { x: 157, z: 440, reach: 100, id: 2 });
    },
  }),
  inspiration({
    id: 'dining-family-table',
    prompt:
      'open-plan dining room with solid oak dining table and six chairs, abstract canvas art on the wall, wide interior photography',
    hotspots: [
      [3, 50, 65],
      [6, 55, 22],
    ],
    camera: { fov: 54, eye: 140, horizon: 0.3 },
    draw(st) {
      const leftWindows = [{ z0: 260, z1: 480 }];
      const shell = { wallZ: 540, wall: '#ece6dd', floor: 'paleOak', left: -230, leftWindows };
      room(st, { ...shell, seed: 204 });
      [-33, 27, 87].forEach((x, art) => framedCanvas(st, { x, y: 170, art, id: 6 }));
      diningSet(st, { x: 0, z: 330, id: 3, styling: 'cluster' });
      cabinet(st, { x: 200, z: 540 - 45, w: 110, d: 44, h: 72, drawers: 2 });
      pot(st, [180, 520, 72], 'moon', CERAMIC.white, 0.9, 490);
    },
  }),
  inspiration({
    id: 'office-focused-study',
    prompt:
      'modern home office with desk, black LED floor lamp and velvet accent chair with brass legs, wide interior photography',
    hotspots: [
      [2, 15, 40],
      [7, 70, 70],
    ],
    draw(st) {
      const light = { x: 60, y: 110, w: 80, h: 130, strength: 0.18 };
      room(st, { wallZ: 460, wall: '#eae3d8', floor: 'oak', seed: 205, light });
      rug(st, { x: 30, z: 220, w: 240, d: 170, mat: FABRIC.wool });
      const desk = { w: 140, d: 62, h: 74, top: 3, leg: 4, inset: 4, apron: 10, round: 2 };
      table(st, { x: -20, z: 395, ...desk });
      laptop(st, { x: -10, y: 74, z: 420, yaw: 0.1 });
      books(st, { x: 30, z: 420, y: 74, size: 24, covers: 2, depth: 410 });
      pot(st, [-60, 425, 74], 'cup', CERAMIC.terracotta, 1, 410);
      // A floating oak shelf with books and a bud vase above the desk.
      const shelf = { w: 120, h: 2.5, d: 18, mat: WOOD.oak, r: 0.4 };
      softBlock(st, { x: -20, y: 150, z: 452, ...shelf, depth: 452 });
      books(st, { x: -55, z: 452, y: 152.5, size: 22, count: 3, covers: 4, depth: 451 });
      const bud = { shape: 'bottle', mat: CERAMIC.white, scale: 0.6 };
      const sprig = { seed: 35, count: 2, height: 22, spread: 8 };
      stems(st, { x: 20, z: 452, y: 152.5, depth: 451, ...bud, ...sprig });
      arcLamp(st, { x: -136, z: 380, dir: 1, reach: 140, id: 2 });
      barrelChair(st, { x: 61, z: 300, yaw: -0.5, id: 7 });
    },
  }),
  inspiration({
    id: 'bathroom-spa-calm',
    prompt:
      'spa-like bathroom with round walnut wall mirror over a stone basin, minimalist interior photography, soft daylight',
    hotspots: [[1, 50, 35]],
    camera: { fov: 54, eye: 125, horizon: 0.45 },
    draw(st) {
      const leftWindows = [{ z0: 120, z1: 230, y0: 90 }];
      const shell = { wallZ: 300, wall: '#e9e3da', floor: 'stone', left: -150, leftWindows };
      room(st, { ...shell, seed: 206, skirting: false });
      wallTiles(st, { x0: -150, x1: 400, height: 110 });
      backWindow(st, { x0: 110, x1: 170, y0: 120, y1: 230, bars: 0 });
      roundMirror(st, { x: 0, y: 165, r: 40, id: 1 });
      vanity(st, { x: 0, w: 120 });
      towels(st, { x: -42, y: 85, z: 275 });
      const look = { shape: 'bottle', mat: CERAMIC.sand, scale: 0.7 };
      stems(st, { x: 46, z: 280, y: 85, depth: 270, ...look, seed: 36, count: 3, height: 28 });
      const planter = { shape: 'cylinder', mat: CERAMIC.charcoal, scale: 1.6 };
      stems(st, { x: -118, z: 255, ...planter, seed: 37, count: 6, height: 70, spread: 26 });
    },
  }),
];
