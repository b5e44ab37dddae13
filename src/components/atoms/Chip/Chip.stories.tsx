import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip } from './Chip';

const meta = {
  component: Chip,
  args: { children: 'Living Room', selected: false, onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A room filter: a toggle button whose state is announced through aria-pressed. */
export const Presses: Story = {
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'Living Room' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { children: 'All Rooms', selected: true },
  play: async ({ canvas }) => {
    const chip = canvas.getByRole('button', { name: 'All Rooms' });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A tag or popular-category chip navigates instead of toggling. */
export const AsLink: Story = {
  args: {
    to: '/products/tag/Minimalist',
    children: 'Minimalist',
    selected: undefined,
    onClick: undefined,
  },
  play: async ({ canvas }) => {
    const chip = canvas.getByRole('link', { name: 'Minimalist' });
    await expect(chip).toHaveAttribute('href', '/products/tag/Minimalist');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'Living Room' });
    await expect(chip).toBeDisabled();
    await userEvent.click(chip);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    children: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx and wooden mirrors',
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
};
