import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { moveItem } from '../../domain/forms';
import type { SliderItem } from '@/domain/types';
import { sliderItems } from '@fixtures';
import { SliderList, type SliderListProps } from './SliderList';
import { emptyListAdds } from '@fixtures/steps';
import { clicksRaise, organismMeta } from '@fixtures/organisms';

/** Plays the page: applies each move with the domain rule so focus can be checked. */
function StatefulSliderList(args: SliderListProps) {
  const [items, setItems] = useState<SliderItem[]>(args.items);
  return (
    <SliderList
      {...args}
      items={items}
      onMove={(id, direction) => {
        args.onMove(id, direction);
        setItems((current) =>
          moveItem(
            current,
            current.findIndex((item) => item.id === id),
            direction,
          ),
        );
      }}
    />
  );
}

const [first, second, third] = sliderItems as [SliderItem, SliderItem, SliderItem];

const meta = {
  title: 'Organisms/SliderList',
  component: SliderList,
  ...organismMeta({ items: sliderItems }, 'onMove', 'onEdit', 'onDelete', 'onAdd'),
  render: (args) => <StatefulSliderList {...args} />,
} satisfies Meta<typeof SliderList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MovesAndEdits: Story = {
  play: async ({ args, canvas, step }) => {
    await step('The ends cannot move further', async () => {
      await expect(canvas.getByRole('button', { name: `Move ${first.caption} up` })).toBeDisabled();
      await expect(
        canvas.getByRole('button', { name: `Move ${third.caption} down` }),
      ).toBeDisabled();
      await expect(
        canvas.getByRole('button', { name: `Move ${first.caption} down` }),
      ).toBeEnabled();
    });
    await step('Edit, delete and add raise their callbacks with the item', async () => {
      await clicksRaise(canvas, [
        [`Edit ${second.caption}`, args.onEdit, second],
        [`Delete ${third.caption}`, args.onDelete, third],
        ['Add Slide', args.onAdd],
      ]);
    });
    await step('Moving down keeps focus on the moved slide', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Move ${first.caption} down` }));
      await expect(args.onMove).toHaveBeenCalledWith(first.id, 1);
      const positions = within(canvas.getByRole('list', { name: 'Slides' }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-slide-id'));
      await expect(positions).toEqual([second.id, first.id, third.id]);
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: `Move ${first.caption} down` })).toHaveFocus(),
      );
    });
    await step('At the end, focus moves to the other move button', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onMove).toHaveBeenLastCalledWith(first.id, 1);
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: `Move ${first.caption} up` })).toHaveFocus(),
      );
      await expect(
        canvas.getByRole('button', { name: `Move ${first.caption} down` }),
      ).toBeDisabled();
    });
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: emptyListAdds('No slides yet', 'Add Slide'),
};

/** One slide: both move buttons are disabled. */
export const SingleSlide: Story = {
  args: { items: [first] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Move ${first.caption} up` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Move ${first.caption} down` })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        ...first,
        caption:
          'Grand Venetian Bevelled Floor-Standing Metal Frame Mirrors with Antique Brass Finish Antireflectioncoatedbevelledsilverglass',
        buttonText: 'Request a wholesale quotation for the complete collection',
        buttonLink:
          '/products/category/mirrors_metal_frame_antireflectioncoatedbevelledsilverglass',
      },
      second,
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
