import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

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
