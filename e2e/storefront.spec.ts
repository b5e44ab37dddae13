import type { Locator, Page } from '@playwright/test';
import {
  KEYS,
  cartLink,
  expect,
  expectNoAxeViolations,
  readStored,
  seedStorage,
  test as base,
  MIRROR_VARIANT,
} from './support';

// Issue "visitor storefront": every visitor route and journey of docs/requirements.md#screens
// against the production build.

/** The sample catalogue (catalogue/catalogue.json; docs/requirements.md#sample-data). */
const P1 = { id: 1, name: 'Aldana Round Wooden Wall Mirror', price: 189.99 };
const P2 = { id: 2, name: 'Lumen Arc LED Floor Lamp', price: 249.99 };
const P4 = { id: 4, name: 'Harbor Three-Seater Linen Sofa', price: 749.99 };
const P5 = { id: 5, name: 'Serene Stonewashed Linen Bedding Set' };
const P6 = { id: 6, name: 'Terra Abstract Canvas Wall Art, Set of 3' };

/** Remote sample images never reach the network: the suite runs the same offline and online. */
const test = base.extend({
  context: async ({ context }, provide) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    await provide(context);
  },
});

/** window.open is replaced by a recorder, so share windows are asserted without leaving the page. */
async function stubWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { e2eOpened: string[] }).e2eOpened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url ?? ''));
      return null;
    };
  });
}

const toast = (page: Page, text: string | RegExp) => page.getByText(text, { exact: true });

/** The value cell of an Order Summary row. */
function summaryRow(page: Page, label: RegExp): Locator {
  return page
    .getByRole('region', { name: 'Order Summary' })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');
}

async function expectSummary(
  page: Page,
  figures: { subtotal: string; tax: string; total: string },
) {
  await expect(summaryRow(page, /^Subtotal$/)).toHaveText(figures.subtotal);
  await expect(summaryRow(page, /^Shipping$/)).toHaveText('Free');
  await expect(summaryRow(page, /^Tax/)).toHaveText(figures.tax);
  await expect(summaryRow(page, /^Total$/)).toHaveText(figures.total);
}

test.describe('routes (the route table)', () => {
  test('home shows the slider, sidebar, both rows and the inspirations block', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Latest Products' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bestselling Products' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Home Design Inspirations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured collections' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View all Latest Products' })).toHaveAttribute(
      'href',
      '/products/new',
    );
    await expect(page.getByRole('link', { name: 'View all Bestselling Products' })).toHaveAttribute(
      'href',
      '/products/bestsellers',
    );
  });

  const lists: { path: string; heading: string; count: string; label?: string }[] = [
    { path: '/products/category/all', heading: 'All Products', count: '7 products found' },
    { path: '/products/category/mirrors', heading: 'Mirrors', count: '1 product found' },
    { path: '/products/category/furniture', heading: 'Furniture', count: '4 products found' },
    { path: '/products/category/lighting', heading: 'Lighting', count: '1 product found' },
    {
      path: '/products/new',
      heading: 'New Arrivals',
      count: '4 products found',
      label: 'LATEST PRODUCT',
    },
    {
      path: '/products/bestsellers',
      heading: 'Bestsellers',
      count: '4 products found',
      label: 'Bestselling Products',
    },
    { path: '/products/tag/Modern', heading: 'Modern', count: '4 products found' },
    { path: '/products/tag/luxury', heading: 'Luxury', count: '2 products found' },
  ];
  for (const list of lists) {
    test(`${list.path} shows '${list.heading}' and '${list.count}'`, async ({
      page,
      pageErrors,
    }) => {
      void pageErrors;
      await page.goto(list.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.heading);
      await expect(page.getByText(list.count, { exact: true })).toBeVisible();
      const n = Number(list.count.split(' ')[0]);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(n);
      if (list.label) {
        await expect(page.getByRole('main').getByText(list.label, { exact: true })).toBeVisible();
      }
    });
  }

  test('New Arrivals are sorted by id descending', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/products/new');
    const names = page.getByRole('main').getByRole('article').getByRole('heading');
    await expect(names).toHaveText([P6.name, P4.name, P2.name, P1.name]);
  });

  test('an empty category shows the empty state', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/products/category/fireplace');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fireplace');
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();
    await expect(
      page.getByText('There are no products in this category yet.', { exact: true }),
    ).toBeVisible();
  });

  test('/products/1 shows the product with a two-decimal price', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/products/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(P1.name);
    // The mirror opens on its first variant in stock, the 60 cm walnut one at its own price.
    await expect(
      page.getByRole('main').getByText('$149.99', { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText('Wooden Mirrors').first()).toBeVisible();
  });

  for (const path of ['/products/999', '/products/abc', '/products/1.5', '/products/-1']) {
    test(`${path} shows Product Not Found`, async ({ page, pageErrors }) => {
      void pageErrors;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
      await expect(
        page.getByText('The requested product could not be found.', { exact: true }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('/cart empty shows the empty state and Browse Products', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty');
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/design-inspirations shows hero, room chips, How It Works and the call to action', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/design-inspirations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Explore Designs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop New Arrivals' })).toHaveAttribute(
      'href',
      '/products/new',
    );
    for (const chip of [
      'All Rooms',
      'Living Room',
      'Bedroom',
      'Dining Room',
      'Home Office',
      'Bathroom',
    ]) {
      await expect(page.getByRole('button', { name: chip, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop All Products' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('/about shows company facts, the four default advantages and the services', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/about');
    const main = page.getByRole('main');
    for (const heading of [
      'Our Company',
      'Our Competitive Advantages',
      'Our Product Collections',
      'Our Export Services',
      'Our Business Focus',
    ]) {
      await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    for (const advantage of [
      'Global Export Expertise',
      'Diverse Product Range',
      'Quality Assurance',
      'Reliable Partnership',
    ]) {
      await expect(main.getByRole('heading', { name: advantage, level: 3 })).toBeVisible();
    }
    for (const service of [
      'Export and Logistics',
      'Customization Options',
      'Market Insights',
      'Dedicated Support',
    ]) {
      await expect(main.getByRole('heading', { name: service, level: 3 })).toBeVisible();
    }
    await expect(main.getByText(/over 10 years/i).first()).toBeVisible();
    await expect(main.getByRole('link', { name: /partner/i }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('/contact is the Contact page, not Page Not Found', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    await expect(page.getByRole('main').getByText('sales@elifehome.com')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Send Inquiry' }),
    ).toBeVisible();
  });

  const texts: [string, string][] = [
    ['/slider', 'Slider Products Page - Coming Soon'],
    ['/case-studies', 'Case Studies Page - Coming Soon'],
    ['/no-such-page', 'Page Not Found'],
    ['/products/category/all/extra', 'Page Not Found'],
  ];
  for (const [path, text] of texts) {
    test(`${path} shows '${text}'`, async ({ page, pageErrors }) => {
      void pageErrors;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('/admin/products redirects a visitor to /admin/login', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByLabel('Username')).toBeVisible();
  });
});

test.describe('cart', () => {
  test('add twice, step up and down, remove and clear, totals to the cent', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    // Trade terms (docs/requirements.md#trade-terms): each add is the minimum order (mirror 50; lamp 100, in packs of 2).
    // The mirror is sold in variants: the 80 cm walnut one keeps its price, added on its page.
    await page.goto(`/products/1?variant=${MIRROR_VARIANT.variant}`);
    const addMirror = page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first();
    await addMirror.click();
    await addMirror.click();
    await page.goto('/products/category/all');
    const card = (name: string) => page.getByRole('article').filter({ hasText: name });
    await card(P2.name).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 200 items');
    // The badge caps at 99+; the link names the full count.
    await expect(page.getByTestId('cart-badge')).toHaveText('99+');
    // Adding does not open the detail page (docs/requirements.md#product-card).
    await expect(page).toHaveURL(/\/products\/category\/all$/);

    await cartLink(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cart');
    const line1 = page.getByRole('group', { name: `Quantity for ${P1.name}` });
    const line2 = page.getByRole('group', { name: `Quantity for ${P2.name}` });
    const quantity1 = line1.getByRole('textbox', { name: 'Quantity' });
    const quantity2 = line2.getByRole('textbox', { name: 'Quantity' });
    await expect(quantity1).toHaveValue('100');
    await expect(quantity2).toHaveValue('100');
    await expect(page.getByText('SKU EH-MIR-001')).toBeVisible();
    // 100 × 189.99 + 100 × 249.99 = 43,998.00; tax 4,399.80; total 48,397.80.
    await expectSummary(page, { subtotal: '$43,998.00', tax: '$4,399.80', total: '$48,397.80' });

    // Minus is disabled at the minimum order (the lamp's is 100).
    await expect(line2.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(line1.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();

    // Plus adds one pack of 2.
    await line2.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity2).toHaveValue('102');
    await expect(line2.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    // 18,999.00 + 102 × 249.99 (25,498.98) = 44,497.98; tax 4,449.80; total 48,947.78.
    await expectSummary(page, { subtotal: '$44,497.98', tax: '$4,449.80', total: '$48,947.78' });

    // A typed quantity under the minimum snaps up to it, and says why.
    await quantity1.fill('20');
    await quantity1.press('Enter');
    await expect(quantity1).toHaveValue('50');
    await expect(page.getByText('Minimum order is 50')).toBeVisible();
    await expect(line1.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    // 9,499.50 + 25,498.98 = 34,998.48; tax 3,499.85; total 38,498.33.
    await expectSummary(page, { subtotal: '$34,998.48', tax: '$3,499.85', total: '$38,498.33' });

    // A typed quantity between packs goes to the nearest pack and reaches the 200 break.
    await quantity2.fill('201');
    await quantity2.press('Enter');
    await expect(quantity2).toHaveValue('202');
    await expect(page.getByText('Sold in packs of 2')).toBeVisible();
    // 202 × 229.00 = 46,258.00, saving 202 × 20.99 = 4,239.98.
    await expect(page.getByText('Volume price for 200+: you save $4,239.98')).toBeVisible();
    // 9,499.50 + 46,258.00 = 55,757.50; tax 5,575.75; total 61,333.25.
    await expectSummary(page, { subtotal: '$55,757.50', tax: '$5,575.75', total: '$61,333.25' });
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 252 items');

    await page.getByRole('button', { name: `Remove ${P2.name}` }).click();
    await expect(line2).toHaveCount(0);
    await expectSummary(page, { subtotal: '$9,499.50', tax: '$949.95', total: '$10,449.45' });
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 50 items');
    expect(await readStored(page, KEYS.cart)).toEqual([
      expect.objectContaining({ id: 1, name: P1.name, price: 189.99, quantity: 50, moq: 50 }),
    ]);

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty');
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    expect(await readStored(page, KEYS.cart)).toEqual([]);
  });

  test('the cart survives a reload and the header badge shows the count', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/products/2');
    // Twice the lamp's minimum order of 100: 200 reaches the $229.00 break.
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    // The badge caps at 99+; the link names the full count.
    await expect(page.getByTestId('cart-badge')).toHaveText('99+');
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 200 items');
    // The badge caps at 99+; the link names the full count.
    await expect(page.getByTestId('cart-badge')).toHaveText('99+');
    await page.goto('/cart');
    await expect(
      page
        .getByRole('group', { name: `Quantity for ${P2.name}` })
        .getByRole('textbox', { name: 'Quantity' }),
    ).toHaveValue('200');
    await expectSummary(page, { subtotal: '$45,800.00', tax: '$4,580.00', total: '$50,380.00' });
  });
});

test.describe('search and tags', () => {
  test('the header search box lists matches on /search', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/');
    const box = page
      .getByRole('banner')
      .getByRole('searchbox', { name: 'Search products' })
      .first();
    await box.fill('linen');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=linen$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('linen');
    // Linen: the sofa, the bedding set (names) — and nothing else.
    await expect(page.getByText('2 products found', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText([
      P4.name,
      P5.name,
    ]);
  });

  test('a search with no match shows the empty state', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/');
    const box = page
      .getByRole('banner')
      .getByRole('searchbox', { name: 'Search products' })
      .first();
    await box.fill('zebra unicorn');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=zebra%20unicorn$/);
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });

  test('sidebar tag chips lead to the tag list', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/');
    await page
      .getByRole('complementary', { name: 'Product Categories' })
      .getByRole('link', { name: 'Scandinavian', exact: true })
      .click();
    await expect(page).toHaveURL(/\/products\/tag\/Scandinavian$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scandinavian');
    await expect(page.getByText('3 products found', { exact: true })).toBeVisible();
  });
});

test.describe('product detail', () => {
  test('add to cart, share, tags and related products', async ({ page, pageErrors }) => {
    void pageErrors;
    await stubWindowOpen(page);
    await page.goto('/products/1');
    const main = page.getByRole('main');

    await main.getByRole('button', { name: 'Add to Cart' }).first().click();
    // The page opens on the first variant in stock, which the cart line and the toast name.
    await expect(
      toast(page, `${P1.name} (Size: 60 cm, Frame: Walnut) added to cart`),
    ).toBeVisible();
    // The mirror's minimum order (docs/requirements.md#trade-terms).
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 50 items');

    await main.getByRole('button', { name: 'Share on Instagram' }).click();
    await expect(toast(page, 'Please share this product on Instagram manually')).toBeVisible();
    await main.getByRole('button', { name: 'Share on TikTok' }).click();
    await expect(toast(page, 'Please share this product on TikTok manually')).toBeVisible();

    await main.getByRole('button', { name: 'Share on Facebook' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { e2eOpened: string[] }).e2eOpened))
      .toHaveLength(1);
    const [facebook] = await page.evaluate(
      () => (window as unknown as { e2eOpened: string[] }).e2eOpened,
    );
    expect(facebook).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(decodeURIComponent(facebook ?? '')).toContain('/products/1');
    await main.getByRole('button', { name: 'Share on X' }).click();
    await main.getByRole('button', { name: 'Share on Pinterest' }).click();
    const opened = await page.evaluate(
      () => (window as unknown as { e2eOpened: string[] }).e2eOpened,
    );
    expect(opened[1]).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    expect(opened[2]).toMatch(/^https:\/\/pinterest\.com\/pin\/create\/button\/\?/);
    await expect(page).toHaveURL(/\/products\/1$/);

    const tags = main.getByRole('region', { name: 'Tags' });
    await expect(tags.getByRole('link', { name: 'Minimalist' })).toHaveAttribute(
      'href',
      '/products/tag/Minimalist',
    );
    await expect(tags.getByRole('link', { name: 'Scandinavian' })).toHaveAttribute(
      'href',
      '/products/tag/Scandinavian',
    );

    const related = main.getByRole('region', { name: 'Related Products' });
    await expect(related.getByRole('article').getByRole('heading')).toHaveText([P6.name, P5.name]);

    await tags.getByRole('link', { name: 'Minimalist' }).click();
    await expect(page).toHaveURL(/\/products\/tag\/Minimalist$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minimalist');
  });

  test('a card opens its detail page; Back returns', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/products/category/all');
    await page.getByRole('link', { name: P4.name }).click();
    await expect(page).toHaveURL(/\/products\/4$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(P4.name);
    await page.getByRole('button', { name: /Back/ }).click();
    await expect(page).toHaveURL(/\/products\/category\/all$/);
  });
});

test.describe('design inspirations', () => {
  test('room chips filter the cards', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/design-inspirations');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(6);
    await page.getByRole('button', { name: 'Bedroom', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Bedroom', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText('Scandinavian Linen Retreat');
    await page.getByRole('button', { name: 'Living Room', exact: true }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: 'All Rooms', exact: true }).click();
    await expect(cards).toHaveCount(6);
  });

  test('a hotspot opens the quick view with View Details, Add to Cart and a 150-character description', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/design-inspirations');
    const room = page.getByRole('article', { name: 'Warm Minimal Living Room' });
    await room.getByRole('button', { name: P4.name }).click();
    const dialog = page.getByRole('dialog', { name: P4.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('$749.99', { exact: true })).toBeVisible();
    const description = dialog.locator('p').filter({ hasText: /…$/ });
    await expect(description).toHaveCount(1);
    const text = (await description.textContent()) ?? '';
    expect(text.endsWith('…')).toBe(true);
    expect(text.length - 1).toBeLessThanOrEqual(150);
    expect(text.length).toBeGreaterThan(100);
    // The sofa is sold in variants (three linens): it is chosen on its page, not added here.
    await expect(dialog.getByRole('link', { name: 'Choose options' })).toHaveAttribute(
      'href',
      '/products/4',
    );
    await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The lamp is sold as one item; the quantity starts at its minimum order of 100.
    await room.getByRole('button', { name: P2.name }).click();
    const lamp = page.getByRole('dialog', { name: P2.name });
    await expect(lamp.getByRole('textbox', { name: 'Quantity' })).toHaveValue('100');
    await lamp.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, `${P2.name} added to cart`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 100 items');

    await room.getByRole('button', { name: P2.name }).click();
    await page
      .getByRole('dialog', { name: P2.name })
      .getByRole('link', { name: 'View Details' })
      .click();
    await expect(page).toHaveURL(/\/products\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(P2.name);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('small screens (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no page scrolls sideways, the categories button covers no product, the menu speaks in one case', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    for (const route of ['/', '/design-inspirations', '/products/category/all', '/products/1']) {
      await page.goto(route);
      await expect(page.locator('h1').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${route} scrolls sideways`).toBe(0);
    }

    await page.goto('/');
    const button = await page.getByRole('button', { name: 'Show categories' }).boundingBox();
    const cards = await page
      .locator('main article')
      .evaluateAll((nodes) =>
        nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(button).not.toBeNull();
    const overlaps = cards.filter(
      (card) =>
        button!.x < card.right &&
        button!.x + button!.width > card.left &&
        button!.y < card.bottom &&
        button!.y + button!.height > card.top,
    );
    expect(overlaps).toEqual([]);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const labels = await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLElement).innerText.trim()));
    expect(labels.length).toBeGreaterThan(3);
    for (const label of labels) expect(label).toBe(label.toUpperCase());
  });

  test('a list card’s button stays inside the card, whatever its label', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/products/category/all');
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    const outside = await cards.evaluateAll((nodes) =>
      nodes.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('a, button')]
          .filter((control) => {
            const own = control.getBoundingClientRect();
            return own.width > 0 && (own.left < box.left || own.right > box.right);
          })
          .map((control) => control.textContent!.trim());
      }),
    );
    // Both labels are on the list: 'Choose options' (variants) and 'Add to Cart'.
    await expect(page.getByRole('link', { name: 'Choose options' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
    expect(outside).toEqual([]);
  });

  test('the filter button opens the category drawer; close button, backdrop and Escape close it', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Show categories' });
    const drawer = page.getByRole('dialog', { name: 'Product Categories' });
    await expect(open).toBeVisible();
    await expect(drawer).toBeHidden();

    await open.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Mirrors', exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close categories' }).click();
    await expect(drawer).toBeHidden();

    await open.click();
    await expect(drawer).toBeVisible();
    // The backdrop is the strip to the right of the panel.
    await page.mouse.click(380, 420);
    await expect(drawer).toBeHidden();

    await open.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByRole('link', { name: 'Lighting', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/category\/lighting$/);
    await expect(page.getByRole('dialog', { name: 'Product Categories' })).toBeHidden();
  });

  test('the mobile menu lists HOME, MIRRORS, FURNITURE, LIGHTING and ABOUT US with their targets', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/products/category/all');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const expected: [string, string][] = [
      ['HOME', '/'],
      ['MIRRORS', '/products/category/mirrors'],
      ['FURNITURE', '/products/category/furniture'],
      ['LIGHTING', '/products/category/lighting'],
      ['ABOUT US', '/about'],
    ];
    const links = menu.getByRole('link');
    for (const [i, [label, href]] of expected.entries()) {
      await expect(links.nth(i)).toHaveText(label);
      await expect(links.nth(i)).toHaveAttribute('href', href);
    }
    await menu.getByRole('link', { name: 'ABOUT US' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });

  test('the mobile search box goes to /search', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).last();
    await box.fill('oak');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=oak$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});

test.describe('keyboard only', () => {
  test('Tab and Enter alone take a visitor from home to a product in the cart', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Latest Products' })).toBeVisible();

    /** Presses Tab until the focused element matches, up to a limit. */
    async function tabTo(
      match: (el: { tag: string; text: string; href: string | null }) => boolean,
      limit = 120,
    ) {
      for (let i = 0; i < limit; i += 1) {
        await page.keyboard.press('Tab');
        const el = await page.evaluate(() => {
          const a = document.activeElement as HTMLElement | null;
          return {
            tag: a?.tagName ?? '',
            text: (a?.textContent ?? '').trim(),
            href: a?.getAttribute('href') ?? null,
          };
        });
        if (match(el)) return el;
      }
      throw new Error('focus never reached the target');
    }

    const first = await tabTo((el) => el.tag === 'A' && /^\/products\/\d+$/.test(el.href ?? ''));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${first.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.text);

    // The quantity starts at the product's minimum order, and that is what is added.
    const minimum = await page.getByRole('textbox', { name: 'Quantity' }).first().inputValue();
    await tabTo((el) => el.tag === 'BUTTON' && el.text === 'Add to Cart');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${first.text} added to cart`, { exact: true })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${minimum} items`);
  });
});

type JsonLdNode = Record<string, unknown> & { '@type'?: string };

async function jsonLdBlocks(page: Page): Promise<JsonLdNode[]> {
  // Structured data is in the served HTML (the build names the site's address).
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as JsonLdNode);
}

test.describe('structured data', () => {
  test('home has WebSite and Organization', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Latest Products' })).toBeVisible();
    const blocks = await jsonLdBlocks(page);
    expect(blocks.map((b) => b['@type']).sort()).toEqual(['Organization', 'WebSite']);
    const website = blocks.find((b) => b['@type'] === 'WebSite');
    expect(website).toMatchObject({ '@context': 'https://schema.org', name: 'ELIFEHOME' });
  });

  test('a product page has Product with the required offer', async ({ page, pageErrors }) => {
    void pageErrors;
    // The lamp is sold as one item (the mirror, sold in variants, is a ProductGroup: variants spec).
    await page.goto('/products/2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(P2.name);
    const blocks = await jsonLdBlocks(page);
    expect(blocks.map((b) => b['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
    const product = blocks.find((b) => b['@type'] === 'Product') as JsonLdNode & {
      offers: Record<string, string>;
    };
    expect(product).toMatchObject({ '@type': 'Product', name: P2.name, sku: 'ELH-2' });
    expect(product.offers).toMatchObject({
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    expect(Number(product.offers.price)).toBe(P2.price);
    const validUntil = Date.parse(product.offers.priceValidUntil ?? '');
    const inAYear = Date.now() + 365 * 24 * 3600 * 1000;
    expect(Math.abs(validUntil - inAYear)).toBeLessThan(3 * 24 * 3600 * 1000);
  });

  test('About has AboutPage', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const blocks = await jsonLdBlocks(page);
    expect(blocks.map((b) => b['@type'])).toEqual(['AboutPage']);
  });
});

/** Every visitor route of docs/requirements.md#routes. */
const VISITOR_ROUTES = [
  '/',
  '/products/category/all',
  '/products/category/mirrors',
  '/products/category/fireplace',
  '/products/new',
  '/products/bestsellers',
  '/products/tag/Modern',
  '/products/1',
  '/products/999',
  '/search?q=oak',
  '/cart',
  '/design-inspirations',
  '/about',
  '/contact',
  '/slider',
  '/case-studies',
  '/no-such-page',
];

test.describe('head: a specific title and meta description per route', () => {
  /** What the head says once the route has rendered; the first of each tag is the one that counts. */
  async function readHead(page: Page, route: string) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    return page.evaluate(() => ({
      title: document.title,
      titles: [...document.querySelectorAll('title')].map((t) => t.textContent ?? ''),
      descriptions: [...document.querySelectorAll('meta[name="description"]')].map(
        (m) => m.getAttribute('content') ?? '',
      ),
    }));
  }

  test('every route has its own <title> and a meta description', async ({ page, pageErrors }) => {
    void pageErrors;
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of VISITOR_ROUTES) {
      const head = await readHead(page, route);
      // The page's own description (a leftover from index.html is the next test's concern).
      const description = head.descriptions.at(-1) ?? '';
      expect(description.trim().length, `description of ${route}`).toBeGreaterThan(20);
      expect(description.length, `description of ${route}`).toBeLessThanOrEqual(160);
      titles.set(route, head.title);
      descriptions.set(route, description);
    }
    expect(titles.get('/')).toBe('ELIFEHOME | Home Furnishings Exporter for Retailers');
    expect(titles.get('/products/1')).toBe(`${P1.name} | ELIFEHOME`);
    expect(titles.get('/products/category/all')).toBe('All Products | ELIFEHOME');
    expect(titles.get('/products/new')).toBe('New Arrivals | ELIFEHOME');
    expect(titles.get('/about')).toBe('About Us | ELIFEHOME');
    expect(titles.get('/no-such-page')).toBe('Page Not Found | ELIFEHOME');
    expect(titles.get('/products/999')).toBe('Product Not Found | ELIFEHOME');
    // Specific: no two routes share a title.
    const values = [...titles.values()];
    expect(new Set(values).size, JSON.stringify(Object.fromEntries(titles), null, 1)).toBe(
      values.length,
    );
    // The product page describes the product, the About page the company.
    expect(descriptions.get('/products/1')).toMatch(/^Round wall mirror/);
    expect(descriptions.get('/about')).toContain('ELIFEHOME Trading Co., Ltd.');
  });

  test('the page’s title and description replace index.html’s, never sit beside them', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    for (const route of ['/', '/products/1', '/about']) {
      const head = await readHead(page, route);
      expect(head.titles, `<title> elements on ${route}`).toEqual([head.title]);
      expect(head.descriptions, `meta descriptions on ${route}`).toHaveLength(1);
    }
  });
});

test.describe('accessibility: axe on every visitor route', () => {
  for (const width of [1280, 390]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });
      for (const route of [...VISITOR_ROUTES, '/cart (with items)']) {
        test(`${route}`, async ({ page, pageErrors }) => {
          void pageErrors;
          let path = route;
          if (route === '/cart (with items)') {
            path = '/cart';
            await seedStorage(page, {
              [KEYS.cart]: [
                { id: 1, name: P1.name, price: 189.99, image: '', quantity: 2, ...MIRROR_VARIANT },
                { id: 2, name: P2.name, price: 249.99, image: '', quantity: 1 },
              ],
            });
          }
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
    });
  }
});
