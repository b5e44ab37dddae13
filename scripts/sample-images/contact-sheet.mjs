// Lays every generated picture out on one PNG sheet, a row (or more) per folder, to review
// them side by side:
//   node scripts/sample-images/contact-sheet.mjs [out.png] [filter]
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const images = join(here, '..', '..', 'catalogue', 'images');
const [out = '/tmp/sample-images-contact.png', filter = ''] = process.argv.slice(2);

const ROW = 260;
const GAP = 8;
const WIDTH = 1860;

const files = (await readdir(images, { recursive: true }))
  .filter((name) => name.endsWith('.jpg') && name.includes(filter))
  .sort();
const tiles = [];
let x = 0;
let y = 0;
let folder = null;
for (const name of files) {
  const group = dirname(name);
  const { data, info } = await sharp(join(images, name))
    .resize({ height: ROW })
    .toBuffer({ resolveWithObject: true });
  const newFolder = folder !== null && group !== folder;
  if (x > 0 && (newFolder || x + info.width > WIDTH)) {
    x = 0;
    y += ROW + GAP + (newFolder ? GAP * 2 : 0);
  }
  folder = group;
  tiles.push({ input: data, left: x, top: y });
  x += info.width + GAP;
}
await sharp({
  create: { width: WIDTH, height: y + ROW, channels: 3, background: '#ffffff' },
})
  .composite(tiles)
  .png()
  .toFile(out);
console.info(`${files.length} pictures -> ${out}`);
