import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ShareButtons } from './ShareButtons';

const meta = {
  component: ShareButtons,
  args: { onShare: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ShareButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each button names its network and raises it; X shares through the 'twitter' intent. */
export const Shares: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Share this product' })).toBeInTheDocument();
    const expected = [
      ['Share on Facebook', 'facebook'],
      ['Share on X', 'twitter'],
      ['Share on Pinterest', 'pinterest'],
      ['Share on Instagram', 'instagram'],
      ['Share on TikTok', 'tiktok'],
    ] as const;
    for (const [name, target] of expected) {
      await userEvent.click(canvas.getByRole('button', { name }));
      await expect(args.onShare).toHaveBeenLastCalledWith(target);
    }
    await expect(args.onShare).toHaveBeenCalledTimes(5);
    await expect(canvas.queryByRole('button', { name: 'Share…' })).toBeNull();
  },
};

/** Where the device has a share sheet, 'Share…' offers it. */
export const WithNativeShare: Story = {
  args: { canNativeShare: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share…' }));
    await expect(args.onShare).toHaveBeenCalledWith('native');
  },
};

/** Keyboard: every button is a tab stop and Enter shares. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Share on Facebook' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShare).toHaveBeenCalledWith('twitter');
  },
};

export const Mobile: Story = {
  args: { canNativeShare: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
