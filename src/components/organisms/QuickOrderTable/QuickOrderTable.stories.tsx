import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { products } from '@fixtures';
import { quickOrderPreview, rowsErrorsFirst } from '@/domain/quickOrder';
import { QuickOrderTable } from './QuickOrderTable';

const order = quickOrderPreview(
  [
    ['EH-MIR-001-80-WAL', '24'],
    ['EH-LGT-002', '201'],
    ['EH-NOPE-404', '5'],
    ['EH-TBL-003-NAT', '0'],
    ['EH-CHR-007', '250'],
    ['eh-chr-007', '10'],
  ],
  products,
);

const meta = {
  component: QuickOrderTable,
  args: { rows: rowsErrorsFirst(order), caption: 'Order preview: 5 lines, errors first' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QuickOrderTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Columns in order, errors first, merged lines naming every line they came from. */
export const OrdersErrorsFirst: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', {
      name: 'Order preview: 5 lines, errors first',
    });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual([
      'Line',
      'Product',
      'Typed',
      'Quantity',
      'Unit price',
      'Total',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    // Errors first, then ready lines; merged lines name every line they came from.
    await expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual([
      '3',
      '4',
      '1',
      '2',
      '5 + 6',
    ]);
    await expect(within(rows[0]!).getByText('No product has the SKU EH-NOPE-404')).toBeVisible();
    await expect(within(rows[2]!).getByText('Minimum order is 50')).toBeVisible();
    await expect(within(rows[4]!).getByText('260')).toBeVisible();
    // Numbers line up: right-aligned tabular figures.
    const total = rows[2]!.querySelectorAll('td')[5]!;
    await expect(getComputedStyle(total).textAlign).toBe('right');
    await expect(getComputedStyle(total).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** On a phone each line stacks into a card, each value labelled by its column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table');
    const row = within(table).getAllByRole('row')[3]!;
    await expect(getComputedStyle(row).display).toBe('block');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** An empty order: headings only. */
export const Empty: Story = {
  args: { rows: [], caption: 'Order preview: 0 lines' },
};
