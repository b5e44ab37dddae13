import type { Meta, StoryObj } from '@storybook/react-vite';
import Papa from 'papaparse';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { cartLines } from '@fixtures';
import { awkwardLine, quoteLines } from '@fixtures/quotes';
import { CartPage } from './CartPage';
import { sitePage } from '@fixtures/pages';
import { atViewport } from '@fixtures/viewports';
import { expectLink } from '@fixtures/steps';

const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  parameters: sitePage('/cart', { storage: { elifehome_cart: cartLines } }),
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ReviewsCart: Story = {
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Quick order' }),
    ).toHaveAttribute('href', '/quick-order');
    await step('Order Summary shows free shipping and a 10% tax', async () => {
      await expect(canvas.getByText('Order Summary')).toBeVisible();
      await expect(canvas.getByText('Free')).toBeVisible();
    });
    await step('the email form asks for a contact and a recipient', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Email Cart Summary' }));
      await expect(
        await canvas.findByText('Please provide either email or phone number'),
      ).toBeVisible();
      await expect(canvas.getByText('Please enter recipient email')).toBeVisible();
    });
  },
};

/** Clearing the cart leads to the empty state. */
/**
 * The container plan under the lines, by hand: a mirror in one carton (0.07744 m³, 9.5 kg), two
 * floor lamps in one (0.237728 m³, 21 kg) and three dining sets in three (3 × 0.419328 m³,
 * 3 × 68 kg): 5 cartons, 1.57 m³ and 234.5 kg, which fit in one 20' GP.
 */
export const PlansContainer: Story = {
  play: async ({ canvas }) => {
    const plan = within(await canvas.findByRole('region', { name: 'Container plan' }));
    const total = within(plan.getByRole('row', { name: /^Total/ }));
    await expect(total.getByText('1.57 m³')).toBeVisible();
    await expect(total.getByText('234.5 kg')).toBeVisible();
    await expect(plan.getByText("Fits in one 20' GP")).toBeVisible();
    await expect(plan.getAllByRole('meter')).toHaveLength(6);
  },
};

export const ClearCart: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear Cart' }));
    await waitFor(() => expect(canvas.getByText('Your cart is empty')).toBeVisible());
    await expectLink(canvasElement, 'Browse Products', '/');
  },
};

export const Empty: Story = {
  parameters: { storage: { elifehome_cart: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your cart is empty')).toBeVisible();
    // A trade buyer with a list can order by SKU instead (the header has it too).
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Quick order' }),
    ).toHaveAttribute('href', '/quick-order');
  },
};

export const Mobile: Story = atViewport('phone390');

/**
 * The catalogue is empty but the buyer filled the cart earlier: the cart keeps the lines as they
 * were saved (names and prices travel with them), so the enquiry can still be sent.
 */
export const EmptyCatalogue: Story = {
  parameters: { storage: { elifehome_cart: cartLines, elifehome_products: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Cart items' });
    await expect(list.children).toHaveLength(cartLines.length);
  },
};

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');

const QUOTE_NUMBER = /^Q-\d{8}-[0-9A-Z]{4}$/;

/** The cart's quote number shows once the quote panel is up, and stays while the cart does. */
export const QuoteNumber: Story = {
  parameters: { storage: { elifehome_cart: quoteLines } },
  play: async ({ canvas }) => {
    const number = await canvas.findByTestId('quote-number', {}, { timeout: 5000 });
    await expect(number.textContent).toMatch(QUOTE_NUMBER);
    await expect(canvas.getByRole('form', { name: 'Request a Quote' })).toBeVisible();
  },
};

/** 'Print quote' builds the printed quote (lines, number, terms), then opens the print dialog. */
export const PrintQuote: Story = {
  parameters: { storage: { elifehome_cart: quoteLines } },
  play: async ({ canvas, canvasElement }) => {
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const number = (await canvas.findByTestId('quote-number', {}, { timeout: 5000 })).textContent;
      await userEvent.click(canvas.getByRole('button', { name: 'Print quote' }));
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 8000 });
      const sheet = canvasElement.ownerDocument.body.querySelector<HTMLElement>(
        ':scope > [data-print-sheet]',
      );
      const printed = within(sheet!);
      await expect(printed.getByTestId('quote-number')).toHaveTextContent(number!);
      await expect(printed.getAllByRole('row', { hidden: true })).toHaveLength(
        quoteLines.length + 1,
      );
      await expect(printed.getByText(quoteLines[0]!.name)).toBeInTheDocument();
      await expect(printed.getByText(/Prices are valid for 30 days/)).toBeInTheDocument();
    } finally {
      print.mockRestore();
    }
  },
};

/** 'Download CSV' saves the lines under the quote number, with a BOM; names keep their commas. */
export const DownloadCsv: Story = {
  parameters: { storage: { elifehome_cart: [...quoteLines, awkwardLine] } },
  play: async ({ canvas }) => {
    const created = spyOn(URL, 'createObjectURL');
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const number = (await canvas.findByTestId('quote-number', {}, { timeout: 5000 })).textContent;
      await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      await expect(link.download).toBe(`elifehome-quote-${number}.csv`);
      const bytes = new Uint8Array(await (created.mock.calls[0]![0] as Blob).arrayBuffer());
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3));
      const rows = Papa.parse<Record<string, string>>(text, { header: true }).data;
      // The lines, then a blank row and the container load, whose rows name no SKU or quantity
      // (so quick order reads the file back as its lines alone).
      const names = [...quoteLines, awkwardLine].map((line) => line.name);
      await expect(rows.slice(0, names.length).map((row) => row.Name)).toEqual(names);
      const load = rows.slice(names.length);
      await expect(load[0]!.Name).toBe('');
      await expect(load.at(-1)!.Name).toMatch(
        /^Left out of the totals: .*Harbor.* \(no carton data\)$/,
      );
      for (const row of load) await expect([row.SKU, row.Quantity]).toEqual(['', '']);
    } finally {
      created.mockRestore();
      click.mockRestore();
    }
  },
};

/** An empty cart offers no quote: the quote actions are not there. */
export const EmptyNoQuote: Story = {
  parameters: { storage: { elifehome_cart: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your cart is empty')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Print quote' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  },
};
