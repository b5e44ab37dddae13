// Home hero slides, 1920 x 840 (16:7). The caption sits over the left side on wide screens
// and at the bottom on phones, so the left 40% stays a quiet wall and the subject sits
// right of centre, above the lower edge.
import { backWindow, framedCanvas, roundMirror } from '../lib/decor.mjs';
import {
  arcLamp,
  barrelChair,
  bed,
  books,
  cabinet,
  lampLight,
  rug,
  sofa,
} from '../lib/furniture.mjs';
import { CERAMIC, FABRIC, METAL, STONE, WOOD } from '../lib/materials.mjs';
import { basket, fireplace, metalMirror, roundTable, scallops } from '../lib/pieces.mjs';
import { room } from '../lib/room.mjs';
import { bench, coffeeTable, diningSet, pot, stems, tableLamp } from './sets.mjs';

const CAMERA = { fov: 52, eye: 112, horizon: 0.42 };

/** Slides of one set: the seeded sample ('sliderItem') or the fallback four. */
const slides = (entity, list) =>
  list.map(({ id, name, prompt, camera = CAMERA, draw }) => ({
    entity,
    id,
    prompt,
    file: `slides/${name}.jpg`,
    width: 1920,
    height: 840,
    camera,
    draw,
  }));

export const SLIDES = [
  ...slides('sliderItem', [
    {
      id: '1',
      name: 'slide-1-oak-mirror',
      prompt:
        'minimalist oak wall mirror in a bright scandinavian hallway, wide interior photography, soft daylight',
      draw(st) {
        const light = { x: -170, y: 90, w: 80, h: 150, strength: 0.18 };
        room(st, { wallZ: 560, wall: '#ede7de', floor: 'paleOak', seed: 101, light });
        const reflect = { tone: '#ece6dd', floor: '#d8c3a2' };
        roundMirror(st, { x: 105, y: 140, r: 40, frame: WOOD.oakFrame, reflect });
        rug(st, { x: 105, z: 420, w: 100, d: 110, mat: FABRIC.cream });
        bench(st, { x: 105, z: 524, w: 122 });
        basket(st, { x: 78, z: 542, r: 15, h: 22 });
        books(st, { x: 134, z: 541, y: 44, covers: 3 });
        stems(st, { x: 218, z: 530, scale: 1.45, seed: 8, count: 5, height: 72, spread: 28 });
      },
    },
    {
      id: '2',
      name: 'slide-2-led-floor-lamp',
      prompt:
        'modern LED floor lamp glowing in a cosy living room at dusk, wide interior photography, warm light',
      camera: { ...CAMERA, light: 'evening' },
      draw(st) {
        room(st, { wallZ: 580, wall: '#d6c8b6', floor: 'oak', dusk: true, seed: 102 });
        backWindow(st, { x0: 195, x1: 300, y0: 60, y1: 230, view: 'dusk', frame: '#3b3733' });
        rug(st, { x: 70, z: 430, w: 260, d: 150, mat: FABRIC.sand });
        const pillows = [{ mat: FABRIC.terracotta }, { mat: FABRIC.sage }];
        sofa(st, { x: 55, z: 485, fabric: FABRIC.oatmeal, pillows });
        lampLight(st, { x: 60, y: 150, z: 500, reach: 330 });
        arcLamp(st, { x: 200, z: 500, reach: 140, glow: 1.5 });
        roundTable(st, { x: -82, z: 520, r: 20, h: 48 });
        pot(st, [-82, 520, 48], 'moon', CERAMIC.charcoal, 0.6, 515);
      },
    },
    {
      id: '3',
      name: 'slide-3-oak-dining-set',
      prompt:
        'solid oak dining table set with six chairs in a spacious scandinavian dining room, wide interior photography, natural light',
      camera: { fov: 52, eye: 120, horizon: 0.3 },
      draw(st) {
        room(st, { wallZ: 600, wall: '#ece6dd', floor: 'paleOak', seed: 103 });
        backWindow(st, { x0: -5, x1: 145, y0: 70, y1: 235, bars: 2 });
        diningSet(st, { x: 62, z: 440, pendant: true, styling: 'vases' });
        cabinet(st, { x: 250, z: 600 - 45, w: 120, d: 44, h: 72, drawers: 2 });
        const look = { shape: 'moon', mat: CERAMIC.white, scale: 1 };
        stems(st, { x: 226, z: 578, y: 72, depth: 550, ...look, seed: 18, height: 40, spread: 16 });
      },
    },
  ]),
  ...slides('fallbackSliderItem', [
    {
      id: 'fallback-1',
      name: 'fallback-1-mirror-collection',
      prompt:
        'collection of wooden and metal frame wall mirrors in a bright showroom, wide interior photography',
      draw(st) {
        room(st, { wallZ: 560, wall: '#f0ece6', floor: 'concrete', seed: 111 });
        scallops(st, [18, 120, 218]);
        roundMirror(st, { x: 18, y: 148, r: 34, frame: WOOD.walnut });
        metalMirror(st, { x: 120, y: 146, w: 62, h: 112, shape: 'arch', metal: METAL.brass });
        metalMirror(st, { x: 218, y: 142, w: 56, h: 100, shape: 'rect', metal: METAL.black });
        metalMirror(st, { x: -62, y: 160, w: 34, h: 34, shape: 'circle', metal: METAL.brass });
        bench(st, { x: 120, z: 520, w: 200, d: 38, h: 42, wood: WOOD.oak });
        const look = { shape: 'bottle', mat: CERAMIC.charcoal, scale: 1 };
        stems(st, { x: 70, z: 540, y: 42, depth: 510, ...look, seed: 19, count: 3, spread: 12 });
        pot(st, [168, 538, 42], 'bowl', CERAMIC.sand, 0.8, 510);
      },
    },
    {
      id: 'fallback-2',
      name: 'fallback-2-living-room',
      prompt:
        'modern living room with linen sofa, velvet accent chair and oak coffee table, wide interior photography',
      camera: { fov: 52, eye: 105, horizon: 0.38 },
      draw(st) {
        const light = { x: -120, y: 80, w: 90, h: 160 };
        room(st, { wallZ: 640, wall: '#ebe4da', floor: 'oak', seed: 112, light });
        rug(st, { x: 80, z: 420, w: 300, d: 200, mat: FABRIC.cream, border: FABRIC.wool });
        const pillows = [{ mat: FABRIC.terracotta }, { mat: FABRIC.sand }];
        sofa(st, { x: 55, z: 545, pillows });
        barrelChair(st, { x: 195, z: 478, yaw: -0.55 });
        coffeeTable(st, { x: 55, z: 455, covers: 4 });
        framedCanvas(st, { x: 55, y: 160, w: 70, h: 50, art: 2 });
      },
    },
    {
      id: 'fallback-3',
      name: 'fallback-3-fireplace',
      prompt:
        'modern electric fireplace with stone surround in a cosy living room, wide interior photography, warm light',
      camera: { ...CAMERA, light: 'warm' },
      draw(st) {
        room(st, { wallZ: 560, wall: '#e6dccd', floor: 'oak', seed: 113, glow: 0.12 });
        fireplace(st, { x: 40, w: 190, surround: STONE.marble });
        rug(st, { x: 60, z: 380, w: 230, d: 120, mat: FABRIC.wool });
        arcLamp(st, { x: 232, z: 480, reach: 120, glow: 1.2 });
        barrelChair(st, { x: 172, z: 440, yaw: -0.6 });
        const look = { shape: 'bottle', mat: CERAMIC.terracotta, scale: 0.9 };
        stems(st, { x: 62, z: 500, y: 5, depth: 495, ...look, seed: 20, count: 3, spread: 12 });
      },
    },
    {
      id: 'fallback-4',
      name: 'fallback-4-bedroom',
      prompt:
        'calm bedroom with linen bedding, abstract wall art and ceramic decor, wide interior photography, soft light',
      camera: { fov: 52, eye: 125, horizon: 0.3 },
      draw(st) {
        const light = { x: -150, y: 110, w: 90, h: 150 };
        room(st, { wallZ: 700, wall: '#ece5dc', floor: 'paleOak', seed: 114, light });
        rug(st, { x: 110, z: 430, w: 260, d: 200, mat: FABRIC.cream });
        const pillowMats = [FABRIC.white, FABRIC.white, FABRIC.flax, FABRIC.clay];
        bed(st, {
          x: 110,
          headZ: 699,
          duvet: FABRIC.white,
          throwMat: FABRIC.terracotta,
          pillowMats,
        });
        framedCanvas(st, { x: 78, y: 178, w: 45, h: 63, art: 1 });
        framedCanvas(st, { x: 142, y: 178, w: 45, h: 63, art: 2 });
        for (const x of [-8, 230]) cabinet(st, { x, z: 700 - 40, w: 48, d: 38, h: 52 });
        tableLamp(st, { x: -12, y: 52, z: 700 - 22 });
        const look = { shape: 'bottle', mat: CERAMIC.terracotta, scale: 0.9 };
        stems(st, { x: 222, z: 683, y: 52, depth: 650, ...look, seed: 22, count: 3, spread: 14 });
        pot(st, [244, 680, 52], 'moon', CERAMIC.white, 0.55, 651);
      },
    },
  ]),
];
