import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Price } from './Price';

const meta = preview.meta({
  component: Price,
  args: { value: 189.99 },
  parameters: { layout: 'centered' },
});

export const Default = meta.story();

export const CarriesValue = meta.story({
  play: async ({ canvas }) => {
    const price = canvas.getByText('$189.99');
    await expect(price).toHaveAttribute('value', '189.99');
  },
});

/** Whole amounts still show two decimals. */
export const WholeAmount = meta.story({
  args: { value: 900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$900.00')).toBeInTheDocument();
  },
});

export const Small = meta.story({ args: { size: 'sm' } });
export const Large = meta.story({ args: { size: 'lg', value: 899.99 } });

export const LongText = meta.story({
  args: { value: 1234567.89, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234,567.89')).toBeInTheDocument();
  },
});
