import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

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

export { expect };
