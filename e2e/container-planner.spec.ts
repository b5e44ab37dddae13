import type { Page } from '@playwright/test';
import { SAMPLE_PRODUCTS } from '@fixtures/catalogue';
import {
  builtFiles,
  expect,
  expectNoAxeViolations,
  KEYS,
  sampleProduct,
  seedStorage,
  test,
} from './support';

// Planning by the container (docs/requirements.md#shipping): the product page's shipping facts
// and the cart's container planner, on the built sample site. The figures are the hand
// calculation written down in src/domain/shipping.test.ts ('the sample site's cart, by hand').

const product = sampleProduct;
const MIRROR = product(1);
const SOFA = product(4);
const ART = product(6);

/** The variant a line orders: the 80 cm walnut mirror and the oatmeal sofa ship in their products' cartons. */
const VARIANT: Record<number, string> = {
  [MIRROR.id]: 'EH-MIR-001-80-WAL',
  [SOFA.id]: 'EH-SOF-004-OAT',
};

/** A cart line as the cart stores it (of a variant where the product has them); re-pricing after load fills in the rest. */
const line = (p: typeof MIRROR, quantity: number) => ({
  id: p.id,
  name: p.name,
  price: p.price,
  image: '',
  quantity,
  carton: p.carton,
  ...(VARIANT[p.id] ? { variant: VARIANT[p.id] } : {}),
});

const planner = (page: Page) => page.getByRole('region', { name: 'Container plan' });
const totalRow = (page: Page) => planner(page).getByRole('row', { name: /^Total/ });

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('the walnut mirror’s page shows its carton, CBM and units per container', async ({
      page,
      pageErrors,
    }) => {
      void pageErrors;
      await page.goto(`/products/${MIRROR.id}?variant=${VARIANT[MIRROR.id]}`);
      const shipping = page.getByRole('region', { name: 'Shipping' });
      await expect(shipping.getByText('88 × 88 × 10 cm')).toBeVisible();
      await expect(shipping.getByText('0.077 m³')).toBeVisible();
      await expect(shipping.getByText('China')).toBeVisible();
      // 28 m³ / 0.07744 m³ = 361.6 mirrors in a 20' GP; volume limits before weight
      await expect(shipping.getByRole('row', { name: /20' GP/ })).toContainText('361');
      await expect(page.getByText('Prices FOB Ningbo')).toBeVisible();
      await expectNoAxeViolations(page);
      // The 60 cm mirror ships in its own, smaller carton: 68 × 68 × 10 cm, 0.046 m³, 605 to a 20' GP (28 / 0.04624)
      await page.getByRole('radio', { name: '60 cm' }).click();
      await expect(page).toHaveURL(/variant=EH-MIR-001-60-WAL/);
      await expect(shipping.getByText('68 × 68 × 10 cm')).toBeVisible();
      await expect(shipping.getByText('0.046 m³')).toBeVisible();
      await expect(shipping.getByRole('row', { name: /20' GP/ })).toContainText('605');
    });

    test('a cart plans its container: cartons, CBM, weight, a meter per type, the smallest that fits', async ({
      page,
      pageErrors,
    }) => {
      void pageErrors;
      await seedStorage(page, { [KEYS.cart]: [line(MIRROR, 60), line(SOFA, 30)] });
      await page.goto('/cart');
      const total = totalRow(page);
      await expect(total).toContainText('90');
      await expect(total).toContainText('39.31 m³');
      await expect(total).toContainText('2,490 kg');
      await expect(planner(page).getByText("Fits in one 40' GP")).toBeVisible();
      // The totals say which terms they are quoted on
      await expect(
        page.getByRole('region', { name: 'Order Summary' }).getByText('Prices FOB Ningbo'),
      ).toBeVisible();
      // A meter for volume and one for payload in each of the three types, stated in words
      await expect(planner(page).getByRole('meter')).toHaveCount(6);
      await expect(
        planner(page).getByRole('meter', { name: "Volume used in one 40' GP" }),
      ).toHaveAttribute('aria-valuetext', '68% of the volume');
      await expect(
        planner(page).getByRole('meter', { name: "Payload used in one 40' GP" }),
      ).toHaveAttribute('aria-valuetext', '9% of the payload');
      await expect(
        planner(page).getByText(`Room for about 16 more cartons of ${SOFA.name}`),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      if (width === 390) {
        // The planner fits the phone: nothing wider than the screen
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });
  });
}

test('the product page names its origin from the page, without the browser’s region names', async ({
  page,
  pageErrors,
}) => {
  void pageErrors;
  // Counts the region-name lookups the page makes: the first one loads the browser's data.
  await page.addInitScript(() => {
    const Original = Intl.DisplayNames;
    let made = 0;
    Reflect.set(
      Intl,
      'DisplayNames',
      class extends Original {
        constructor(...args: ConstructorParameters<typeof Intl.DisplayNames>) {
          super(...args);
          made += 1;
        }
      },
    );
    Reflect.set(window, 'regionNamesMade', () => made);
  });
  await page.goto(`/products/${MIRROR.id}?variant=${VARIANT[MIRROR.id]}`);
  const shipping = page.getByRole('region', { name: 'Shipping' });
  await expect(shipping.getByText('China')).toBeVisible();
  // Live: the section follows another size, and still names the origin.
  await page.getByRole('radio', { name: '60 cm' }).click();
  await expect(shipping.getByText('68 × 68 × 10 cm')).toBeVisible();
  await expect(shipping.getByText('China')).toBeVisible();
  const made = await page.evaluate(() =>
    (Reflect.get(window, 'regionNamesMade') as () => number)(),
  );
  expect(made).toBe(0);
});

test('landing on a cart with lines, the plan is in the same first render as the lines', async ({
  page,
  pageErrors,
}) => {
  void pageErrors;
  await seedStorage(page, { [KEYS.cart]: [line(MIRROR, 60), line(SOFA, 30)] });
  // Each batch of DOM changes is numbered: the lines and the plan must arrive in one.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    let batch = 0;
    new MutationObserver(() => {
      batch += 1;
      if (!seen.lines && document.querySelector('[aria-label="Cart items"]')) seen.lines = batch;
      const headings = [...document.querySelectorAll('h2')];
      if (!seen.plan && headings.some((h) => h.textContent === 'Container plan')) seen.plan = batch;
    }).observe(document, { childList: true, subtree: true });
    (window as unknown as { cartBatches: typeof seen }).cartBatches = seen;
  });
  await page.goto('/cart');
  await expect(totalRow(page)).toContainText('39.31 m³');
  const batches = await page.evaluate(
    () => (window as unknown as { cartBatches: Record<string, number> }).cartBatches,
  );
  expect(batches.lines).toBeGreaterThan(0);
  expect(batches.plan).toBe(batches.lines);
});

test('landing on a cart with lines, the planner’s code and the text face are asked for with the entry’s', async ({
  page,
  pageErrors,
}) => {
  void pageErrors;
  const plannerCode = builtFiles(/OrderPlanner/, 'module');
  // What the head asks for before the entry has run (it runs once the document is parsed).
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      const links = [
        ...document.head.querySelectorAll('link[rel="modulepreload"], link[as="font"]'),
      ];
      Reflect.set(
        window,
        'askedEarly',
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    });
  });
  // The planner's own files, and the text face, of what the head asked for early.
  const askedEarly = async () => {
    const paths = await page.evaluate(() => Reflect.get(window, 'askedEarly') as string[]);
    return {
      planner: paths.filter((path) => plannerCode.includes(path)),
      textFace: paths.filter((path) => /\/dm-sans-[^/]+\.woff2$/.test(path)),
    };
  };

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  // An empty cart (the prerendered page, adopted) asks for neither.
  expect(await askedEarly()).toEqual({ planner: [], textFace: [] });

  await seedStorage(page, { [KEYS.cart]: [line(MIRROR, 60)] });
  await page.goto('/cart');
  await expect(planner(page)).toBeVisible();
  const early = await askedEarly();
  expect(early.planner).toEqual(plannerCode);
  expect(early.textFace).toHaveLength(1);
});

test('the unit switch turns every figure imperial for the visit, and quantities stay', async ({
  page,
  pageErrors,
}) => {
  void pageErrors;
  await seedStorage(page, { [KEYS.cart]: [line(MIRROR, 60), line(SOFA, 30)] });
  await page.goto('/cart');
  const total = totalRow(page);
  await expect(total).toContainText('39.31 m³');
  // The buyer clicks the switch's Imperial side (its label covers the radio)
  await planner(page).locator('label').filter({ hasText: 'Imperial' }).click();
  await expect(page.getByRole('radio', { name: /Imperial/ })).toBeChecked();
  // 39.30576 m³ × 35.31467 = 1,388.07 ft³; 2,490 kg × 2.20462 = 5,489.5 lb
  await expect(total).toContainText('1,388.07 ft³');
  await expect(total).toContainText('5,489.5 lb');
  await expect(total).toContainText('90');
  const sofaLine = page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem')
    .filter({ hasText: SOFA.name });
  await expect(sofaLine.getByLabel('Quantity', { exact: true })).toHaveValue('30');
  // Remembered for the visit: the product page and a reload show inches and pounds
  await page.goto(`/products/${MIRROR.id}?variant=${VARIANT[MIRROR.id]}`);
  await expect(page.getByRole('region', { name: 'Shipping' })).toContainText(
    '34.6 × 34.6 × 3.9 in',
  );
  await page.goto('/cart');
  await expect(page.getByRole('radio', { name: /Imperial/ })).toBeChecked();
  await expect(totalRow(page)).toContainText('1,388.07 ft³');
});

test('a line without carton data is named and left out of the totals', async ({
  page,
  pageErrors,
}) => {
  void pageErrors;
  // The owner's working copy has the wall art without its carton
  const products = SAMPLE_PRODUCTS.map((p) => {
    if (p.id !== ART.id) return p;
    const { carton: _carton, ...rest } = p;
    return rest;
  });
  await seedStorage(page, {
    [KEYS.products]: products,
    [KEYS.cart]: [line(MIRROR, 60), { ...line(ART, 60), carton: undefined }],
  });
  await page.goto('/cart');
  await expect(
    planner(page)
      .getByRole('row', { name: new RegExp(ART.name) })
      .getByText('No carton data'),
  ).toBeVisible();
  await expect(
    planner(page).getByText(`Left out of the totals: ${ART.name} (no carton data)`),
  ).toBeVisible();
  // The totals are the mirrors' alone: 60 cartons, 4.65 m³, 570 kg
  await expect(totalRow(page)).toContainText('4.65 m³');
  await expect(totalRow(page)).toContainText('570 kg');
  await expect(planner(page).getByText("Fits in one 20' GP")).toBeVisible();
});

test('an order larger than one container says how many it needs', async ({ page, pageErrors }) => {
  void pageErrors;
  await seedStorage(page, { [KEYS.cart]: [line(MIRROR, 60), line(SOFA, 60)] });
  await page.goto('/cart');
  // 4.6464 + 69.31872 = 73.97 m³: more than a 40' HQ's 68
  await expect(totalRow(page)).toContainText('73.97 m³');
  await expect(planner(page).getByText("Needs 2 × 40' GP containers")).toBeVisible();
  await expect(planner(page).getByText(/Room for about/)).toHaveCount(0);
});

test('home loads none of the planner’s code', async ({ page, pageErrors }) => {
  void pageErrors;
  // The files are named by their content hash: the build's report says which hold the planner.
  const plannerCode = builtFiles(/OrderPlanner|ContainerPlanner|shippingText/, 'module');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => plannerCode.includes(path))).toEqual([]);
});
