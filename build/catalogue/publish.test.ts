// @vitest-environment node
import {
  mkdtempSync,
  readFileSync,
  existsSync,
  writeFileSync,
  mkdirSync,
  readdirSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseImageReference } from '../../src/domain/images.ts';
import { CatalogueError, loadCatalogue, publishCatalogue } from './publish.ts';

const published = JSON.parse(readFileSync('catalogue/catalogue.json', 'utf8'));

/** The parts of the document a test changes. */
interface EditableDocument {
  products: Array<{ price: number }>;
  gallery: string[];
}

/** A catalogue folder with the real document cut to two products and one drawn image each. */
async function folder(edit: (doc: EditableDocument) => void = () => undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  const doc = structuredClone(published);
  doc.products = doc.products.slice(0, 2);
  doc.products.forEach(
    (
      p: { images: string[]; relatedProductIds: number[]; variants?: { images?: string[] }[] },
      i: number,
    ) => {
      p.images = [`images/products/p${i}.png`];
      p.relatedProductIds = [];
      // A variant's own pictures are published like the product's.
      for (const variant of p.variants ?? []) if (variant.images) variant.images = [p.images[0]!];
    },
  );
  doc.inspirations = [];
  doc.sliderItems = doc.sliderItems
    .slice(0, 1)
    .map((s: object) => ({ ...s, imageUrl: 'images/s.png' }));
  doc.fallbackSliderItems = undefined;
  doc.gallery = ['images/products/p0.png'];
  edit(doc);
  mkdirSync(join(dir, 'images/products'), { recursive: true });
  for (const [name, colour] of [
    ['products/p0.png', '#8a5a3b'],
    ['products/p1.png', '#c9b89a'],
    ['s.png', '#eeeeee'],
  ]) {
    await sharp({ create: { width: 900, height: 600, channels: 3, background: colour! } })
      .png()
      .toFile(join(dir, 'images', name!));
  }
  writeFileSync(join(dir, 'catalogue.json'), JSON.stringify(doc, null, 2));
  return dir;
}

describe('the catalogue build', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await folder();
  });

  it('refuses an invalid catalogue, naming the file, the entry and the field', async () => {
    const bad = await folder((doc) => (doc.products[1]!.price = -4));
    await expect(loadCatalogue(bad)).rejects.toThrow(CatalogueError);
    await expect(loadCatalogue(bad)).rejects.toThrow(/catalogue\.json: .*Entry 2, price/s);
  });

  it('stops `vite build` with exit code 1 and the message, before anything is bundled', async () => {
    const bad = await folder((doc) => (doc.products[1]!.price = -4));
    const out = mkdtempSync(join(tmpdir(), 'dist-'));
    const build = spawnSync('npx', ['vite', 'build', '--outDir', out, '--logLevel', 'error'], {
      env: { ...process.env, CATALOGUE_DIR: bad },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(build.status).toBe(1);
    expect(`${build.stdout}${build.stderr}`).toMatch(/catalogue\.json: .*Entry 2, price/s);
    expect(existsSync(join(out, 'index.html'))).toBe(false);
  }, 60_000);

  it('refuses a catalogue naming an image the folder does not hold', async () => {
    const bad = await folder((doc) => doc.gallery.push('images/missing.jpg'));
    await expect(loadCatalogue(bad)).rejects.toThrow(/images\/missing\.jpg/);
  });

  it('writes the revision, its data files and every image in AVIF and WebP', async () => {
    const out = mkdtempSync(join(tmpdir(), 'site-'));
    const cacheDir = mkdtempSync(join(tmpdir(), 'cache-'));
    const result = await publishCatalogue(await loadCatalogue(dir), { outDir: out, cacheDir });
    const revisionFile = JSON.parse(readFileSync(join(out, 'catalogue/revision.json'), 'utf8'));
    expect(revisionFile.revision).toBe(result.revision);
    const base = join(out, 'catalogue/r', result.revision);
    for (const file of [
      'shell.json',
      'home.json',
      'catalogue.json',
      'products/1.json',
      'lists/new/1.json',
    ]) {
      expect(existsSync(join(base, file)), file).toBe(true);
    }
    const image = parseImageReference(result.content.products[0]!.images[0]!)!;
    // The variants' pictures are the built images' addresses too.
    expect(result.content.products[0]!.variants![0]!.images).toEqual(
      result.content.products[0]!.images,
    );
    expect(image).toMatchObject({ width: 900, height: 600 });
    const folderOfImage = join(out, image.src.replace(/\/[^/]+$/, ''));
    expect(readdirSync(folderOfImage).sort()).toEqual([
      '400.avif',
      '400.webp',
      '800.avif',
      '800.webp',
    ]);
    // The same folder builds the same revision; another catalogue does not.
    const again = await publishCatalogue(await loadCatalogue(dir), {
      outDir: mkdtempSync(join(tmpdir(), 'site-')),
      cacheDir,
    });
    expect(again.revision).toBe(result.revision);
    const other = await folder((doc) => (doc.products[0]!.price = 10));
    const changed = await publishCatalogue(await loadCatalogue(other), {
      outDir: mkdtempSync(join(tmpdir(), 'site-')),
      cacheDir,
    });
    expect(changed.revision).not.toBe(result.revision);
  }, 60_000);
});
