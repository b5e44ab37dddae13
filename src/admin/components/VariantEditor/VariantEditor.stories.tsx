import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { draftFromProduct } from '@/admin/domain/forms';
import type { Product } from '@/domain/types';
import { products } from '@fixtures';
import { variantMirror } from '@fixtures/variants';
import { VariantEditor, type VariantChange, type VariantEditorProps } from './VariantEditor';

const mirror = draftFromProduct({ ...products[0]!, ...variantMirror } as Product);
const terms = {
  id: 1,
  sku: mirror.sku,
  price: mirror.price,
  priceTiers: mirror.priceTiers,
  moq: mirror.moq,
  packSize: mirror.packSize,
};

const meta = {
  title: 'Organisms/VariantEditor',
  component: VariantEditor,
  args: {
    options: [],
    variants: [],
    onChange: fn(),
    product: { ...terms, sku: 'EH-CON-010', price: '420', priceTiers: [], moq: '5', packSize: '1' },
    taken: new Set(['EH-MIR-001']),
  },
  parameters: { layout: 'padded' },
  render: function Render(args: VariantEditorProps) {
    const [state, setState] = useState<VariantChange>({
      options: args.options,
      variants: args.variants,
    });
    return (
      <VariantEditor
        {...args}
        {...state}
        onChange={(change) => {
          args.onChange(change);
          setState(change);
        }}
      />
    );
  },
} satisfies Meta<typeof VariantEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product sold as one item: no options yet, only the button to add one. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Options and variants' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add option' })).toBeEnabled();
  },
};

/**
 * The owner declares Size with two values (Enter adds one, the button the other): two variants
 * are generated with SKUs from the product's, and one's price is typed in its row.
 */
export const DeclaresOption: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add option' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Option 1 name' }), 'Size');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Add a value to Size' }),
      '60 cm{Enter}',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a value to Size' }), '80 cm');
    await userEvent.click(canvas.getByRole('button', { name: 'Add value' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: 'SKU for 60 cm' })).toHaveValue(
      'EH-CON-010-60CM',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price for 80 cm' }), '455');
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as VariantChange;
    await expect(last.options).toEqual([{ name: 'Size', values: '60 cm, 80 cm' }]);
    await expect(last.variants.map((v) => [v.sku, v.price])).toEqual([
      ['EH-CON-010-60CM', ''],
      ['EH-CON-010-80CM', '455'],
    ]);
    // A value twice is refused at its field.
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Add a value to Size' }),
      '80 CM{Enter}',
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Add a value to Size' }),
    ).toHaveAccessibleDescription(/Size already has 80 CM/);
  },
};

/** The walnut mirror: five variants of Size by Frame, each row's SKU, price, minimum and pack. */
export const Mirror: Story = {
  args: { options: mirror.options, variants: mirror.variants, product: terms },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: 'Price for 60 cm / Walnut' })).toHaveValue(
      '129.99',
    );
    await expect(
      canvas.getByRole('combobox', { name: 'Availability for 60 cm / Oak' }),
    ).toHaveValue('discontinued');
    // A blank cell shows the product's value it takes.
    await expect(canvas.getByRole('textbox', { name: 'Price for 80 cm / Walnut' })).toHaveAttribute(
      'placeholder',
      '189.99',
    );
  },
};

/** Bulk changes on a selection: prices up 10 % on two rows, then a minimum on every row. */
export const BulkChanges: Story = {
  args: { options: mirror.options, variants: mirror.variants, product: terms },
  play: async ({ args, canvas }) => {
    const apply = canvas.getByRole('button', { name: 'Apply to selected' });
    await expect(apply).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select 60 cm / Walnut' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select 80 cm / Walnut' }));
    await expect(canvas.getByText('2 of 5 variants selected')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Change' }), 'raisePrices');
    await userEvent.type(canvas.getByRole('textbox', { name: 'By (%)' }), '10');
    await userEvent.click(apply);
    // Its own price raised; the one taking the product's gets the product's raised, breaks too.
    await expect(canvas.getByRole('textbox', { name: 'Price for 60 cm / Walnut' })).toHaveValue(
      '142.99',
    );
    await expect(canvas.getByRole('textbox', { name: 'Price for 80 cm / Walnut' })).toHaveValue(
      '208.99',
    );
    await expect(canvas.getByRole('textbox', { name: 'Price for 100 cm / Walnut' })).toHaveValue(
      '249',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select every variant' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Change' }), 'setMoq');
    await userEvent.type(canvas.getByRole('textbox', { name: 'To' }), '12');
    await userEvent.click(apply);
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as VariantChange;
    await expect(last.variants.map((v) => v.moq)).toEqual(['12', '12', '12', '12', '12']);
    // A percentage that is not one is said at its field, and nothing changes.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Change' }), 'raisePrices');
    await userEvent.type(canvas.getByRole('textbox', { name: 'By (%)' }), 'ten');
    await userEvent.click(apply);
    await expect(canvas.getByRole('textbox', { name: 'By (%)' })).toHaveAccessibleDescription(
      /Type a percentage/,
    );
  },
};

/** Removing a value asks first, naming the variants it takes; keeping them changes nothing. */
export const RemoveValueAsksFirst: Story = {
  args: { options: mirror.options, variants: mirror.variants, product: terms },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 100 cm from Size' }));
    const ask = canvas.getByRole('alertdialog');
    await expect(ask).toHaveTextContent(
      'Remove 100 cm from Size? 1 variant goes with it, with what it sets: EH-MIR-001-100-WAL.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep them' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 100 cm from Size' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the variant' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as VariantChange;
    await expect(last.options[0]).toEqual({ name: 'Size', values: '60 cm, 80 cm' });
  },
};

/** Pictures for an option value: every Oak variant gets the pictures chosen for Oak. */
export const ValuePictures: Story = {
  args: { options: mirror.options, variants: mirror.variants, product: terms },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Pictures for an option value' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: /Pictures for/ })).toBeNull();
    await userEvent.click(toggle);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Pictures for/ }),
      'Frame=Oak',
    );
    const pictures = canvas.getByRole('group', { name: 'Pictures of Frame: Oak' });
    await expect(within(pictures).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(pictures).getAllByRole('button', { name: /Remove/ })[0]!);
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as VariantChange;
    await expect(
      last.variants.filter((v) => v.options.Frame === 'Oak').map((v) => v.images),
    ).toEqual([[], []]);
    await expect(
      last.variants.filter((v) => v.options.Frame === 'Walnut').every((v) => v.images.length === 1),
    ).toBe(true);
  },
};

/**
 * The 100 cm mirror ships in a larger carton: the owner opens the variant's carton and size,
 * chooses it and types its carton; the CBM is worked out and the variant is marked as packed its
 * own way. The other variants keep the product's carton.
 */
export const VariantCarton: Story = {
  args: { options: mirror.options, variants: mirror.variants, product: terms },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Carton and size of a variant' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const variant = canvas.getByRole('combobox', { name: /^Variant/ });
    await userEvent.selectOptions(variant, '100 cm / Walnut');
    const part = canvas.getByRole('group', { name: 'Carton and size of 100 cm / Walnut' });
    const figures: [string, string][] = [
      ['Carton length (cm)', '108'],
      ['Carton width (cm)', '108'],
      ['Carton height (cm)', '10'],
      ['Gross weight (kg)', '13.5'],
      ['Units per carton', '1'],
    ];
    for (const [name, value] of figures)
      await userEvent.type(within(part).getByRole('textbox', { name }), value);
    // 108 × 108 × 10 cm = 116,640 cm³ = 0.117 m³
    await expect(within(part).getByText('0.117 m³')).toBeVisible();
    await expect(within(part).queryByRole('textbox', { name: /HS code/ })).toBeNull();
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as VariantChange;
    await expect(last.variants.map((v) => v.carton.lengthCm)).toEqual(['', '', '', '', '108']);
    await expect(last.variants[4]!.carton).toEqual({
      lengthCm: '108',
      widthCm: '108',
      heightCm: '10',
      grossKg: '13.5',
      units: '1',
    });
    await expect(
      within(variant).getByRole('option', { name: '100 cm / Walnut (own carton)' }),
    ).toBeInTheDocument();
  },
};

/** A variant's carton with a message: the part opens at that variant, the message at its figure. */
export const VariantCartonError: Story = {
  args: {
    options: mirror.options,
    variants: mirror.variants,
    product: terms,
    errors: {
      rows: [undefined, undefined, undefined, { 'carton.grossKg': 'Gross weight is too high' }],
    },
  },
  play: async ({ canvas }) => {
    const part = canvas.getByRole('group', { name: 'Carton and size of 80 cm / Oak' });
    const weight = within(part).getByRole('textbox', { name: 'Gross weight (kg)' });
    await expect(weight).toBeInvalid();
    await expect(weight).toHaveAccessibleDescription(/Gross weight is too high/);
  },
};

/** Each row's message at its cell, the cell marked invalid. */
export const Errors: Story = {
  args: {
    options: mirror.options,
    variants: mirror.variants,
    product: terms,
    errors: {
      rows: [
        undefined,
        { sku: 'Another product already has the SKU EH-MIR-001-60-OAK' },
        { price: 'Please enter a valid price' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const sku = canvas.getByRole('textbox', { name: 'SKU for 60 cm / Oak' });
    await expect(sku).toBeInvalid();
    await expect(sku).toHaveAccessibleDescription(
      'Another product already has the SKU EH-MIR-001-60-OAK',
    );
    await expect(canvas.getByRole('textbox', { name: 'Price for 80 cm / Walnut' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Price for 60 cm / Walnut' })).toBeValid();
  },
};

/** At 390 px the table scrolls sideways inside its box; the page itself does not. */
export const Phone: Story = {
  args: { options: mirror.options, variants: mirror.variants, product: terms },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
