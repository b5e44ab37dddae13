import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { variantBedding, variantMirror } from '@fixtures/variants';
import { BulkOrderGrid } from './BulkOrderGrid';

const meta = {
  component: BulkOrderGrid,
  args: { product: variantMirror, onAddLines: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof BulkOrderGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A size by frame matrix: the combination not made and the discontinued one take no quantity. */
export const Matrix: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Size / Frame' })).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await expect(canvas.getByText('Not made')).toBeVisible();
    await expect(canvas.getByText('Discontinued')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/**
 * Quantities snap to each variant's minimum and packs and take its price breaks: 30 × $129.99,
 * 5 of the 100 cm (minimum 10, packs of 2) becomes 10 × $249.00, 150 of the 80 cm reaches the
 * 100+ break at $179.50. Total $3,899.70 + $2,490.00 + $26,925.00 = $33,314.70.
 */
export const AddsSeveral: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /60 cm, Walnut/ }), '30');
    const large = canvas.getByRole('textbox', { name: /100 cm, Walnut/ });
    await userEvent.type(large, '5');
    await userEvent.tab();
    await expect(large).toHaveValue('10');
    await expect(canvas.getByText('Minimum order is 10')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /80 cm, Walnut/ }), '150');
    await userEvent.tab();
    await expect(canvas.getByText('$179.50 each')).toBeVisible();
    await expect(canvas.getByText(/190 units in 3 lines/)).toBeVisible();
    await expect(canvas.getByText('$33,314.70')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add 3 lines to cart' }));
    await expect(args.onAddLines).toHaveBeenCalledWith([
      { sku: 'EH-MIR-001-60-WAL', quantity: 30 },
      { sku: 'EH-MIR-001-80-WAL', quantity: 150 },
      { sku: 'EH-MIR-001-100-WAL', quantity: 10 },
    ]);
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** One option: a row per variant with its SKU. */
export const List: Story = {
  args: { product: variantBedding },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'EH-BED-005-KING' })).toBeVisible();
    // packs of 6: 40 snaps to 42
    const twin = canvas.getByRole('textbox', { name: /Twin/ });
    await userEvent.type(twin, '40');
    await userEvent.keyboard('{Enter}');
    await expect(twin).toHaveValue('42');
    await expect(canvas.getByText('Sold in packs of 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddLines).toHaveBeenCalledWith([{ sku: 'EH-BED-005-TWIN', quantity: 42 }]);
  },
};

export const Busy: Story = { args: { busy: true } };

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
