import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartChanges } from './CartChanges';

const meta = {
  component: CartChanges,
  args: {
    removed: [{ id: 4, name: 'Sable Linen Duvet Cover' }],
    repriced: [{ id: 1, name: 'Aldana Round Walnut Wall Mirror', from: 189.99, to: 174.5 }],
    onDismiss: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CartChanges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product gone from the catalogue and a price that moved, each said in one line. */
export const RemovedAndRepriced: Story = {
  play: async ({ args, canvas }) => {
    const notice = canvas.getByRole('region', {
      name: 'Your cart was updated to the latest catalogue',
    });
    await expect(notice).toHaveTextContent(
      'Sable Linen Duvet Cover was removed: it is no longer in the catalogue.',
    );
    await expect(notice).toHaveTextContent(
      'Aldana Round Walnut Wall Mirror now costs $174.50 (was $189.99).',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const OnlyRemoved: Story = {
  args: { repriced: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};
