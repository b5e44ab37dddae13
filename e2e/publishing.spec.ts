// The publishing loop against a real git server: git's own `git http-backend` behind
// scripts/git-server.mjs, over bare repositories seeded with this repository's catalogue/ folder
// (the one the e2e build was made from, so the site's published revision is the repository's).
// The owner signs in, edits in the admin, publishes with "Git over HTTPS", and each commit is
// read back from the bare repository with git itself.
//
// The git host runs two ways, as hosts do:
// - on the site's own origin, under /git/ (the static host passes those requests to it), with a
//   401 and a Basic challenge for a request without credentials, as Gitea and Forgejo answer:
//   the site's own CSP allows it, and the browser must never be asked to sign in;
// - on an origin of its own, answering CORS. The build's CSP allows connections to this site and
//   the hosts named in CSP_CONNECT_SRC only, so those pages run with the CSP bypassed (the policy
//   itself is tested in build/csp.test.ts and e2e/security.spec.ts).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  commitFiles,
  createBareRepository,
  createGitHandler,
  git,
  showFile,
  startGitServer,
  type GitHandler,
  type StartedServer,
} from '../scripts/git-server.mjs';
import { startStaticHost } from '../scripts/static-host.mjs';
import { expect, KEYS, seedAdmin, seedStorage, test } from './support';

const TOKEN = 's3cret-token';
const CATALOGUE_FILE = 'catalogue/catalogue.json';
const PNG_FIXTURE = fileURLToPath(new URL('./fixtures/swatch-64.png', import.meta.url));
/** A derived image name (`1200.webp`, `400.avif`) the change list must never show. */
const DERIVED_NAME = /\b\d+\.(webp|avif)\b/;

interface Product {
  id: number;
  name: string;
  price: number;
  images: string[];
  variants?: { sku: string; price?: number }[];
}
interface Document {
  products: Product[];
  gallery: string[];
}

/** One way to reach the git host: where the site is, and where its repositories are. */
interface Origin {
  name: string;
  /** The site's address; the git host's repositories are under `git`. */
  site: () => string;
  git: () => string;
  /** Another origin needs the CSP bypassed (see above); the site's own does not. */
  bypassCSP: boolean;
  /** Every request the git host saw. */
  requests: () => GitHandler['requests'];
}

let root: string;
let server: StartedServer & { requests: GitHandler['requests'] };
let sameOrigin: { url: string; stop(): Promise<void> };
let sameOriginGit: GitHandler;
/** Uncaught errors of the owner's pages: none expected. */
const pageErrors: string[] = [];
/** Runs before a push reaches git, per repository path ('/acme/retry.git'). */
const beforePush = new Map<string, () => Promise<void>>();
/** Each origin's round trip: its bare repository and what was published. */
const roundTrips = new Map<string, { bare: string; added: Product; changed: Product }>();

const ORIGINS: Origin[] = [
  {
    name: "the site's own origin",
    site: () => sameOrigin.url,
    git: () => `${sameOrigin.url}/git`,
    bypassCSP: false,
    requests: () => sameOriginGit.requests,
  },
  {
    name: 'another origin',
    site: () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4317}`,
    git: () => server.url,
    bypassCSP: true,
    requests: () => server.requests,
  },
];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'e2e-publish-'));
  const onRequest = async ({
    method,
    path,
    service,
  }: {
    method: string;
    path: string;
    service: string | null;
  }) => {
    if (method !== 'POST' || service !== 'git-receive-pack') return;
    const repo = path.replace(/\/git-receive-pack$/, '');
    const hook = beforePush.get(repo);
    if (hook) {
      beforePush.delete(repo);
      await hook();
    }
  };
  server = await startGitServer({ root, token: TOKEN, onRequest });
  sameOriginGit = createGitHandler({ root, token: TOKEN, prefix: '/git', cors: false, onRequest });
  sameOrigin = await startStaticHost('dist', 0, { mounts: { '/git/': sameOriginGit } });
});

test.afterEach(() => {
  expect(pageErrors, `uncaught page errors: ${pageErrors.join('\n')}`).toEqual([]);
  pageErrors.length = 0;
});

test.afterAll(async () => {
  await server?.stop();
  await sameOrigin?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A bare repository under the server holding this repository's catalogue/ folder. */
async function repository(name: string, origin: Origin = ORIGINS[1]!) {
  const bare = join(root, `acme/${name}.git`);
  await createBareRepository(bare, { catalogueDir: 'catalogue' });
  return { bare, url: `${origin.git()}/acme/${name}.git`, path: `/acme/${name}.git` };
}

async function documentAt(bare: string, rev = 'main'): Promise<Document> {
  return JSON.parse((await showFile(bare, rev, CATALOGUE_FILE))!) as Document;
}

const gitIn = (bare: string, args: string[]) => git(args, { env: { GIT_DIR: bare } });

/** The owner's page on an origin, signed in already unless `signIn` is false. */
async function ownerPage(
  browser: Browser,
  origin: Origin = ORIGINS[1]!,
  signedIn = true,
): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: origin.bypassCSP, baseURL: origin.site() });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (signedIn) await seedAdmin(page);
  return page;
}

/** The site's published catalogue as the app holds it (the e2e build's revision). */
async function publishedProducts(page: Page): Promise<Product[]> {
  const { revision } = (await (await page.request.get('/catalogue/revision.json')).json()) as {
    revision: string;
  };
  const content = (await (
    await page.request.get(`/catalogue/r/${revision}/catalogue.json`)
  ).json()) as { products: Product[] };
  return content.products;
}

/** Drafts written into storage by hand: product 1's price changed. */
async function seedPriceDraft(page: Page, price: number) {
  const products = await publishedProducts(page);
  await seedStorage(page, {
    [KEYS.products]: products.map((p) => (p.id === 1 ? { ...p, price } : p)),
  });
  return products;
}

/** Fills in "Git over HTTPS" and presses Publish (the confirmation, when there is one, follows). */
async function startPublish(page: Page, url: string, token = TOKEN) {
  await page.goto('/admin/publishing');
  await page.getByRole('tab', { name: 'Git over HTTPS' }).click();
  await page.getByLabel('Repository URL').fill(url);
  await page.getByLabel('Branch').fill('main');
  await page.getByLabel('Username').fill('owner');
  await page.getByLabel('Access token').fill(token);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
}

async function publishByGit(page: Page, url: string, token = TOKEN) {
  await startPublish(page, url, token);
  await expect(page.getByRole('region', { name: 'Confirm publishing' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and publish' }).click();
}

const published = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Published as commit' })).toBeVisible({
    timeout: 20_000,
  });

/** The list of unpublished changes: its heading and its items' texts. */
async function changeList(page: Page) {
  const region = page.getByRole('region', { name: /unpublished change/ });
  await expect(region.getByRole('heading', { level: 2 })).not.toHaveText('Unpublished changes');
  return region;
}

/** `git show --stat` of a commit, as git prints it. */
const showStat = (bare: string, rev: string) => gitIn(bare, ['show', '--stat', rev]);

for (const origin of ORIGINS) {
  test(`the round trip on ${origin.name}: nothing to publish, a product with an upload, one price`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const repo = await repository(`shop-${ORIGINS.indexOf(origin)}`, origin);
    const start = await gitIn(repo.bare, ['rev-parse', 'main']);
    const before = await documentAt(repo.bare);
    const first = before.products[0]!;
    const page = await ownerPage(browser, origin, false);

    await test.step('sign in; with no edits there is nothing to publish', async () => {
      await page.goto('/admin/login');
      await page.getByRole('textbox', { name: /Username/ }).fill('admin');
      await page.getByLabel(/Password/).fill('elifehome2024');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await page.goto('/admin/publishing');
      await expect(
        page.getByRole('heading', { level: 2, name: '0 unpublished changes' }),
      ).toBeVisible();
      await startPublish(page, repo.url);
      await expect(page.getByRole('status').filter({ hasText: 'Nothing to publish' })).toHaveText(
        'Nothing to publish: this browser holds no unpublished changes.',
      );
      expect(await gitIn(repo.bare, ['rev-parse', 'main'])).toBe(start);
    });

    await test.step('add a product with an upload: exactly two listed changes', async () => {
      await page.goto('/admin/products');
      await page.getByRole('button', { name: 'Add Product' }).click();
      await page.getByRole('textbox', { name: /Product name/ }).fill('Harbour Test Stool');
      await page.getByRole('combobox', { name: /Category/ }).selectOption('lighting');
      await page.getByRole('spinbutton', { name: /Price/ }).fill('88');
      await page.getByLabel('Upload images').setInputFiles(PNG_FIXTURE);
      await expect(page.getByText('Uploaded: swatch-64.png')).toBeVisible();
      // Sold in two sizes (docs/requirements.md#variants): the option and its values declared,
      // the variants generated from the product's SKU, the large one's own price in its row.
      await page.getByRole('textbox', { name: 'SKU', exact: true }).fill('EH-STL-100');
      await page.getByRole('button', { name: 'Add option' }).click();
      await page.getByRole('textbox', { name: 'Option 1 name' }).fill('Size');
      const addValue = page.getByRole('textbox', { name: 'Add a value to Size' });
      await addValue.fill('Small');
      await addValue.press('Enter');
      await addValue.fill('Large');
      await page.getByRole('button', { name: 'Add value' }).click();
      await expect(page.getByRole('textbox', { name: 'SKU for Large' })).toHaveValue(
        'EH-STL-100-LARGE',
      );
      await page.getByRole('textbox', { name: 'Price for Large' }).fill('96.5');
      await page.getByRole('button', { name: 'Add Product' }).click();
      await expect(page.getByText('Product added successfully!')).toBeVisible();

      await page.goto('/admin/publishing');
      const list = await changeList(page);
      await expect(list.getByRole('heading', { level: 2 })).toHaveText('2 unpublished changes');
      await expect(list.getByRole('region', { name: 'Products' })).toHaveText(
        /Added Harbour Test Stool \(product 8\)/,
      );
      await expect(list.getByRole('region', { name: 'Gallery images' })).toHaveText(
        /Added swatch-64\.png/,
      );
      expect(await list.innerText()).not.toMatch(DERIVED_NAME);
    });

    let added: Product;
    await test.step('publish: the commit holds that product and its one image file', async () => {
      await publishByGit(page, repo.url);
      await published(page);
      await expect(
        page.getByRole('heading', { level: 2, name: '0 unpublished changes' }),
      ).toBeVisible();
      const files = await gitIn(repo.bare, ['show', '--name-status', '--format=', 'main']);
      // git lists the paths in order: the catalogue file, then the upload.
      const lines = files.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe(`M\t${CATALOGUE_FILE}`);
      expect(lines[1]).toMatch(/^A\tcatalogue\/images\/uploads\/swatch-64-[0-9a-f]{12}\.webp$/);
      const after = await documentAt(repo.bare);
      added = after.products.find((p) => p.name === 'Harbour Test Stool')!;
      const upload = lines[1]!.split('\t')[1]!.replace('catalogue/', '');
      expect(added).toMatchObject({
        id: 8,
        price: 88,
        images: [upload],
        sku: 'EH-STL-100',
        options: [{ name: 'Size', values: ['Small', 'Large'] }],
        variants: [
          { sku: 'EH-STL-100-SMALL', options: { Size: 'Small' } },
          { sku: 'EH-STL-100-LARGE', options: { Size: 'Large' }, price: 96.5 },
        ],
      });
      expect(added.variants![0]).not.toHaveProperty('price');
      expect(after.gallery).toEqual([upload, ...before.gallery]);
      // Everything else is as it was: the file differs by the new entry and one gallery line.
      expect({ ...after, products: after.products.slice(0, 7), gallery: before.gallery }).toEqual(
        before,
      );
      const message = await gitIn(repo.bare, ['log', '-1', '--format=%B', 'main']);
      expect(message).toContain('Added: Harbour Test Stool (product 8)');
      expect(message).toContain('Added: swatch-64.png');
      testInfo.attachments.push({
        name: `product-and-upload-${ORIGINS.indexOf(origin)}.txt`,
        contentType: 'text/plain',
        body: Buffer.from(await showStat(repo.bare, 'main')),
      });
    });

    await test.step('change one price: one listed change, one line in the commit', async () => {
      await page.goto('/admin/products');
      await page.getByRole('button', { name: `Edit ${first.name}` }).click();
      await page.getByRole('spinbutton', { name: /Price/ }).fill('177.50');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Product updated successfully!')).toBeVisible();
      await page.goto('/admin/publishing');
      const list = await changeList(page);
      await expect(list.getByRole('heading', { level: 2 })).toHaveText('1 unpublished change');
      await expect(list).toContainText(`Changed ${first.name} (product 1)`);
      await expect(list).toContainText('Price: $189.99 → $177.50');
      await publishByGit(page, repo.url);
      await published(page);
      expect(await gitIn(repo.bare, ['show', '--numstat', '--format=', 'main'])).toBe(
        `1\t1\t${CATALOGUE_FILE}`,
      );
      const diff = await gitIn(repo.bare, ['show', '--format=', '-U0', 'main']);
      expect(diff.split('\n').filter((l) => /^[-+] /.test(l))).toEqual([
        `-      "price": ${first.price},`,
        '+      "price": 177.5,',
      ]);
      expect(await gitIn(repo.bare, ['log', '-1', '--format=%B', 'main'])).toContain(
        `Changed: ${first.name} (product 1): Price: $189.99 → $177.50`,
      );
      testInfo.attachments.push({
        name: `price-${ORIGINS.indexOf(origin)}.txt`,
        contentType: 'text/plain',
        body: Buffer.from(await showStat(repo.bare, 'main')),
      });
    });

    await test.step('the host never had to ask for credentials', async () => {
      const seen = origin.requests().filter((r) => r.path.startsWith(repo.path));
      expect(seen.filter((r) => r.method !== 'OPTIONS').length).toBeGreaterThan(4);
      expect(seen.filter((r) => r.method !== 'OPTIONS' && !r.authorization)).toEqual([]);
      expect(seen.filter((r) => r.status === 401)).toEqual([]);
    });
    roundTrips.set(origin.name, {
      bare: repo.bare,
      added: added!,
      changed: { ...first, price: 177.5 },
    });
    await page.context().close();
  });
}

test('a wrong token is explained on either origin and the drafts stay', async ({ browser }) => {
  for (const origin of ORIGINS) {
    const repo = await repository(`auth-${ORIGINS.indexOf(origin)}`, origin);
    const page = await ownerPage(browser, origin);
    await seedPriceDraft(page, 501);
    await publishByGit(page, repo.url, 'not-the-token');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Your drafts are kept in this browser.' });
    await expect(alert).toContainText('The host refused the username or access token.');
    await expect(
      page.getByRole('heading', { level: 2, name: '1 unpublished change' }),
    ).toBeVisible();
    await page.context().close();
  }
});

test('a host that is down is explained', async ({ browser }) => {
  const page = await ownerPage(browser);
  await seedPriceDraft(page, 502);
  // A port nothing listens on: the server's own port, one it has closed after a start and stop.
  const down = await startGitServer({ root });
  const url = `${down.url}/acme/none.git`;
  await down.stop();
  await publishByGit(page, url);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your drafts are kept in this browser.' }),
  ).toContainText('The host could not be reached.');
  await expect(page.getByRole('heading', { level: 2, name: '1 unpublished change' })).toBeVisible();
  await page.context().close();
});

test('a push rejected by a concurrent commit to another entry is retried', async ({ browser }) => {
  const repo = await repository('retry');
  const page = await ownerPage(browser);
  await seedPriceDraft(page, 503);
  beforePush.set(repo.path, async () => {
    const theirs = await documentAt(repo.bare);
    theirs.products.find((p) => p.id === 3)!.name = 'Renamed Elsewhere';
    await commitFiles(repo.bare, {
      changes: { [CATALOGUE_FILE]: `${JSON.stringify(theirs, null, 2)}\n` },
      message: 'Someone else',
    });
  });
  await publishByGit(page, repo.url);
  await published(page);
  const after = await documentAt(repo.bare);
  expect(after.products.find((p) => p.id === 1)?.price).toBe(503);
  expect(after.products.find((p) => p.id === 3)?.name).toBe('Renamed Elsewhere');
  const log = await git(['log', '--format=%s', '-3', 'main'], { cwd: repo.bare });
  expect(log.split('\n').slice(0, 2)).toEqual([
    expect.stringMatching(/^Publish catalogue: /),
    'Someone else',
  ]);
  await page.context().close();
});

test('a concurrent commit to the same entry is listed entry by entry', async ({ browser }) => {
  const repo = await repository('conflict');
  const page = await ownerPage(browser);
  const products = await seedPriceDraft(page, 504);
  const first = products.find((p) => p.id === 1)!;
  beforePush.set(repo.path, async () => {
    const theirs = await documentAt(repo.bare);
    theirs.products.find((p) => p.id === 1)!.price = 999;
    await commitFiles(repo.bare, {
      changes: { [CATALOGUE_FILE]: `${JSON.stringify(theirs, null, 2)}\n` },
      message: 'Someone else',
    });
  });
  const head = await git(['rev-parse', 'main'], { cwd: repo.bare });
  await publishByGit(page, repo.url);
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Your drafts are kept in this browser.' });
  await expect(alert).toContainText('Someone else published changes to the same entries', {
    timeout: 20_000,
  });
  await expect(alert.getByRole('list', { name: 'Conflicting entries' })).toContainText(
    `Products: ${first.name} (product 1) (price): changed here and in the repository`,
  );
  await expect(page.getByRole('heading', { level: 2, name: '1 unpublished change' })).toBeVisible();
  // Only the competing commit landed.
  expect(await git(['rev-list', '--count', `${head}..main`], { cwd: repo.bare })).toBe('1');
  await page.context().close();
});

test('the site built from the pushed catalogue shows a fresh visitor the published changes', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  expect(roundTrips.size, 'both round trips ran first').toBe(ORIGINS.length);
  const [one, other] = [...roundTrips.values()];
  // Both origins published the same catalogue folder, to the byte: one build serves for both.
  expect(await gitIn(one!.bare, ['rev-parse', 'main:catalogue'])).toBe(
    await gitIn(other!.bare, ['rev-parse', 'main:catalogue']),
  );
  const { bare, added, changed } = one!;
  const checkout = join(root, 'checkout');
  const site = join(root, 'site');
  await git(['clone', '--quiet', '--branch', 'main', bare, checkout]);
  // The same build a host runs, from the repository's catalogue folder.
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--outDir', site, '--emptyOutDir'],
    { env: { ...process.env, CATALOGUE_DIR: join(checkout, 'catalogue') }, timeout: 170_000 },
  );
  const host = await startStaticHost(site);
  try {
    const context = await browser.newContext({ baseURL: host.url });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`/products/${added.id}`);
    await expect(page.getByRole('heading', { level: 1, name: added.name })).toBeVisible();
    await expect(page.getByText('$88.00').first()).toBeVisible();
    // The uploaded image, built like every other image of the folder.
    const image = page.locator(`img[src*="/catalogue/img/uploads/swatch-64-"]`).first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The variant the owner priced, at its own address: its SKU and price in the HTML served.
    const variantPage = await page.goto(`/products/${added.id}?variant=EH-STL-100-LARGE`);
    expect(await variantPage!.text()).toContain('EH-STL-100-LARGE');
    await expect(page.getByText('EH-STL-100-LARGE').first()).toBeVisible();
    await expect(page.getByText('$96.50').first()).toBeVisible();
    await page.goto(`/products/${changed.id}`);
    await expect(page.getByRole('heading', { level: 1, name: changed.name })).toBeVisible();
    await expect(page.getByText('$177.50').first()).toBeVisible();
    await context.close();
  } finally {
    await host.stop();
  }
  // The two commits of the round trip, as `git show --stat` prints them, for the record.
  const log = [await showStat(bare, 'main~1'), '', await showStat(bare, 'main')].join('\n');
  const out = join('test-results', 'publishing-commits.txt');
  mkdirSync('test-results', { recursive: true });
  writeFileSync(out, `${log}\n`);
  await testInfo.attach('publishing-commits.txt', { body: log, contentType: 'text/plain' });
});
