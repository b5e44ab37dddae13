// Published-catalogue benchmark: builds the site from a generated catalogue folder of n products
// (the sample's categories, slides, inspirations and settings; product images reuse the sample's
// files), then serves the build as a static host does and measures, for a first visitor:
// the build's time, and per page (home, a category list, a product) the catalogue data and the
// JS it downloads before the page is usable (bytes on the wire, gzip), the HTML, and what the
// browser stores for the catalogue once it is idle (localStorage and sessionStorage, keys and
// values in characters, as the common 5 MB quota counts them). Products come in variants, four
// a product on average (20,000 variants for 5,000 products).
// Usage: node scripts/bench-published.mjs  (N=5000, BENCH_PORT=n, KEEP=1 keeps the folder,
// PUBLISHED_DIST=<kept dist> measures the visits again without building)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROME_ARGS } from './browser.mjs';
import { ensureBrowser } from './ensure-browser.mjs';
import { startStaticHost } from './static-host.mjs';

const TARGETS = { buildSeconds: 120, catalogueKB: 50, storedMB: 2.5 };
/** Words the generated product names are made of (bench-scale.mjs uses them too). */
export const WORDS = [
  'Oak',
  'Walnut',
  'Brass',
  'Linen',
  'Marble',
  'Rattan',
  'Ash',
  'Velvet',
  'Travertine',
  'Iron',
];
export const KINDS = [
  'Mirror',
  'Console',
  'Lamp',
  'Table',
  'Chair',
  'Cabinet',
  'Mantel',
  'Pendant',
  'Vase',
  'Bench',
];

/** Sizes and finishes the generated variants are made of. */
const SIZES = ['60 cm', '80 cm', '100 cm', '120 cm', '140 cm', '160 cm'];
const FINISHES = ['Natural', 'Smoked'];

/**
 * Product i's options and variants: 2, 3, 4, 5 or 6 variants in turn (four a product on
 * average), sizes alone or sizes by two finishes; each variant its own SKU and price, some their
 * own minimum, price breaks or availability. `images` are the pictures a finish may show.
 */
export function generatedVariants(i, sku, price, images) {
  const count = [2, 3, 4, 5, 6][i % 5];
  const byFinish = count % 2 === 0 && count > 2;
  const options = byFinish
    ? [
        { name: 'Size', values: SIZES.slice(0, count / 2) },
        { name: 'Finish', values: FINISHES },
      ]
    : [{ name: 'Size', values: SIZES.slice(0, count) }];
  const combos = byFinish
    ? options[0].values.flatMap((size) =>
        FINISHES.map((finish) => ({ Size: size, Finish: finish })),
      )
    : options[0].values.map((size) => ({ Size: size }));
  const variants = combos.map((combo, k) => {
    const variant = {
      sku: `${sku}-${k + 1}`,
      options: combo,
      price: Math.round((price + k * 20) * 100) / 100,
    };
    if (k % 3 === 1) variant.moq = 10;
    if (k % 4 === 3)
      variant.priceTiers = [
        { minQuantity: 100, price: Math.round((variant.price - 5) * 100) / 100 },
      ];
    if (combo.Finish === 'Smoked') variant.images = [images[(i + 2) % images.length]];
    if (combo.Finish === 'Natural') variant.images = [images[i % images.length]];
    if (k === count - 1 && i % 7 === 0) variant.availability = 'made_to_order';
    if (k === 0 && i % 10 === 0) variant.availability = 'discontinued';
    return variant;
  });
  return { options, variants };
}

/** The sample catalogue with `n` generated products in place of its own, four variants each on average. */
export function generatedCatalogue(sample, n) {
  const leaves = sample.categories.flatMap((c) =>
    c.id === 'all' ? [] : c.subcategories?.length ? c.subcategories.map((s) => s.id) : [c.id],
  );
  const images = sample.products.flatMap((p) => p.images);
  const products = [];
  for (let i = 1; i <= n; i += 1) {
    const name = `${WORDS[i % 10]} ${KINDS[(i * 7) % 10]} ${i}`;
    products.push({
      id: i,
      name,
      category: leaves[i % leaves.length],
      price: Math.round((49 + ((i * 37) % 900) + 0.99) * 100) / 100,
      images: [images[i % images.length], images[(i + 1) % images.length]],
      description: `${name}: a trade-grade piece in solid materials, packed in a five-layer carton. MOQ 50, lead time 30 days.`,
      keywords: [WORDS[i % 10].toLowerCase(), KINDS[(i * 7) % 10].toLowerCase()],
      tags: [['Minimalist', 'Modern', 'Scandinavian', 'Luxury', 'Industrial'][i % 5]],
      relatedProductIds: [(i % n) + 1, ((i + 1) % n) + 1],
      isNew: i % 3 === 0,
      isBestseller: i % 4 === 0,
      sku: `EH-GEN-${i}`,
    });
    const product = products.at(-1);
    Object.assign(product, generatedVariants(i, product.sku, product.price, images));
  }
  const inspirations = sample.inspirations.map((inspiration) => ({
    ...inspiration,
    hotspots: inspiration.hotspots?.map((h) => ({ ...h, productId: ((h.productId - 1) % n) + 1 })),
  }));
  return { ...sample, products, inspirations };
}

/** Characters in the origin's localStorage and sessionStorage (keys and values). */
const storageSize = () => {
  let size = 0;
  for (const store of [localStorage, sessionStorage])
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i) ?? '';
      size += key.length + (store.getItem(key) ?? '').length;
    }
  return size;
};

/**
 * What the page has stored once the idle write of the working copy is done: it starts with the
 * products (one entity per idle moment), so wait for them to be stored, then for the size to stay
 * the same for 1 s. Measured before the products were there, the write had not begun (0.02 MB).
 */
async function storedCharacters(page) {
  // A browser that cannot store them (its quota full) never does: measure what it has then.
  await page
    .waitForFunction(() => localStorage.getItem('elifehome_products') !== null, undefined, {
      timeout: 60_000,
    })
    .catch(() => console.warn('bench: the products were not stored within 60 s'));
  let last = -1;
  for (let waited = 0; waited < 15_000; waited += 1000) {
    const size = await page.evaluate(storageSize);
    if (size === last) return size;
    last = size;
    await page.waitForTimeout(1000);
  }
  return last;
}

/**
 * Bytes on the wire per kind for one first visit: what arrived before the page was usable, and
 * the catalogue data fetched afterwards (the published revision stored as this browser's
 * working copy when idle).
 */
async function firstVisit(browser, url, usable) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  const bytes = { catalogue: 0, js: 0, html: 0, catalogueLater: 0 };
  let isUsable = false;
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) => {
    const path = new URL(urls.get(e.requestId) ?? url).pathname;
    const data = path.startsWith('/catalogue/r/') || path === '/catalogue/revision.json';
    if (isUsable) {
      if (data) bytes.catalogueLater += e.encodedDataLength;
    } else if (data) bytes.catalogue += e.encodedDataLength;
    else if (path.endsWith('.js')) bytes.js += e.encodedDataLength;
    else if (e.requestId === [...urls.keys()][0]) bytes.html += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(usable, undefined, { timeout: 20_000, polling: 16 });
  isUsable = true;
  await page.waitForLoadState('networkidle');
  bytes.stored = await storedCharacters(page);
  await context.close();
  return bytes;
}

export async function benchPublished(n = Number(process.env.N ?? 5000)) {
  const sample = JSON.parse(readFileSync('catalogue/catalogue.json', 'utf8'));
  const work = mkdtempSync(join(tmpdir(), 'elifehome-published-'));
  const folder = join(work, 'catalogue');
  const dist = join(work, 'dist');
  mkdirSync(folder, { recursive: true });
  cpSync('catalogue/images', join(folder, 'images'), { recursive: true });
  writeFileSync(join(folder, 'catalogue.json'), JSON.stringify(generatedCatalogue(sample, n)));

  console.log(`published catalogue: ${n} products in ${folder}; building...`);
  const started = performance.now();
  if (process.env.PUBLISHED_DIST) {
    // Measure a build kept from an earlier run (KEEP=1) instead of building again.
    cpSync(process.env.PUBLISHED_DIST, dist, { recursive: true });
  }
  const build = process.env.PUBLISHED_DIST
    ? { status: 0 }
    : spawnSync(
        'npx',
        ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
        {
          stdio: ['ignore', 'inherit', 'inherit'],
          env: { ...process.env, CATALOGUE_DIR: folder },
        },
      );
  const buildSeconds = (performance.now() - started) / 1000;
  if (build.status !== 0) throw new Error('the build of the generated catalogue failed');

  const server = await startStaticHost(dist, Number(process.env.BENCH_PORT ?? 4393));
  const browser = await chromium.launch({ executablePath: ensureBrowser(), args: CHROME_ARGS });
  // Usable: the app has rendered or adopted the page (each page marks 'rendered:<name>'); the
  // prerendered HTML alone shows the page but does not work yet.
  const appUp = () =>
    performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('rendered:'));
  const pages = [
    ['home', '/', appUp],
    ['category list', '/products/category/mirrors', appUp],
    ['product', `/products/${Math.ceil(n / 2)}`, appUp],
  ];
  const rows = [];
  try {
    for (const [name, path, usable] of pages)
      rows.push({ name, path, ...(await firstVisit(browser, server.url + path, usable)) });
  } finally {
    await browser.close();
    server.stop();
    if (!process.env.KEEP) rmSync(work, { recursive: true, force: true });
  }

  const kb = (b) => (b / 1024).toFixed(1).padStart(10);
  const mb = (chars) => (chars / 1_000_000).toFixed(2).padStart(12);
  const variants = generatedCatalogue(sample, n).products.reduce(
    (sum, product) => sum + product.variants.length,
    0,
  );
  console.log(
    `\nPublished catalogue of ${n} products, ${variants} variants: build ${process.env.PUBLISHED_DIST ? 'reused from PUBLISHED_DIST' : `${buildSeconds.toFixed(1)} s`} (target <= ${TARGETS.buildSeconds} s)`,
  );
  console.log(
    `First visit, bytes on the wire (KB, gzip) before the app has the page up; then the catalogue data fetched when idle, and what the browser then stores (MB of characters, target < ${TARGETS.storedMB}):`,
  );
  console.log(
    [
      'page'.padEnd(16),
      'catalogue'.padStart(10),
      'JS'.padStart(10),
      'HTML'.padStart(10),
      'when idle'.padStart(12),
      'stored MB'.padStart(12),
    ].join(''),
  );
  for (const r of rows)
    console.log(
      [
        r.name.padEnd(16),
        kb(r.catalogue),
        kb(r.js),
        kb(r.html),
        kb(r.catalogueLater).padStart(12),
        mb(r.stored),
      ].join(''),
    );
  const misses = rows.filter((r) => r.catalogue / 1024 > TARGETS.catalogueKB).map((r) => r.name);
  for (const r of rows)
    if (r.stored / 1_000_000 > TARGETS.storedMB) misses.push(`${r.name}: stored`);
  if (!process.env.PUBLISHED_DIST && buildSeconds > TARGETS.buildSeconds) misses.push('build time');
  console.log(misses.length ? `targets missed: ${misses.join(', ')}` : 'every target met');
  return { n, variants, buildSeconds, rows, targets: TARGETS };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchPublished();
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/published.json', JSON.stringify(result, null, 2));
  console.log('wrote bench-results/published.json');
}
