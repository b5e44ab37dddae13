// The publishing loop against a real git server: git's own `git http-backend` behind
// scripts/git-server.mjs on 127.0.0.1, over a bare repository seeded with this repository's
// catalogue/ folder (the one the e2e build was made from, so the site's published revision is
// the repository's). The owner edits in the admin, publishes with "Git over HTTPS", and the
// commit is read back from the bare repository with git itself.
//
// The build's CSP allows connections to this site and the hosts named in CSP_CONNECT_SRC only;
// the git server listens on a port of its own, so these pages run with the CSP bypassed (the
// policy itself is tested in build/csp.test.ts and e2e/security.spec.ts).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  commitFiles,
  createBareRepository,
  git,
  showFile,
  startGitServer,
  type StartedServer,
} from '../scripts/git-server.mjs';
import { startStaticHost } from '../scripts/static-host.mjs';
import { expect, KEYS, seedAdmin, seedStorage, test } from './support';

const TOKEN = 's3cret-token';
const CATALOGUE_FILE = 'catalogue/catalogue.json';
const PNG_FIXTURE = fileURLToPath(new URL('./fixtures/swatch-64.png', import.meta.url));

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

let root: string;
let server: StartedServer;
/** Uncaught errors of the owner's pages: none expected. */
const pageErrors: string[] = [];
/** The repository the whole loop published to, for the visitor's build. */
let published: { bare: string; added: Product; changed: Product; removed: Product } | undefined;
/** Runs before a push reaches git, per repository path ('/acme/retry.git'). */
const beforePush = new Map<string, () => Promise<void>>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'e2e-publish-'));
  server = await startGitServer({
    root,
    token: TOKEN,
    onRequest: async ({ method, path, service }) => {
      if (method !== 'POST' || service !== 'git-receive-pack') return;
      const repo = path.replace(/\/git-receive-pack$/, '');
      const hook = beforePush.get(repo);
      if (hook) {
        beforePush.delete(repo);
        await hook();
      }
    },
  });
});

test.afterEach(() => {
  expect(pageErrors, `uncaught page errors: ${pageErrors.join('\n')}`).toEqual([]);
  pageErrors.length = 0;
});

test.afterAll(async () => {
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A bare repository under the server holding this repository's catalogue/ folder. */
async function repository(name: string) {
  const bare = join(root, `acme/${name}.git`);
  await createBareRepository(bare, { catalogueDir: 'catalogue' });
  return { bare, url: `${server.url}/acme/${name}.git`, path: `/acme/${name}.git` };
}

async function documentAt(bare: string, rev = 'main'): Promise<Document> {
  return JSON.parse((await showFile(bare, rev, CATALOGUE_FILE))!) as Document;
}

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await seedAdmin(page);
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

async function publishByGit(page: Page, url: string, token = TOKEN) {
  await page.goto('/admin/publishing');
  await page.getByRole('tab', { name: 'Git over HTTPS' }).click();
  await page.getByLabel('Repository URL').fill(url);
  await page.getByLabel('Branch').fill('main');
  await page.getByLabel('Username').fill('owner');
  await page.getByLabel('Access token').fill(token);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Confirm publishing' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and publish' }).click();
}

test('the owner adds, changes and deletes, publishes over git, and the commit holds it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const repo = await repository('shop');
  const before = await documentAt(repo.bare);
  const [first, second] = before.products;
  const page = await ownerPage(browser);

  await test.step('edit in the admin: upload, add, change a price, delete', async () => {
    await page.goto('/admin/images');
    await page.getByLabel('Upload image').setInputFiles(PNG_FIXTURE);
    await expect(page.getByText('Image uploaded successfully')).toBeVisible();

    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByRole('textbox', { name: /Product name/ }).fill('Harbour Test Stool');
    await page.getByRole('combobox', { name: /Category/ }).selectOption('lighting');
    await page.getByRole('spinbutton', { name: /Price/ }).fill('88');
    await page
      .getByRole('textbox', { name: 'Add an image by URL' })
      .fill('https://images.example.com/stool.jpg');
    await page.getByRole('button', { name: 'Add image' }).click();
    // Sold in two sizes (docs/requirements.md#variants): the option and its values declared, the
    // variants generated from the product's SKU, the large one's own price typed in its row.
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

    await page.getByRole('button', { name: `Edit ${first!.name}` }).click();
    await page.getByRole('spinbutton', { name: /Price/ }).fill('777');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();

    await page.getByRole('button', { name: `Delete ${second!.name}` }).click();
    await expect(page.getByText('Product deleted successfully')).toBeVisible();
  });

  await test.step('the storefront previews the drafts under a banner', async () => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Unpublished changes' });
    await expect(banner).toContainText(/You are previewing \d+ unpublished changes/);
    await expect(banner.getByRole('link', { name: 'Review and publish' })).toHaveAttribute(
      'href',
      '/admin/publishing',
    );
  });

  await test.step('the publishing screen lists the changes', async () => {
    await page.goto('/admin/publishing');
    const changes = page.getByRole('region', { name: /unpublished change/ });
    await expect(changes.getByRole('heading', { level: 2 })).toHaveText(
      /^\d+ unpublished changes$/,
    );
    const products = changes.getByRole('region', { name: 'Products' });
    await expect(products).toContainText(`Changed ${first!.name} (product ${first!.id}) (price)`);
    await expect(products).toContainText(/Added Harbour Test Stool \(product \d+\)/);
    await expect(products).toContainText(`Removed ${second!.name} (product ${second!.id})`);
  });

  await test.step('publish with Git over HTTPS', async () => {
    await publishByGit(page, repo.url);
    await expect(page.getByRole('status').filter({ hasText: 'Published as commit' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByRole('heading', { level: 2, name: '0 unpublished changes' }),
    ).toBeVisible();
  });

  await test.step('the bare repository holds the commit', async () => {
    const message = await git(['log', '-1', '--format=%B', 'main'], { cwd: repo.bare });
    expect(message).toMatch(/^Publish catalogue: /);
    expect(message).toContain('Harbour Test Stool');
    const after = await documentAt(repo.bare);
    const added = after.products.find((p) => p.name === 'Harbour Test Stool');
    expect(added).toMatchObject({
      price: 88,
      images: ['https://images.example.com/stool.jpg'],
      sku: 'EH-STL-100',
      options: [{ name: 'Size', values: ['Small', 'Large'] }],
      variants: [
        { sku: 'EH-STL-100-SMALL', options: { Size: 'Small' } },
        { sku: 'EH-STL-100-LARGE', options: { Size: 'Large' }, price: 96.5 },
      ],
    });
    expect(added!.variants![0]).not.toHaveProperty('price');
    expect(after.products.find((p) => p.id === first!.id)?.price).toBe(777);
    expect(after.products.some((p) => p.id === second!.id)).toBe(false);
    // Images the build processed are named by their folder path again; the upload is a file.
    expect(after.products.find((p) => p.id === first!.id)?.images).toEqual(first!.images);
    const upload = after.gallery.find((g) => g.startsWith('images/uploads/'));
    expect(upload).toMatch(/^images\/uploads\/[0-9a-f]{20}\.(webp|jpe?g|png)$/);
    const files = await git(['ls-tree', '-r', '--name-only', 'main', 'catalogue/images/uploads'], {
      cwd: repo.bare,
    });
    expect(files.split('\n')).toContain(`catalogue/${upload}`);
    expect(after.gallery.some((g) => g.startsWith('data:'))).toBe(false);
    published = {
      bare: repo.bare,
      added: added!,
      changed: { ...first!, price: 777 },
      removed: second!,
    };
  });

  await test.step('no banner once published', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unpublished changes' })).toHaveCount(0);
  });
  await page.context().close();
});

test('publishing with no changes says so', async ({ browser }) => {
  const repo = await repository('quiet');
  const page = await ownerPage(browser);
  await page.goto('/admin/publishing');
  await expect(
    page.getByRole('heading', { level: 2, name: '0 unpublished changes' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Git over HTTPS' }).click();
  await page.getByLabel('Repository URL').fill(repo.url);
  await page.getByLabel('Access token').fill(TOKEN);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing to publish' })).toHaveText(
    'Nothing to publish: this browser holds no unpublished changes.',
  );
  await page.context().close();
});

test('a wrong token is explained and the drafts stay', async ({ browser }) => {
  const repo = await repository('auth');
  const page = await ownerPage(browser);
  await seedPriceDraft(page, 501);
  await publishByGit(page, repo.url, 'not-the-token');
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Your drafts are kept in this browser.' });
  await expect(alert).toContainText('The host refused the username or access token.');
  await expect(alert).toContainText('Your drafts are kept in this browser.');
  await expect(page.getByRole('heading', { level: 2, name: '1 unpublished change' })).toBeVisible();
  await page.context().close();
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
  await expect(page.getByRole('status').filter({ hasText: 'Published as commit' })).toBeVisible({
    timeout: 20_000,
  });
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
}) => {
  test.setTimeout(150_000);
  expect(published, 'the publishing loop ran first').toBeDefined();
  const { bare, added, changed, removed } = published!;
  const checkout = join(root, 'checkout');
  const site = join(root, 'site');
  await git(['clone', '--quiet', '--branch', 'main', bare, checkout]);
  // The same build a host runs, from the repository's catalogue folder.
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--outDir', site, '--emptyOutDir'],
    { env: { ...process.env, CATALOGUE_DIR: join(checkout, 'catalogue') }, timeout: 140_000 },
  );
  const host = await startStaticHost(site);
  try {
    const context = await browser.newContext({ baseURL: host.url });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`/products/${added.id}`);
    await expect(page.getByRole('heading', { level: 1, name: added.name })).toBeVisible();
    await expect(page.getByText('$88.00').first()).toBeVisible();
    // The variant the owner priced, at its own address: its SKU and price in the HTML served.
    const variantPage = await page.goto(`/products/${added.id}?variant=EH-STL-100-LARGE`);
    expect(await variantPage!.text()).toContain('EH-STL-100-LARGE');
    await expect(page.getByText('EH-STL-100-LARGE').first()).toBeVisible();
    await expect(page.getByText('$96.50').first()).toBeVisible();
    await page.goto(`/products/${changed.id}`);
    await expect(page.getByRole('heading', { level: 1, name: changed.name })).toBeVisible();
    await expect(page.getByText('$777.00').first()).toBeVisible();
    const gone = await page.goto(`/products/${removed.id}`);
    expect(gone?.status()).toBe(404);
    await context.close();
  } finally {
    await host.stop();
  }
});
