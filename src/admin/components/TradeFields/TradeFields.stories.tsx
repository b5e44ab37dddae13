import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { draftFromProduct, emptyProductDraft } from '@/admin/domain/forms';
import { products } from '@fixtures';
import { renderFields } from '@fixtures/controlled';
import { TradeFields } from './TradeFields';

const empty = emptyProductDraft();
const lamp = draftFromProduct(products[1]!);

const meta = {
  title: 'Organisms/TradeFields',
  component: TradeFields,
  args: { values: empty, onChange: fn(), errors: {} },
  parameters: { layout: 'padded' },
  render: renderFields(TradeFields),
} satisfies Meta<typeof TradeFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A new product: no SKU, sold singly, no breaks or specs; rows are added and removed. */
export const AddsPriceBreak: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Trade' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Minimum order/ })).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add price break' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Break 1: from quantity' }), '50');
    await expect(args.onChange).toHaveBeenLastCalledWith('priceTiers', [
      { minQuantity: '50', price: '' },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add spec' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Spec 1: label' }), 'Width');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove price break 1' }));
    await expect(canvas.queryByRole('textbox', { name: 'Break 1: from quantity' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith('priceTiers', []);
  },
};

/** A stored product's terms: SKU, minimum, pack, lead time, two breaks and its specs. */
export const Filled: Story = {
  args: { values: lamp },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /SKU/ })).toHaveValue('EH-LGT-002');
    await expect(canvas.getByRole('textbox', { name: /Pack size/ })).toHaveValue('2');
    await expect(canvas.getByRole('textbox', { name: 'Break 2: unit price (USD)' })).toHaveValue(
      '214.5',
    );
    await expect(canvas.getByRole('textbox', { name: 'Spec 1: value' })).toHaveValue('185 cm');
  },
};

/** Each message beside its field; a row's message beside that row's first field. */
export const Errors: Story = {
  args: {
    values: {
      ...lamp,
      sku: 'EH-MIR-001',
      moq: '0',
      priceTiers: [
        { minQuantity: '200', price: '229' },
        { minQuantity: 'x', price: '214.5' },
      ],
    },
    errors: {
      sku: 'Another product already has the SKU EH-MIR-001',
      moq: 'Minimum order must be a whole number from 1 to 99999',
      priceTiers: 'Row 2: Each price break needs a quantity from 2 to 99999',
      specs: 'Price break quantities must increase and their prices must fall',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /SKU/ })).toHaveAccessibleDescription(
      /Another product already has the SKU EH-MIR-001/,
    );
    await expect(canvas.getByRole('textbox', { name: /Minimum order/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Break 2: from quantity' }),
    ).toHaveAccessibleDescription('Row 2: Each price break needs a quantity from 2 to 99999');
    await expect(
      canvas.getByRole('textbox', { name: 'Break 1: from quantity' }),
    ).not.toHaveAttribute('aria-invalid');
    // A message about the whole list shows under it.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Price break quantities must increase and their prices must fall',
    );
  },
};
