import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, ProductFlags } from './Badge';

const meta = {
  component: Badge,
  args: { variant: 'new' as const },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MarksVariant: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('NEW')).toHaveAttribute('data-variant', 'new');
  },
};

export const Bestseller: Story = {
  args: { variant: 'bestseller' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BESTSELLER')).toHaveAttribute('data-variant', 'bestseller');
  },
};

export const CustomLabel: Story = { args: { variant: 'bestseller', children: 'Top pick' } };

/** A product's flags together, as cards and pages show them: NEW first, and nothing for none. */
export const ProductsFlags: Story = {
  render: () => (
    <div>
      <ProductFlags data-testid="both" style={{ display: 'flex', gap: 4 }} isNew isBestseller />
      <ProductFlags data-testid="none" isNew={false} />
    </div>
  ),
  play: async ({ canvas }) => {
    const both = canvas.getByTestId('both');
    await expect(both).toHaveTextContent('NEWBESTSELLER');
    await expect(canvas.queryByTestId('none')).not.toBeInTheDocument();
  },
};
