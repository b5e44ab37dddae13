// Product pictures, 1200 x 1200, in the order of each product's `images` list. Cards crop
// them to 4:3 from the middle, so every subject sits inside the central band.
import { framedCanvas, roundMirror } from '../lib/decor.mjs';
import {
  arcLamp,
  barrelChair,
  bed,
  books,
  cabinet,
  diningChair,
  lampLight,
  rug,
  sofa,
  table,
} from '../lib/furniture.mjs';
import { CERAMIC, FABRIC, METAL, WOOD } from '../lib/materials.mjs';
import { basket, roundTable } from '../lib/pieces.mjs';
import { room, studio } from '../lib/room.mjs';
import {
  bench,
  coffeeTable,
  diningSet,
  foldedStack,
  pot,
  stems,
  styledConsole,
  tableLamp,
} from './sets.mjs';

/** One product's pictures, in order: each a prompt, a camera and a drawing. */
const shots = (productId, slug, list) =>
  list.map(({ prompt, camera, draw }, index) => ({
    entity: 'product',
    productId,
    index,
    prompt,
    file: `products/${slug}-${index + 1}.jpg`,
    width: 1200,
    height: 1200,
    camera,
    draw,
  }));

const STUDIO = { light: 'studio' };

/**
 * The pictures of one option value of a product sold in variants (the oak frame, the sage
 * fabric): every variant with that value shows them first.
 */
const valueShots = (productId, option, value, slug, list) =>
  shots(productId, slug, list).map((shot) => ({ ...shot, entity: 'variant', option, value }));

/** The sofa in one of its linens, alone in the studio: the picture of that fabric value. */
function linenSofaShots(value, slug, colour, fabric, pillowFabrics) {
  return valueShots(4, 'Fabric', value, `harbor-linen-sofa-${slug}`, [
    {
      prompt: `${colour} linen three-seater sofa on white background, studio product photography`,
      camera: { fov: 34, eye: 95, x: -40, horizon: 0.45, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 800 });
        const pillows = pillowFabrics.map((mat) => ({ mat }));
        sofa(st, { x: 0, z: 470, id: 4, fabric, pillows });
      },
    },
  ]);
}

/** The variant pictures (docs/requirements.md#variants): frames, fabrics and finishes. */
const VARIANT_SHOTS = [
  ...valueShots(1, 'Frame', 'Oak', 'aldana-oak-mirror', [
    {
      prompt:
        'close-up of a solid oak round mirror frame with bevelled glass edge, studio product photography, white background',
      camera: { fov: 36, eye: 150, horizon: 0.5, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 110, color: '#efece8' });
        const reflect = { tone: '#eeebe6', floor: '#e3ded7', floorAt: 0.8, window: -0.3 };
        roundMirror(st, {
          x: -27,
          y: 169,
          r: 40,
          id: 1,
          wallZ: 110,
          reflect,
          frame: WOOD.oakFrame,
        });
      },
    },
    {
      prompt:
        'round light oak wall mirror in a bright scandinavian hallway, product photography, soft daylight',
      camera: { fov: 44, eye: 125, horizon: 0.36 },
      draw(st) {
        const light = { x: -150, y: 95, w: 70, h: 120, strength: 0.25 };
        room(st, { wallZ: 300, wall: '#ece6dd', floor: 'paleOak', seed: 12, light });
        rug(st, { x: 0, z: 150, w: 90, d: 110, mat: FABRIC.flax });
        roundMirror(st, { x: 0, y: 135, r: 40, id: 1, frame: WOOD.oakFrame });
        bench(st, { x: 0, z: 264, w: 112 });
        stems(st, { x: 95, z: 272, scale: 1.45, seed: 5, count: 5, height: 70, spread: 26 });
      },
    },
  ]),
  ...linenSofaShots('Sage Linen', 'sage', 'sage green', FABRIC.sage, [
    FABRIC.cream,
    FABRIC.oatmeal,
  ]),
  ...linenSofaShots('Charcoal Linen', 'charcoal', 'charcoal grey', FABRIC.charcoal, [
    FABRIC.clay,
    FABRIC.sand,
  ]),
  ...valueShots(3, 'Finish', 'Smoked Oak', 'oslo-smoked-oak-dining-set', [
    {
      prompt:
        'smoked oak dining table set with six chairs in a bright dining room, product photography, soft daylight',
      camera: { fov: 50, eye: 150, horizon: 0.3 },
      draw(st) {
        const light = { x: -190, y: 60, w: 90, h: 170 };
        room(st, { wallZ: 460, wall: '#ece6dd', floor: 'paleOak', seed: 32, light });
        diningSet(st, {
          x: 0,
          z: 270,
          id: 3,
          pendant: true,
          styling: 'vases',
          wood: WOOD.smokedOak,
          legWood: WOOD.smokedOakLeg,
        });
      },
    },
    {
      prompt: 'smoked oak dining table top detail with rounded edges, studio product photography',
      camera: { fov: 38, eye: 98, horizon: 0.3, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 500 });
        const top = { w: 180, d: 90, h: 75, top: 3.2, leg: 5, inset: 6, apron: 8, round: 6 };
        const wood = { wood: WOOD.smokedOak, legWood: WOOD.smokedOakLeg };
        table(st, { x: -66, z: 95, ...top, id: 3, ...wood });
        pot(st, [-12, 140, 75], 'cup', CERAMIC.white, 1.1, 120);
      },
    },
  ]),
];

export const PRODUCTS = [
  ...shots(1, 'aldana-walnut-mirror', [
    {
      prompt:
        'minimalist round walnut wall mirror in a bright scandinavian hallway, product photography, soft daylight',
      camera: { fov: 44, eye: 125, horizon: 0.36 },
      draw(st) {
        const light = { x: -150, y: 95, w: 70, h: 120, strength: 0.25 };
        room(st, { wallZ: 300, wall: '#ede7de', floor: 'paleOak', seed: 11, light });
        rug(st, { x: 0, z: 150, w: 90, d: 110, mat: FABRIC.flax });
        roundMirror(st, { x: 0, y: 135, r: 40, id: 1 });
        bench(st, { x: 0, z: 264, w: 112 });
        basket(st, { x: -25, z: 282, r: 15, h: 22 });
        stems(st, { x: 95, z: 272, scale: 1.45, seed: 4, count: 5, height: 70, spread: 26 });
        books(st, { x: 30, z: 281, y: 44, covers: 1 });
      },
    },
    {
      prompt:
        'close-up of a solid walnut mirror frame with bevelled glass edge, studio product photography, white background',
      camera: { fov: 36, eye: 150, horizon: 0.5, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 110, color: '#efece8' });
        const reflect = { tone: '#eeebe6', floor: '#e3ded7', floorAt: 0.8, window: -0.3 };
        roundMirror(st, { x: -27, y: 169, r: 40, id: 1, wallZ: 110, reflect });
      },
    },
    {
      prompt:
        'round wooden wall mirror above a light oak console table, minimalist interior, natural light',
      camera: { fov: 46, eye: 120, horizon: 0.42 },
      draw(st) {
        const light = { x: -170, y: 70, w: 80, h: 150 };
        room(st, { wallZ: 320, wall: '#ebe4da', floor: 'oak', seed: 13, light });
        roundMirror(st, { x: 0, y: 152, r: 40, id: 1 });
        styledConsole(st, { x: 0, z: 320 - 33 });
      },
    },
  ]),
  ...shots(2, 'lumen-arc-floor-lamp', [
    {
      prompt:
        'modern matte black arc LED floor lamp beside a grey sofa, minimalist living room, product photography, warm evening light',
      camera: { fov: 50, eye: 110, horizon: 0.4, light: 'evening' },
      draw(st) {
        room(st, { wallZ: 430, wall: '#d9ccbb', floor: 'oak', dusk: true, seed: 21 });
        rug(st, { x: -20, z: 250, w: 250, d: 170, mat: FABRIC.sand });
        const pillows = [{ mat: FABRIC.clay }, { mat: FABRIC.oatmeal }];
        sofa(st, { x: -45, z: 335, fabric: FABRIC.stoneGrey, pillows });
        lampLight(st, { x: -40, y: 150, z: 350 });
        arcLamp(st, { x: 100, z: 350, reach: 140, id: 2, glow: 1.4 });
        roundTable(st, { x: -195, z: 360, r: 22, h: 50 });
      },
    },
    {
      prompt: 'matte black steel LED floor lamp on white background, studio product photography',
      camera: { fov: 40, eye: 105, x: -26, horizon: 0.5, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 700 });
        arcLamp(st, { x: 44, z: 430, reach: 140, id: 2, glow: 0.6 });
      },
    },
  ]),
  ...shots(3, 'oslo-oak-dining-set', [
    {
      prompt:
        'scandinavian solid oak dining table set with six chairs in a bright dining room, product photography, soft daylight',
      camera: { fov: 50, eye: 150, horizon: 0.3 },
      draw(st) {
        const light = { x: -190, y: 60, w: 90, h: 170 };
        room(st, { wallZ: 460, wall: '#ece6dd', floor: 'paleOak', seed: 31, light });
        diningSet(st, { x: 0, z: 270, id: 3, pendant: true, styling: 'vases' });
      },
    },
    {
      prompt:
        'solid oak rectangular dining table top detail with rounded edges, studio product photography',
      camera: { fov: 38, eye: 98, horizon: 0.3, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 500 });
        const top = { w: 180, d: 90, h: 75, top: 3.2, leg: 5, inset: 6, apron: 8, round: 6 };
        table(st, { x: -66, z: 95, ...top, id: 3 });
        pot(st, [-12, 140, 75], 'cup', CERAMIC.white, 1.1, 120);
        const bud = { shape: 'bottle', scale: 0.75, seed: 9, count: 2, height: 28, spread: 8 };
        stems(st, { x: -48, z: 160, y: 75, depth: 121, ...bud });
      },
    },
    {
      prompt:
        'oak dining chair with woven paper cord seat, studio product photography, white background',
      camera: { fov: 30, eye: 70, horizon: 0.27, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 600 });
        diningChair(st, { x: 0, z: 230, yaw: 0.6, id: 3 });
      },
    },
    {
      prompt:
        'oak dining table set styled with ceramic vases, scandinavian interior, natural light',
      camera: { fov: 46, eye: 140, horizon: 0.26 },
      draw(st) {
        const light = { x: -200, y: 80, w: 90, h: 150 };
        room(st, { wallZ: 470, wall: '#e9e2d7', floor: 'oak', seed: 34, light });
        diningSet(st, { x: 0, z: 300, id: 3, nearChairs: false, styling: 'cluster' });
      },
    },
  ]),
  ...shots(4, 'harbor-linen-sofa', [
    {
      prompt:
        'luxury three-seater oatmeal linen sofa in a modern living room, product photography, soft daylight',
      camera: { fov: 48, eye: 105, horizon: 0.42 },
      draw(st) {
        const light = { x: -230, y: 90, w: 110, h: 160 };
        room(st, { wallZ: 440, wall: '#ece5db', floor: 'oak', seed: 41, light });
        rug(st, { x: 0, z: 200, w: 270, d: 190, mat: FABRIC.cream, border: FABRIC.wool });
        sofa(st, { x: 0, z: 345, id: 4, pillows: [{ mat: FABRIC.sand }, { mat: FABRIC.sage }] });
        coffeeTable(st, { x: 0, z: 230 });
        const vase = { mat: CERAMIC.terracotta, seed: 5, count: 5, height: 80, spread: 30 };
        stems(st, { x: 162, z: 395, ...vase });
      },
    },
    {
      prompt:
        'oatmeal linen sofa with feather cushions on white background, studio product photography',
      camera: { fov: 34, eye: 95, x: -40, horizon: 0.45, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 800 });
        const pillows = [{ mat: FABRIC.oatmeal }, { mat: FABRIC.sand }];
        sofa(st, { x: 0, z: 470, id: 4, pillows });
      },
    },
    {
      prompt: 'close-up of linen sofa upholstery and solid beech legs, studio product photography',
      camera: { fov: 36, eye: 40, horizon: 0.46, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 600 });
        sofa(st, { x: 85, z: 118, id: 4, segs: 12 });
      },
    },
  ]),
  ...shots(5, 'serene-linen-bedding', [
    {
      prompt:
        'stonewashed natural linen bedding set on a minimalist bed, scandinavian bedroom, product photography, soft morning light',
      camera: { fov: 50, eye: 165, horizon: 0.2 },
      draw(st) {
        const light = { x: -230, y: 110, w: 90, h: 140, strength: 0.28 };
        room(st, { wallZ: 450, wall: '#ece6dd', floor: 'paleOak', seed: 51, light });
        rug(st, { x: 0, z: 180, w: 240, d: 200, mat: FABRIC.cream });
        bed(st, { x: 0, headZ: 449, id: 5, duvet: FABRIC.flax, throwMat: FABRIC.sage });
        for (const side of [-1, 1]) {
          cabinet(st, { x: side * 128, z: 450 - 40, w: 46, d: 38, h: 52, drawers: 1 });
          tableLamp(st, { x: side * 128 - side * 6, y: 52, z: 450 - 22 });
        }
        pot(st, [140, 425, 52], 'cup', CERAMIC.sand, 1, 400);
      },
    },
    {
      prompt:
        'folded stack of stonewashed linen duvet cover and pillowcases, studio product photography, white background',
      camera: { fov: 30, eye: 52, horizon: 0.17, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 500 });
        foldedStack(st, { x: 0, z: 175, id: 5 });
      },
    },
  ]),
  ...shots(6, 'terra-canvas-wall-art', [
    {
      prompt:
        'set of three abstract canvas wall art prints in terracotta and sand tones above a modern sofa, interior photography',
      camera: { fov: 46, eye: 120, horizon: 0.42 },
      draw(st) {
        room(st, { wallZ: 400, wall: '#ede6dc', floor: 'oak', seed: 61 });
        [-60, 0, 60].forEach((x, art) => framedCanvas(st, { x, y: 163, art, id: 6 }));
        const pillows = [{ mat: FABRIC.terracotta }, { mat: FABRIC.sand }];
        sofa(st, { x: 0, z: 305, fabric: FABRIC.white, pillows });
        rug(st, { x: 0, z: 170, w: 260, d: 150, mat: FABRIC.sand });
      },
    },
    {
      prompt:
        'abstract terracotta and beige canvas print in a black aluminium floater frame, studio product photography',
      camera: { fov: 30, eye: 120, horizon: 0.5, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 250, color: '#efebe5' });
        framedCanvas(st, { x: 0, y: 120, w: 60, h: 84, art: 0, id: 6, wallZ: 250 });
      },
    },
  ]),
  ...shots(7, 'velvet-curve-accent-chair', [
    {
      prompt:
        'luxury emerald velvet curved accent chair with brass legs in a modern living room, product photography, soft daylight',
      camera: { fov: 46, eye: 105, horizon: 0.33 },
      draw(st) {
        const light = { x: -180, y: 80, w: 100, h: 160 };
        room(st, { wallZ: 400, wall: '#ebe3d8', floor: 'oak', seed: 71, light });
        rug(st, { x: 0, z: 170, w: 230, d: 170, mat: FABRIC.cream });
        barrelChair(st, { x: -14, z: 262, yaw: -0.4, id: 7 });
        roundTable(st, { x: 66, z: 298, r: 22, h: 50 });
        const top = books(st, { x: 64, z: 296, y: 50, size: 22, covers: 3, depth: 295 });
        pot(st, [68, 300, top], 'cup', CERAMIC.white, 1, 294);
        stems(st, { x: -105, z: 350, scale: 1.35, seed: 7, count: 5, height: 75, spread: 28 });
      },
    },
    {
      prompt:
        'emerald velvet accent chair on white background, studio product photography, three-quarter view',
      camera: { fov: 30, eye: 100, horizon: 0.14, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 700 });
        barrelChair(st, { x: 0, z: 262, yaw: -0.6, id: 7 });
      },
    },
    {
      prompt:
        'close-up of brushed brass chair leg and velvet upholstery, studio product photography',
      camera: { fov: 36, eye: 36, horizon: 0.36, ...STUDIO },
      draw(st) {
        studio(st, { wallZ: 500 });
        // The front-right leg of a chair turned 0.35 rad sits 10.3 cm right of and 22.2 cm
        // in front of its centre: put it on the camera's axis.
        barrelChair(st, { x: -10.3, z: 112, yaw: 0.35, id: 7, legs: METAL.brass, detail: 3 });
      },
    },
  ]),
  ...VARIANT_SHOTS,
];
