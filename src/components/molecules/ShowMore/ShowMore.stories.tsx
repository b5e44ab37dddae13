import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ShowMore } from './ShowMore';
import { expectCalledOnceWith } from '@fixtures/steps';

const meta = {
  component: ShowMore,
  args: { shown: 24, total: 60, onShowMore: fn() },
} satisfies Meta<typeof ShowMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsMore: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Showing 24 of 60 products')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more (36 remaining)' }));
    await expectCalledOnceWith(args.onShowMore, 'button');
  },
};

/** With `auto`, the sentinel asks for more as soon as it is near the viewport. */
export const Auto: Story = {
  args: { auto: true },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onShowMore).toHaveBeenCalledWith('auto'));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

/** Everything is shown: the progress line stays, the button goes. */
export const AllShown: Story = {
  args: { shown: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 60 of 60 products')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { shown: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('button')).toBeNull();
  },
};

export const LongText: Story = { args: { shown: 24, total: 1234567 } };

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
