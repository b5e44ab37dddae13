import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type CDPSession, type Page } from '@playwright/test';
import { SAMPLE_PRODUCTS, SAMPLE_SITE_SETTINGS } from '@fixtures/catalogue';

export const KEYS = {
  products: 'elifehome_products',
  categories: 'elifehome_categories',
  sliderItems: 'elifehome_slider_items',
  inspirations: 'elifehome_case_studies',
  siteSettings: 'elifehome_site_data',
  socialLinks: 'elifehome_social_links',
  gallery: 'elifehome_image_gallery',
  cart: 'elifehome_cart',
  auth: 'elifehome_auth',
} as const;

/**
 * The sample mirror (product 1) is sold in variants, so a stored cart line of it names one: the
 * 80 cm walnut mirror keeps the product's price ($189.99) and minimum (50).
 */
export const MIRROR_VARIANT = {
  variant: 'EH-MIR-001-80-WAL',
  variantLabel: 'Size: 80 cm, Frame: Walnut',
} as const;

/** The keys holding the catalogue, which the published revision seeds on a first visit. */
export const CATALOGUE_KEYS = [
  KEYS.products,
  KEYS.categories,
  KEYS.inspirations,
  KEYS.siteSettings,
  KEYS.socialLinks,
  KEYS.gallery,
  KEYS.sliderItems,
];

/** A product of the sample catalogue, by id. */
export function sampleProduct(id: number) {
  const found = SAMPLE_PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`no sample product ${id}`);
  return found;
}

/** Writes raw localStorage values before any app script runs (only on the first load). */
export async function seedStorage(page: Page, values: Record<string, unknown>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__e2e_seeded')) return;
    sessionStorage.setItem('__e2e_seeded', '1');
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }, values);
}

/** Reads a key as the app stored it: the value itself, as plain JSON. */
export async function readStored<T = unknown>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : JSON.parse(raw);
  }, key);
}

/** Logs in as admin by seeding the auth flags (the login form has its own tests). */
export async function seedAdmin(page: Page) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) {
      localStorage.setItem(key, JSON.stringify({ isAuthenticated: true, isAdmin: true }));
    }
  }, KEYS.auth);
}

/** What the page reports from now on: console errors and warnings, and uncaught errors. */
export function consoleReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      reports.push(`${page.url()}: ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => reports.push(`${page.url()}: uncaught: ${error.message}`));
  return reports;
}

/** The header's cart link, named with the cart's count ('Cart, 200 items'). */
export const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Cart/ });

/** Zero axe violations (WCAG 2.2 AA rules) on the current page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/** A test whose page fails on any uncaught page error. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await provide(errors);
    expect(errors, `uncaught page errors: ${errors.join('\n')}`).toEqual([]);
  },
});

/** A form endpoint the owner may set; tests answer its requests with a local service. */
export const FORM_ENDPOINT = 'https://forms.example/f/elifehome';

/** A form service on 127.0.0.1 that records each post and answers with `status`. */
export async function startFormService(status = 200) {
  const posts: Array<Record<string, string>> = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      posts.push(Object.fromEntries(new URLSearchParams(body)));
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { posts, url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** Sends the page's requests to FORM_ENDPOINT on to the local service at `serviceUrl`. */
export async function routeEndpoint(page: Page, serviceUrl: string) {
  await page.route(FORM_ENDPOINT, async (route) =>
    route.fulfill({ response: await route.fetch({ url: serviceUrl }) }),
  );
}

/** The local form service startFormService returns. */
export type FormService = Awaited<ReturnType<typeof startFormService>>;

/**
 * Runs `body` against a site whose form endpoint reaches a local form service answering
 * `status`: seeds `stored` (a cart, say) and site settings with FORM_ENDPOINT, routes the
 * endpoint to the service, and stops the service afterwards, whatever happened.
 */
export async function withFormService(
  page: Page,
  status: number,
  stored: Record<string, unknown>,
  body: (service: FormService) => Promise<void>,
) {
  const service = await startFormService(status);
  try {
    await seedStorage(page, {
      ...stored,
      [KEYS.siteSettings]: { ...SAMPLE_SITE_SETTINGS, formEndpoint: FORM_ENDPOINT },
    });
    await routeEndpoint(page, service.url);
    await body(service);
  } finally {
    service.close();
  }
}

/** Records every navigation the page asks for, including mailto: hand-offs that never load. */
export async function recordNavigations(page: Page): Promise<{ urls: string[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const urls: string[] = [];
  cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => urls.push(event.url));
  return { urls, cdp };
}

/** The form tests' pages: every request off 127.0.0.1 is refused (the endpoint is routed). */
export const formTest = test.extend({
  context: async ({ context }, provide) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    await provide(context);
  },
});

/**
 * Holds the app's code back until `release` is called, to act on the page before it has run.
 */
export async function holdAppCode(page: Page) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A chunk of the build as the build's report describes it. */
interface BuiltChunk {
  facadeModuleId: string | null;
  modules: Record<string, number>;
}

/**
 * The addresses of the built files whose chunk is (`by: 'start'`) or holds (`by: 'module'`) a
 * module matching `module`, read from the build's report: the files are named by their content
 * hash alone. Throws when none matches, so a check built on it cannot pass by finding nothing.
 */
export function builtFiles(module: RegExp, by: 'start' | 'module' = 'start'): string[] {
  const report = join(import.meta.dirname, '../dist/.vite/bundle-report.json');
  const { chunks } = JSON.parse(readFileSync(report, 'utf8')) as {
    chunks: Record<string, BuiltChunk>;
  };
  const files = Object.entries(chunks)
    .filter(([, chunk]) =>
      by === 'start'
        ? module.test(chunk.facadeModuleId ?? '')
        : Object.keys(chunk.modules).some((id) => module.test(id)),
    )
    .map(([file]) => `/${file}`);
  if (files.length === 0) throw new Error(`No file of the build holds ${module}`);
  return files;
}

export { expect };
