// Draws the sample catalogue's pictures (products, slides, inspirations, gallery) as SVG
// scenes and writes them as JPEGs under catalogue/images/, plus mapping.json, which says
// which picture belongs to which sample entry. Same code, same bytes: nothing is random
// except through fixed seeds.
//
//   node scripts/sample-images/generate.mjs            all pictures
//   node scripts/sample-images/generate.mjs mirror     only files whose path contains "mirror"
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Stage } from './lib/stage.mjs';
import { GALLERY } from './scenes/gallery.mjs';
import { INSPIRATIONS } from './scenes/inspirations.mjs';
import { PRODUCTS } from './scenes/products.mjs';
import { SLIDES } from './scenes/slides.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const catalogue = join(root, 'catalogue');

/** Hotspots may sit this far (as a share of the image width) outside their product. */
const HOTSPOT_SLACK = 0.02;

const SCENES = [...PRODUCTS, ...SLIDES, ...INSPIRATIONS, ...GALLERY];

async function render(scene) {
  const st = new Stage({ width: scene.width, height: scene.height, ...scene.camera });
  scene.draw(st);
  st.vignette(scene.vignette ?? 0.16);
  const problems = [];
  for (const { productId, position } of scene.hotspots ?? []) {
    const point = [(position.x / 100) * scene.width, (position.y / 100) * scene.height];
    const distance = st.distanceTo(productId, point);
    if (distance > HOTSPOT_SLACK * scene.width) {
      problems.push(
        `product ${productId} at ${position.x}%,${position.y}% is ${Math.round(distance)} px from it`,
      );
    }
  }
  const jpeg = await sharp(Buffer.from(st.render()))
    .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
  return { jpeg, problems };
}

/** The entry a lead needs to wire a picture to the catalogue: no drawing code. */
function mappingEntry(scene) {
  const { draw: _draw, camera: _camera, vignette: _vignette, file, ...rest } = scene;
  return { ...rest, path: `images/${file}` };
}

const filter = process.argv[2];
const chosen = filter ? SCENES.filter((scene) => scene.file.includes(filter)) : SCENES;
let total = 0;
let failed = false;
for (const scene of chosen) {
  const { jpeg, problems } = await render(scene);
  const target = join(catalogue, 'images', scene.file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, jpeg);
  total += jpeg.length;
  console.info(`${scene.file.padEnd(52)} ${String(Math.round(jpeg.length / 1024)).padStart(4)} KB`);
  for (const problem of problems) {
    console.error(`  hotspot off its product: ${problem}`);
    failed = true;
  }
}
console.info(`${chosen.length} images, ${total} bytes (${(total / 1048576).toFixed(2)} MB)`);

if (!filter) {
  const mapping = {
    generator: 'scripts/sample-images/generate.mjs',
    root: 'catalogue/',
    images: SCENES.map(mappingEntry),
  };
  await writeFile(join(here, 'mapping.json'), `${JSON.stringify(mapping, null, 2)}\n`);
}
if (failed) process.exitCode = 1;
