import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '@/components/atoms/Button';
import { ListBar } from './ListBar';

const onAdd = fn();

const meta = {
  title: 'Admin/ListBar',
  component: ListBar,
  args: {
    count: 3,
    one: 'slide',
    many: 'slides',
    children: <Button onClick={onAdd}>Add Slide</Button>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ListBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The count on the left, the Add button on the right. */
export const Default: Story = {};

/** Several entries take the plural; the button is the one given. */
export const CountsAndAdds: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 slides')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Slide' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

/** One entry takes the singular. */
export const One: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 slide')).toBeVisible();
  },
};
