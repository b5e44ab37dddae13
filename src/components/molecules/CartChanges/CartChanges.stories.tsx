import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartChanges } from './CartChanges';

const meta = {
  component: CartChanges,
  args: {
    removed: [{ key: '4', id: 4, name: 'Sable Linen Duvet Cover', reason: 'gone' }],
    repriced: [
      { key: '1', id: 1, name: 'Aldana Round Walnut Wall Mirror', from: 189.99, to: 174.5 },
    ],
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

/** Lines of variants: each named with its options, and why it went. */
export const Variants: Story = {
  args: {
    removed: [
      {
        key: '1/EH-MIR-001-60-OAK',
        id: 1,
        name: 'Aldana Round Wall Mirror',
        variantLabel: 'Size: 60 cm, Frame: Oak',
        reason: 'discontinued',
      },
      { key: '5', id: 5, name: 'Serene Linen Bedding Set', reason: 'chooseVariant' },
    ],
    repriced: [
      {
        key: '1/EH-MIR-001-80-WAL',
        id: 1,
        name: 'Aldana Round Wall Mirror',
        variantLabel: 'Size: 80 cm, Frame: Walnut',
        from: 189.99,
        to: 179,
      },
    ],
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region');
    await expect(notice).toHaveTextContent(
      'Aldana Round Wall Mirror (Size: 60 cm, Frame: Oak) was removed: that option is discontinued.',
    );
    await expect(notice).toHaveTextContent(
      'Serene Linen Bedding Set was removed: it now comes in options; choose one on its page.',
    );
    await expect(notice).toHaveTextContent(
      'Aldana Round Wall Mirror (Size: 80 cm, Frame: Walnut) now costs $179.00 (was $189.99).',
    );
  },
};

export const OnlyRemoved: Story = {
  args: { repriced: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};
