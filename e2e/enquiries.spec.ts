import type { Page } from '@playwright/test';
import { SAMPLE_SITE_SETTINGS } from '@fixtures/catalogue';
import {
  builtFiles,
  CATALOGUE_KEYS,
  expect,
  formTest as test,
  KEYS,
  readStored,
  recordNavigations,
  seedStorage,
  withFormService,
  MIRROR_VARIANT,
} from './support';

// Enquiries reach the shop (docs/decisions.md#enquiries-reach-the-shop): the cart summary and
// the inquiry go to the shop's address through the buyer's mail app, or are posted to the
// owner's form endpoint; success is said only when a post succeeded.

const P1 = { id: 1, name: 'Aldana Round Wooden Wall Mirror', price: 189.99 };
const P4 = { id: 4, name: 'Harbor Three-Seater Linen Sofa', price: 749.99 };
const P4_VARIANT = { variant: 'EH-SOF-004-OAT', variantLabel: 'Fabric: Oatmeal Linen' };
const SHOP = SAMPLE_SITE_SETTINGS.contactEmail;
const MAIL_HANDOFF = 'Your mail app should open with the message to ELIFEHOME; press Send there.';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

// Within the products' minimum orders (mirror 50, sofa 30), so re-pricing changes nothing. Both
// are sold in variants: a line holds one (these keep their product's price).
const CART = [
  { id: 1, name: P1.name, price: P1.price, image: '', quantity: 60, ...MIRROR_VARIANT },
  { id: 4, name: P4.name, price: P4.price, image: '', quantity: 30, ...P4_VARIANT },
];

async function fillCartForm(page: Page) {
  const form = page.getByRole('form', { name: 'Email Cart Summary' });
  await form.getByLabel('Your email').fill('buyer@retailer.com');
  await form.getByLabel('Recipient email').fill('boss@retailer.com');
  await form.getByLabel('Message').fill('Please quote FOB Ningbo.');
  return form;
}

test.describe('cart summary', () => {
  test('the rules first, then the mail app addressed to the shop and the recipient; the form stays', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await seedStorage(page, { [KEYS.cart]: CART });
    const { urls } = await recordNavigations(page);
    await page.goto('/cart');
    const form = page.getByRole('form', { name: 'Email Cart Summary' });
    await form.getByRole('button', { name: 'Email Cart Summary' }).click();
    await expect(form.getByText('Please provide either email or phone number')).toBeVisible();
    await expect(form.getByText('Please enter recipient email')).toBeVisible();
    expect(urls.filter((u) => u.startsWith('mailto:'))).toEqual([]);

    await fillCartForm(page);
    await form.getByRole('button', { name: 'Email Cart Summary' }).click();
    await expect(toast(page, MAIL_HANDOFF)).toBeVisible();
    await expect(toast(page, 'Cart summary has been sent successfully!')).toHaveCount(0);
    await expect.poll(() => urls.filter((u) => u.startsWith('mailto:')).length).toBe(1);
    const mailto = decodeURIComponent(urls.find((u) => u.startsWith('mailto:')) ?? '');
    expect(mailto).toContain(`mailto:${SHOP},boss@retailer.com?`);
    expect(mailto).toContain('cc=buyer@retailer.com');
    expect(mailto).toContain(`60 × ${P1.name}`);
    expect(mailto).toContain('Total: $');
    // Nothing was sent by us: what the buyer typed stays until they clear it.
    await expect(form.getByLabel('Recipient email')).toHaveValue('boss@retailer.com');
    await expect(form.getByLabel('Message')).toHaveValue('Please quote FOB Ningbo.');
  });

  test('posted to the form endpoint: success only once the service accepted it', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await withFormService(page, 200, { [KEYS.cart]: CART }, async (service) => {
      const { urls } = await recordNavigations(page);
      await page.goto('/cart');
      const form = await fillCartForm(page);
      await form.getByRole('button', { name: 'Email Cart Summary' }).click();
      await expect(toast(page, 'Cart summary has been sent successfully!')).toBeVisible();
      expect(service.posts).toHaveLength(1);
      expect(service.posts[0]).toMatchObject({
        'form-name': 'cart-summary',
        email: 'buyer@retailer.com',
        recipient: 'boss@retailer.com',
        message: 'Please quote FOB Ningbo.',
      });
      expect(service.posts[0]!.summary).toContain(`60 × ${P1.name}`);
      expect(urls.filter((u) => u.startsWith('mailto:'))).toEqual([]);
    });
  });

  test('a failed post says why, keeps every field and offers the mail app', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await withFormService(page, 500, { [KEYS.cart]: CART }, async () => {
      const { urls } = await recordNavigations(page);
      await page.goto('/cart');
      const form = await fillCartForm(page);
      await form.getByRole('button', { name: 'Email Cart Summary' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'Your message was not sent: the form service answered 500. Everything you typed is still here: try again, or use your mail app.',
      );
      await expect(toast(page, 'Cart summary has been sent successfully!')).toHaveCount(0);
      await expect(form.getByLabel('Message')).toHaveValue('Please quote FOB Ningbo.');
      await page.getByRole('button', { name: 'Send with my mail app instead' }).click();
      await expect.poll(() => urls.filter((u) => u.startsWith('mailto:')).length).toBe(1);
    });
  });
});

/**
 * The footer's inquiry form, reached as a visitor reaches it: scrolled into view (the form loads
 * as the footer comes near the viewport).
 */
async function footerForm(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  return footer.getByRole('form', { name: 'Send Inquiry' });
}

test.describe('inquiry form', () => {
  test("the footer's form is downloaded only once the footer comes near", async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    const formFiles = builtFiles(/\/SiteInquiryForm\.tsx$/, 'module');
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/');
    // Start-up's idle work is done once the working copy is stored; the form is still to come.
    for (const key of CATALOGUE_KEYS) await expect.poll(() => readStored(page, key)).not.toBeNull();
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    expect(fetched.filter((path) => formFiles.includes(path))).toEqual([]);
    const footer = page.getByRole('contentinfo');
    const slot = footer.locator('[data-state="loading"]');
    await expect(slot).toHaveCount(1);
    const height = () => footer.evaluate((element) => element.getBoundingClientRect().height);
    const heldPlace = await height();

    const form = await footerForm(page);
    await expect(form.getByLabel('Name')).toBeVisible();
    expect(fetched.filter((path) => formFiles.includes(path))).toEqual(formFiles);
    await expect(slot).toHaveCount(0);
    // The box held the form's place to the fraction of a pixel: the footer did not move.
    expect(await height()).toBe(heldPlace);
  });

  test('browser-level rules, then the mail app to the shop; the fields stay', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    const { urls } = await recordNavigations(page);
    await page.goto('/about');
    const form = await footerForm(page);
    const name = form.getByLabel('Name');
    const email = form.getByLabel('Email');
    const message = form.getByLabel('Message');
    await name.fill('A');
    await email.fill('not-an-email');
    await message.fill('Too short');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(urls.filter((u) => u.startsWith('mailto:'))).toEqual([]);

    await name.fill('Ada Lovelace');
    await email.fill('ada@retailer.co.uk');
    await message.fill('We would like samples of the walnut mirror.');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(toast(page, MAIL_HANDOFF)).toBeVisible();
    await expect(toast(page, 'Inquiry submitted successfully!')).toHaveCount(0);
    await expect.poll(() => urls.filter((u) => u.startsWith('mailto:')).length).toBe(1);
    const mailto = decodeURIComponent(urls.find((u) => u.startsWith('mailto:')) ?? '');
    expect(mailto).toContain(`mailto:${SHOP}?`);
    expect(mailto).toContain('walnut mirror');
    await expect(name).toHaveValue('Ada Lovelace');
    await expect(message).toHaveValue('We would like samples of the walnut mirror.');
    await expect(form.locator('input[type="hidden"][name="csrfToken"]')).toHaveCount(1);
  });

  test('posted to the form endpoint: thanks, then every field is cleared', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await withFormService(page, 200, {}, async (service) => {
      await page.goto('/about');
      const form = await footerForm(page);
      await form.getByLabel('Name').fill('Ada Lovelace');
      await form.getByLabel('Email').fill('ada@retailer.co.uk');
      await form.getByLabel('Message').fill('We would like samples of the walnut mirror.');
      await form.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(toast(page, 'Inquiry submitted successfully!')).toBeVisible();
      await expect(form.getByLabel('Name')).toHaveValue('');
      await expect(form.getByLabel('Message')).toHaveValue('');
      expect(service.posts).toEqual([
        {
          'form-name': 'inquiry',
          _subject: 'Inquiry from Ada Lovelace via ELIFEHOME',
          name: 'Ada Lovelace',
          email: 'ada@retailer.co.uk',
          message: 'We would like samples of the walnut mirror.',
        },
      ]);
    });
  });
});

test('the contact page has its own form, and the footer closes up without an empty column', async ({
  page,
  pageErrors,
}) => {
  void pageErrors;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/contact');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ELIFEHOME.`);
  await expect(footer.getByRole('form', { name: 'Send Inquiry' })).toHaveCount(0);
  // The footer's markup is the same on every page (it may hydrate on any); its stylesheet leaves
  // the form's column out here.
  const grid = footer.locator('[data-columns]');
  const columns = await grid.evaluate(
    (node) => getComputedStyle(node).gridTemplateColumns.split(' ').length,
  );
  const shown = await grid.evaluate(
    (node) => [...node.children].filter((child) => child.checkVisibility()).length,
  );
  expect(shown).toBe(3);
  expect(columns).toBe(shown);
});

test('a returning buyer whose cart holds a product no longer published is told which line went and why', async ({
  page,
  pageErrors,
}) => {
  void pageErrors;
  await seedStorage(page, {
    [KEYS.cart]: [
      { id: 1, name: P1.name, price: 150, image: '', quantity: 50, ...MIRROR_VARIANT },
      { id: 999, name: 'Discontinued Rattan Screen', price: 80, image: '', quantity: 3 },
    ],
  });
  await page.goto('/cart');
  const notice = page.getByRole('region', {
    name: 'Your cart was updated to the latest catalogue',
  });
  await expect(notice).toContainText(
    'Discontinued Rattan Screen was removed: it is no longer in the catalogue.',
  );
  await expect(notice).toContainText(
    `${P1.name} (${MIRROR_VARIANT.variantLabel}) now costs $189.99 (was $150.00).`,
  );
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toHaveCount(0);
});
