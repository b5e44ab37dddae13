import { ICON_NAMES } from '@/components/atoms/Icon';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  component: IconButton,
  argTypes: {
    icon: { control: 'select', options: [...ICON_NAMES] },
    variant: { control: 'radio', options: ['plain', 'filled', 'overlay'] },
  },
  args: { icon: 'close' as const, label: 'Close', onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RaisesClick: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

export const Filled: Story = {
  args: { icon: 'filter', label: 'Show categories', variant: 'filled' },
};
export const Overlay: Story = {
  args: { icon: 'chevronRight', label: 'Next slide', variant: 'overlay' },
};

export const Disabled: Story = {
  args: { icon: 'minus', label: 'Decrease quantity', disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
