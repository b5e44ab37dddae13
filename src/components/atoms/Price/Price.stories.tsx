import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';

const meta = {
  component: Price,
  args: { value: 189.99 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CarriesValue: Story = {
  play: async ({ canvas }) => {
    const price = canvas.getByText('$189.99');
    await expect(price).toHaveAttribute('value', '189.99');
  },
};

/** Whole amounts still show two decimals. */
export const WholeAmount: Story = {
  args: { value: 900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$900.00')).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', value: 899.99 } };

export const LongText: Story = {
  args: { value: 1234567.89, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234,567.89')).toBeInTheDocument();
  },
};
