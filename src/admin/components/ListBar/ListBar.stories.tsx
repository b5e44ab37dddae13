import preview from '#.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '@/components/atoms/Button';
import { ListBar } from './ListBar';

const onAdd = fn();

const meta = preview.meta({
  title: 'Admin/ListBar',
  component: ListBar,
  args: {
    count: 3,
    one: 'slide',
    many: 'slides',
    children: <Button onClick={onAdd}>Add Slide</Button>,
  },
  parameters: { layout: 'padded' },
});

/** The count on the left, the Add button on the right. */
export const Default = meta.story();

/** Several entries take the plural; the button is the one given. */
export const CountsAndAdds = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 slides')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Slide' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
});

/** One entry takes the singular. */
export const One = meta.story({
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 slide')).toBeVisible();
  },
});
