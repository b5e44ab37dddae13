// The image gallery, 1200 x 1200, newest first: each product again, now in a showroom:
// pale concrete floor, white walls washed by ceiling spots, a coloured display wall.
import { framedCanvas, roundMirror } from '../lib/decor.mjs';
import { arcLamp, barrelChair, bed, books, cabinet, rug, sofa } from '../lib/furniture.mjs';
import { CERAMIC, FABRIC, WOOD } from '../lib/materials.mjs';
import { displayPanel, roundTable, scallops } from '../lib/pieces.mjs';
import { room } from '../lib/room.mjs';
import { bench, diningSet, pot, stems } from './sets.mjs';

/** Gallery pictures in the sample gallery's order (index 0 is the newest). */
const pictures = (list) =>
  list.map(({ slug, prompt, camera, draw }, index) => ({
    entity: 'gallery',
    index,
    prompt,
    file: `gallery/gallery-${index + 1}-${slug}.jpg`,
    width: 1200,
    height: 1200,
    camera,
    draw,
  }));

/** White showroom walls over pale concrete, with spotlight scallops at the given x. */
function showroom(st, { wallZ, spots, seed }) {
  room(st, { wallZ, wall: '#e9e5df', floor: 'concrete', seed, glow: 0.12 });
  scallops(st, spots);
}

export const GALLERY = pictures([
  {
    slug: 'velvet-chair',
    prompt: 'velvet accent chair with brass legs in a bright modern showroom, product photography',
    camera: { fov: 44, eye: 115, horizon: 0.4 },
    draw(st) {
      showroom(st, { wallZ: 420, spots: [-80, 70], seed: 301 });
      displayPanel(st, { x: 70, z: 380, w: 180, color: '#cfd3c6' });
      rug(st, { x: 10, z: 190, w: 190, d: 150, mat: FABRIC.wool });
      barrelChair(st, { x: 18, z: 260, yaw: -0.45 });
      roundTable(st, { x: 82, z: 300, r: 20, h: 46 });
      pot(st, [82, 300, 46], 'moon', CERAMIC.white, 0.7, 295);
    },
  },
  {
    slug: 'canvas-art',
    prompt:
      'abstract terracotta canvas wall art set in a gallery-style showroom, product photography',
    camera: { fov: 46, eye: 125, horizon: 0.46 },
    draw(st) {
      showroom(st, { wallZ: 380, spots: [-66, 0, 66], seed: 302 });
      [-66, 0, 66].forEach((x, art) => framedCanvas(st, { x, y: 150, art }));
      bench(st, { x: 0, z: 290, w: 150, d: 40, wood: WOOD.oak });
    },
  },
  {
    slug: 'linen-bedding',
    prompt: 'stonewashed linen bedding set on a showroom bed, product photography, soft daylight',
    camera: { fov: 50, eye: 165, x: -30, horizon: 0.22 },
    draw(st) {
      showroom(st, { wallZ: 470, spots: [-140, 140], seed: 303 });
      displayPanel(st, { x: 0, z: 455, w: 240, color: '#d8cdbf' });
      const pillowMats = [FABRIC.flax, FABRIC.flax, FABRIC.white, FABRIC.sage];
      bed(st, { x: 0, headZ: 454, duvet: FABRIC.white, throwMat: FABRIC.flax, pillowMats });
      cabinet(st, { x: -150, z: 410, w: 46, d: 40, h: 50 });
      pot(st, [-152, 428, 50], 'moon', CERAMIC.sand, 0.75, 405);
    },
  },
  {
    slug: 'linen-sofa',
    prompt: 'oatmeal linen three-seater sofa in a bright modern showroom, product photography',
    camera: { fov: 48, eye: 110, x: 30, horizon: 0.42 },
    draw(st) {
      showroom(st, { wallZ: 460, spots: [-110, 0, 110], seed: 304 });
      displayPanel(st, { x: 0, z: 420, w: 280, color: '#d3cbbf' });
      sofa(st, { x: 0, z: 320, pillows: [{ mat: FABRIC.clay }, { mat: FABRIC.oatmeal }] });
      const vase = { mat: CERAMIC.charcoal, scale: 1.3, seed: 41, height: 70 };
      stems(st, { x: 150, z: 360, ...vase });
    },
  },
  {
    slug: 'dining-set',
    prompt: 'solid oak dining table set with six chairs in a showroom, product photography',
    camera: { fov: 50, eye: 150, x: 25, horizon: 0.3 },
    draw(st) {
      showroom(st, { wallZ: 480, spots: [-80, 80], seed: 305 });
      displayPanel(st, { x: -20, z: 450, w: 300, color: '#dcd3c6' });
      diningSet(st, { x: 0, z: 280, pendant: true, styling: 'cluster', carpet: false });
    },
  },
  {
    slug: 'arc-lamp',
    prompt: 'matte black arc LED floor lamp in a modern showroom, product photography, warm light',
    camera: { fov: 46, eye: 115, horizon: 0.4, light: 'warm' },
    draw(st) {
      showroom(st, { wallZ: 420, spots: [-120, 60], seed: 306 });
      displayPanel(st, { x: -40, z: 390, w: 200, color: '#cbc3b7' });
      rug(st, { x: -40, z: 220, w: 190, d: 140, mat: FABRIC.wool });
      roundTable(st, { x: -60, z: 300, r: 28, h: 46 });
      books(st, { x: -64, z: 298, y: 46, covers: 4, depth: 295 });
      arcLamp(st, { x: 60, z: 320, reach: 120, glow: 1.3 });
    },
  },
  {
    slug: 'walnut-mirror',
    prompt: 'round walnut wall mirror on a white showroom wall, product photography, soft daylight',
    camera: { fov: 44, eye: 130, horizon: 0.4 },
    draw(st) {
      showroom(st, { wallZ: 300, spots: [0], seed: 307 });
      roundMirror(st, { x: 0, y: 145, r: 40, reflect: { tone: '#f0ede8', floor: '#cfc9c0' } });
      bench(st, { x: 0, z: 264, w: 100, h: 40, wood: WOOD.oak });
      const look = { shape: 'bottle', mat: CERAMIC.white, scale: 1.2 };
      stems(st, { x: 30, z: 282, y: 40, depth: 275, ...look, seed: 47, count: 3, height: 44 });
    },
  },
]);
