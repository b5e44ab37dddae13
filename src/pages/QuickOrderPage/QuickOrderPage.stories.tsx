import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { manyProducts, products } from '@fixtures';
import { QUICK_ORDER_MESSAGES as M } from '@/domain/quickOrder';
import { QUICK_ORDER_TEXT_KEY } from '@/state/quickOrder';
import { UNIT_SYSTEM_KEY } from '@/state/units';
import { sitePage } from '@fixtures/pages';
import { QuickOrderPage } from './QuickOrderPage';
import { expectLink } from '@fixtures/steps';

/** Three sample SKUs: under the minimum, between packs, and at a price break. */
const VALID = 'EH-MIR-001-80-WAL, 24\neh-lgt-002\t201\nEH-BED-005-QN;410';

/** One good line and one line per kind of error. */
const WITH_ERRORS = [
  'SKU,Quantity',
  'EH-CHR-007,100',
  'EH-NOPE-404,5',
  'EH-TBL-003-NAT,0',
  'EH-SOF-004-OAT,-3',
  'EH-ART-006,lots',
  'EH-BED-005-QN,1234567890',
  ',12',
].join('\n');

/** A thousand products with SKUs, and an order naming each once. */
const THOUSAND = manyProducts(1000).map((p) => ({ ...p, sku: `QO-${p.id}` }));
const THOUSAND_LINES = THOUSAND.map((p, i) => `${p.sku},${(i % 9) + 1}`).join('\n');

const meta = {
  title: 'Pages/Quick order',
  component: QuickOrderPage,
  parameters: sitePage('/quick-order', { storage: { elifehome_cart: [] } }),
  // Session storage outlives a story: each starts with no saved order, in metric.
  beforeEach: () => {
    sessionStorage.removeItem(QUICK_ORDER_TEXT_KEY);
    sessionStorage.removeItem(UNIT_SYSTEM_KEY);
  },
} satisfies Meta<typeof QuickOrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing pasted yet. */
export const Default: Story = {};

async function paste(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: 'Order lines' });
  await userEvent.click(field);
  await userEvent.paste(text);
  return canvas;
}

const rowOf = (canvasElement: HTMLElement, text: string) => {
  const table = within(canvasElement).getByRole('table', { name: /^Order preview/ });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row shows ${text}`);
  return within(row);
};

/** A pasted order in commas, tabs and semicolons, checked against minimums, packs and breaks. */
export const ValidPaste: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await paste(canvasElement, VALID);
    await expect(await canvas.findByText('3 lines ready to add.')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Order preview: 3 lines' })).toBeVisible();
    await step('below the minimum: raised to it, saying why', async () => {
      const row = rowOf(canvasElement, 'EH-MIR-001-80-WAL');
      await expect(row.getByRole('link', { name: products[0]!.name })).toBeVisible();
      await expect(row.getByText('50', { exact: true })).toBeVisible();
      await expect(row.getByText('Minimum order is 50')).toBeVisible();
      await expect(row.getByText('$9,499.50')).toBeVisible();
    });
    await step('between packs: the nearest pack, at the price break it reaches', async () => {
      const row = rowOf(canvasElement, 'EH-LGT-002');
      await expect(row.getByText('202', { exact: true })).toBeVisible();
      await expect(row.getByText('Sold in packs of 2')).toBeVisible();
      await expect(row.getByText('$229.00')).toBeVisible();
    });
    await step('the add button counts the lines', async () => {
      await expect(canvas.getByRole('button', { name: 'Add 3 lines to cart' })).toBeEnabled();
      // Beside the subtotal, the terms the prices are quoted on.
      await expect(canvas.getByText(/subtotal.+· Prices FOB Ningbo$/)).toBeVisible();
    });
  },
};

/** Every kind of bad line gets its own error, listed first; the good line stays addable. */
export const ErrorsPerLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await paste(canvasElement, WITH_ERRORS);
    await expect(
      await canvas.findByText('1 line ready to add, 6 lines with errors.'),
    ).toBeVisible();
    await expect(canvas.getByText(/read as column headings: SKU, Quantity/)).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: /^Order preview/ }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '2',
    ]);
    await expect(
      rowOf(canvasElement, 'EH-NOPE-404').getByText(M.unknownSku('EH-NOPE-404')),
    ).toBeVisible();
    await expect(rowOf(canvasElement, 'EH-TBL-003-NAT').getByText(M.tooSmall)).toBeVisible();
    await expect(rowOf(canvasElement, 'EH-SOF-004-OAT').getByText(M.tooSmall)).toBeVisible();
    await expect(rowOf(canvasElement, 'EH-ART-006').getByText(M.notWhole)).toBeVisible();
    await expect(rowOf(canvasElement, 'EH-BED-005-QN').getByText(M.tooLarge)).toBeVisible();
    await expect(rowOf(canvasElement, 'No SKU').getByText(M.noSku)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add 1 line to cart' })).toBeEnabled();
  },
};

/**
 * A thousand lines: the first hundred show (errors would come first), then 'Show all' (which
 * the e2e test presses: the page's checks here would go over every one of a thousand rows).
 */
export const ThousandLines: Story = {
  parameters: { storage: { elifehome_products: THOUSAND, elifehome_cart: [] } },
  play: async ({ canvas, step }) => {
    const field = await canvas.findByRole('textbox', { name: 'Order lines' });
    await step('the preview follows the paste', async () => {
      await userEvent.click(field);
      const start = performance.now();
      await userEvent.paste(THOUSAND_LINES);
      await expect(await canvas.findByText('1,000 lines ready to add.')).toBeVisible();
      console.info(
        `quick order: 1,000 lines previewed in ${Math.round(performance.now() - start)} ms`,
      );
    });
    const table = canvas.getByRole('table', { name: 'Order preview: 1,000 lines' });
    await expect(within(table).getAllByRole('row')).toHaveLength(101);
    await expect(canvas.getByRole('button', { name: 'Show all 1,000 lines' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add 1,000 lines to cart' })).toBeEnabled();
  },
};

/** The container plan of the lines ready to add, from the cart's planner. */
const planOf = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 3, name: 'Container plan' });
  const plan = within(canvas.getByRole('region', { name: 'Container plan' }));
  return { plan, total: within(plan.getByRole('row', { name: /^Total/ })) };
};

/**
 * Under the lines, the cart's totals and suggestion: mirrors 50 cartons, 3.872 m³, 475 kg;
 * lamps 101 cartons of 0.237776 m³ and 21 kg; queen bedding 21 cartons of 0.124992 m³ and 34 kg.
 * 172 cartons, 30.51 m³, 3,310 kg: over a 20' GP's 28 m³, so a 40' GP.
 */
export const ContainerPlan: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await paste(canvasElement, `${VALID}\nEH-NOPE-1,5`);
    await expect(
      await canvas.findByText('3 lines ready to add, 1 line with errors.'),
    ).toBeVisible();
    const { plan, total } = await planOf(canvasElement);
    await step('the totals of the ready lines, and the smallest container', async () => {
      await expect(total.getByRole('cell', { name: '672' })).toBeVisible();
      await expect(total.getByRole('cell', { name: '172' })).toBeVisible();
      await expect(total.getByText('30.51 m³')).toBeVisible();
      await expect(total.getByText('3,310 kg')).toBeVisible();
      await expect(plan.getByText("Fits in one 40' GP")).toBeVisible();
      await expect(plan.getByRole('meter', { name: "Volume used in one 40' GP" })).toHaveAttribute(
        'aria-valuetext',
        '53% of the volume',
      );
      // The preview lists the lines: the plan gives their totals only.
      await expect(plan.getAllByRole('row')).toHaveLength(2);
    });
    await step('the buyer’s units, quantities unchanged', async () => {
      await userEvent.click(plan.getByRole('radio', { name: /Imperial/ }));
      await expect(total.getByText('1,077.36 ft³')).toBeVisible();
      await expect(total.getByText('7,297.3 lb')).toBeVisible();
      await expect(total.getByRole('cell', { name: '672' })).toBeVisible();
      await expect(sessionStorage.getItem(UNIT_SYSTEM_KEY)).toBe('imperial');
    });
  },
};

/** Seventy sofas of 1.155 m³ each: 80.87 m³, more than any one container takes. */
export const TwoContainers: Story = {
  play: async ({ canvasElement }) => {
    await paste(canvasElement, 'EH-SOF-004-OAT, 70');
    const { plan, total } = await planOf(canvasElement);
    await expect(total.getByText('80.87 m³')).toBeVisible();
    await expect(plan.getByText("Needs 2 × 40' GP containers")).toBeVisible();
  },
};

/** A product without carton data is named, and the totals leave it out. */
export const LineWithoutCartonData: Story = {
  parameters: {
    storage: {
      elifehome_products: products.map((p) =>
        p.sku === 'EH-ART-006' ? { ...p, carton: undefined } : p,
      ),
      elifehome_cart: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await paste(canvasElement, 'EH-MIR-001-80-WAL, 50\nEH-ART-006, 60');
    await expect(await canvas.findByText('2 lines ready to add.')).toBeVisible();
    const { plan, total } = await planOf(canvasElement);
    await expect(
      plan.getByText(
        'Left out of the totals: Terra Abstract Canvas Wall Art, Set of 3 (no carton data)',
      ),
    ).toBeVisible();
    // The mirrors alone: 50 units in 50 cartons, 3.87 m³, 475 kg.
    await expect(total.getAllByRole('cell', { name: '50' })).toHaveLength(2);
    await expect(total.getByText('3.87 m³')).toBeVisible();
    await expect(total.getByText('475 kg')).toBeVisible();
    await expect(plan.getByText("Fits in one 20' GP")).toBeVisible();
  },
};

/** Adding puts the lines in the cart at their checked quantities and says so. */
export const AddToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await paste(canvasElement, `${VALID}\nEH-NOPE-1,5`);
    const add = await canvas.findByRole('button', { name: 'Add 3 lines to cart' });
    await expect(canvas.getByRole('link', { name: 'Cart' })).toBeVisible();
    await userEvent.click(add);
    await expect(
      await canvas.findByText('Added 3 lines (672 items) to your cart.', { exact: false }),
    ).toBeVisible();
    // 50 + 202 + 420: the unknown SKU is not added.
    await expect(canvas.getByRole('link', { name: 'Cart, 672 items' })).toBeVisible();
    await expect(add).toBeDisabled();
    const status = canvas.getByText(/Added 3 lines/);
    await expectLink(status, 'View cart', '/cart');
  },
};

/** A spreadsheet's CSV: byte order mark, headings, and commas and quotes inside names. */
export const CsvFile: Story = {
  play: async ({ canvas, canvasElement }) => {
    const csv =
      '\uFEFFSKU,Name,Quantity,Unit price,Total\r\n' +
      'EH-ART-006,"Terra Abstract Canvas Wall Art, Set of 3",60,159.99,"9,599.40"\r\n' +
      'EH-TBL-003-NAT,"Oslo ""Oak"" Table",20,899.99,"17,999.80"\r\n';
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([csv], 'order.csv', { type: 'text/csv' }));
    await expect(await canvas.findByText('2 lines ready to add.')).toBeVisible();
    await expect(canvas.getByText('Read order.csv.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Order lines' })).toHaveValue(
      // A textarea's value ends its lines in \n alone.
      csv.replace('\uFEFF', '').replace(/\r\n/g, '\n'),
    );
    // Typed 60, ordered 60: the quantity column read, not the name's comma or the total.
    await expect(
      rowOf(canvasElement, 'EH-ART-006').getAllByText('60', { exact: true }),
    ).toHaveLength(2);
    await expect(
      rowOf(canvasElement, 'EH-TBL-003-NAT').getByText('Oslo Oak Dining Table Set with Six Chairs'),
    ).toBeVisible();
  },
};

/** A 10 MB file is refused before it is read; the pasted order stays as it was. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await paste(canvasElement, 'EH-MIR-001-80-WAL, 50');
    await expect(await canvas.findByText('1 line ready to add.')).toBeVisible();
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    const huge = new File([new Uint8Array(10 * 1024 * 1024)], 'huge.csv', { type: 'text/csv' });
    await userEvent.upload(input, huge);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(M.fileTooLarge('huge.csv'));
    await expect(canvas.getByRole('textbox', { name: 'Order lines' })).toHaveValue(
      'EH-MIR-001-80-WAL, 50',
    );
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', {
      type: 'image/png',
    });
    // The input's accept list would filter it out of the picker; a drop or a script may not.
    await userEvent.upload(input, photo, { applyAccept: false });
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(M.notText('photo.png')),
    );
  },
};

/** At 390px each line stacks into a card, every value labelled. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  beforeEach: () => {
    sessionStorage.setItem(QUICK_ORDER_TEXT_KEY, `${VALID}\nEH-NOPE-1,5`);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('3 lines ready to add, 1 line with errors.'),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
