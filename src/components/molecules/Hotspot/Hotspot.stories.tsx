import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longTextProduct, offlineImage } from '@fixtures';
import { Hotspot } from './Hotspot';

const room = offlineImage('Living room', '#b9a58c', 1200, 800);

const meta = {
  component: Hotspot,
  args: {
    name: 'Harbor Three-Seater Linen Sofa',
    price: 749.99,
    position: { x: 45, y: 68 },
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <div style={{ position: 'relative', maxWidth: 720, aspectRatio: '3 / 2' }}>
          <img src={room} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          {Story()}
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof Hotspot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard focus reveals the name and price; Enter selects; Escape hides the tooltip. */
export const ShowsOnFocus: Story = {
  play: async ({ args, canvas, step }) => {
    const marker = canvas.getByRole('button', { name: 'Harbor Three-Seater Linen Sofa' });
    const tooltip = canvas.getByRole('tooltip', { hidden: true });

    await step('hidden until focused', async () => {
      await expect(tooltip).not.toBeVisible();
      await userEvent.tab();
      await expect(marker).toHaveFocus();
      await waitFor(() => expect(tooltip).toBeVisible());
      await expect(within(tooltip).getByText('Harbor Three-Seater Linen Sofa')).toBeVisible();
      await expect(within(tooltip).getByText('$749.99')).toBeVisible();
      await expect(marker).toHaveAccessibleDescription('$749.99');
    });

    await step('Enter selects the product', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledTimes(1);
    });

    await step('Escape dismisses the tooltip without moving focus', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(tooltip).not.toBeVisible());
      await expect(marker).toHaveFocus();
    });
  },
};

/** A click (or tap) selects the product and leaves the tooltip showing on the focused marker. */
export const PointerSelect: Story = {
  play: async ({ args, canvas }) => {
    const marker = canvas.getByRole('button', { name: 'Harbor Three-Seater Linen Sofa' });
    await userEvent.click(marker);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
  },
};

/** The product was deleted: the tooltip says so. */
export const Missing: Story = {
  args: { missing: true, price: undefined },
  play: async ({ canvas }) => {
    const marker = canvas.getByRole('button', { name: 'Harbor Three-Seater Linen Sofa' });
    marker.focus();
    await expect(marker).toHaveAccessibleDescription('This product is no longer available');
    await waitFor(() =>
      expect(canvas.getByText('This product is no longer available')).toBeVisible(),
    );
  },
};

/** Near the top-right corner the tooltip opens below and to the left. */
export const NearEdge: Story = {
  args: { position: { x: 92, y: 8 } },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button').focus();
    const tooltip = canvas.getByRole('tooltip', { hidden: true });
    await waitFor(() => expect(tooltip).toBeVisible());
    const box = tooltip.getBoundingClientRect();
    const frame = (canvasElement.querySelector('img') as HTMLElement).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
    await expect(box.top).toBeGreaterThanOrEqual(frame.top);
  },
};

export const LongText: Story = {
  args: { name: longTextProduct.name, price: longTextProduct.price },
  play: async ({ canvas }) => {
    canvas.getByRole('button').focus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
