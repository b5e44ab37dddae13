import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Atoms/Badge',
  component: Badge,
  args: { variant: 'new' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MarksVariant: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('NEW')).toHaveAttribute('data-variant', 'new');
  },
};

export const Bestseller: Story = {
  args: { variant: 'bestseller' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('BESTSELLER')).toHaveAttribute(
      'data-variant',
      'bestseller',
    );
  },
};

export const CustomLabel: Story = { args: { variant: 'bestseller', children: 'Top pick' } };
