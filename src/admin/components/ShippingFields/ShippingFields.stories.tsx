import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { draftFromProduct, emptyProductDraft } from '@/admin/domain/forms';
import { products } from '@fixtures';
import { renderFields } from '@fixtures/controlled';
import { atViewport } from '@fixtures/viewports';
import { ShippingFields } from './ShippingFields';

const empty = emptyProductDraft();
const mirror = draftFromProduct(products[0]!);

const meta = {
  title: 'Organisms/ShippingFields',
  component: ShippingFields,
  args: { values: empty, onChange: fn(), errors: {} },
  parameters: { layout: 'padded' },
  render: renderFields(ShippingFields),
} satisfies Meta<typeof ShippingFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The walnut mirror's carton, size, HS code and origin; its CBM worked out, never typed. */
export const Filled: Story = {
  args: { values: mirror },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Carton length (cm)' })).toHaveValue('88');
    await expect(canvas.getByRole('textbox', { name: 'Gross weight (kg)' })).toHaveValue('9.5');
    // 88 × 88 × 10 cm = 77,440 cm³ = 0.077 m³
    await expect(canvas.getByText('0.077 m³')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Country of origin/ })).toHaveValue('CN');
    await expect(canvas.getByText('Shown as China (CN).')).toBeVisible();
  },
};

/** Typing the carton's figures works the CBM out as soon as all five are in. */
export const TypesCarton: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('CBM per carton is worked out once all five figures are in.'),
    ).toBeVisible();
    const figures: [string, string][] = [
      ['Carton length (cm)', '152'],
      ['Carton width (cm)', '46'],
      ['Carton height (cm)', '34'],
      ['Gross weight (kg)', '21'],
      ['Units per carton', '2'],
    ];
    for (const [name, value] of figures)
      await userEvent.type(canvas.getByRole('textbox', { name }), value);
    // 152 × 46 × 34 cm = 237,728 cm³
    await expect(canvas.getByText('0.238 m³')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('carton', {
      lengthCm: '152',
      widthCm: '46',
      heightCm: '34',
      grossKg: '21',
      units: '2',
    });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Country of origin/ }),
      'VN',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('origin', 'VN');
  },
};

/** Each message shows beside the figure it is about. */
export const Errors: Story = {
  args: {
    values: { ...mirror, carton: { ...mirror.carton, widthCm: '', units: '0' }, hsCode: '70.09' },
    errors: {
      'carton.widthCm': 'Carton width must be a number from 1 to 600 cm',
      'carton.units': 'Units per carton must be a whole number from 1 to 99999',
      hsCode: 'Use an HS code of 6 to 10 digits, dots allowed (e.g. 7009.92)',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Carton width (cm)' }),
    ).toHaveAccessibleDescription(/Carton width must be a number from 1 to 600 cm/);
    await expect(canvas.getByRole('textbox', { name: /HS code/ })).toBeInvalid();
  },
};

/** A phone's width: the figures wrap two to a row. */
export const Mobile: Story = { args: { values: mirror }, ...atViewport('phone390') };
