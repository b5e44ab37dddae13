import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { PublishChange } from '@/domain/publishing';
import { UnpublishedChanges } from './UnpublishedChanges';
import { textsOf } from '@fixtures/steps';
import { organismMeta } from '@fixtures/organisms';

const changes: PublishChange[] = [
  { entity: 'products', kind: 'added', id: 43, label: 'Draft Stool' },
  {
    entity: 'products',
    kind: 'changed',
    id: 3,
    label: 'Oak Table',
    fields: ['price', 'isBestseller'],
    details: [
      { field: 'price', label: 'Price', before: '$189.99', after: '$177.50' },
      { field: 'isBestseller', label: 'Bestseller', before: 'no', after: 'yes' },
    ],
  },
  { entity: 'products', kind: 'removed', id: 7, label: 'Lumen Lamp' },
  {
    entity: 'siteSettings',
    kind: 'changed',
    id: 'contactEmail',
    label: 'Contact email',
    details: [
      {
        field: 'contactEmail',
        label: 'Contact email',
        before: '"info@elifehome.example"',
        after: '"sales@elifehome.example"',
      },
    ],
  },
];

/** What a busy afternoon leaves: forty new products, prices, images in and out, settings. */
const longList: PublishChange[] = [
  ...Array.from({ length: 40 }, (_, i): PublishChange => ({
    entity: 'products',
    kind: 'added',
    id: 100 + i,
    label: `Harbour Oak Side Table, ${40 + i * 5} cm, natural oil finish`,
  })),
  changes[1]!,
  {
    entity: 'products',
    kind: 'changed',
    id: 2,
    label: 'Lumen Arc LED Floor Lamp',
    fields: ['images', 'description'],
    details: [
      {
        field: 'images',
        label: 'Images',
        before: 'lumen-arc-floor-lamp-1.jpg, lumen-arc-floor-lamp-2.jpg',
        after: 'lumen-arc-floor-lamp-1.jpg, IMG_20260114_153012-living-room-corner.jpg',
      },
      {
        field: 'description',
        label: 'Description',
        before: '"Arc floor lamp with a dimmable LED head and a marble base."',
        after: '"Arc floor lamp with a dimmable 2700 K LED head, a 40 kg Carrara marble base..."',
      },
    ],
  },
  {
    entity: 'gallery',
    kind: 'added',
    id: 'a',
    label: 'IMG_20260114_153012-living-room-corner.jpg',
  },
  { entity: 'gallery', kind: 'removed', id: 'b', label: 'gallery-6-arc-lamp.jpg' },
  changes[3]!,
  { entity: 'imageFiles', kind: 'removed', id: 'c', label: 'lumen-arc-floor-lamp-2.jpg' },
  { entity: 'imageFiles', kind: 'removed', id: 'd', label: 'gallery-6-arc-lamp.jpg' },
];

const meta = {
  title: 'Admin/UnpublishedChanges',
  component: UnpublishedChanges,
  ...organismMeta({ changes }, 'onDiscard', 'onRetry'),
} satisfies Meta<typeof UnpublishedChanges>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ListsAndDiscards: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '4 unpublished changes',
    );
    const products = canvas.getByRole('region', { name: 'Products' });
    const items = textsOf(products, 'listitem');
    await expect(items).toEqual([
      'Added Draft Stool (product 43)',
      'Changed Oak Table (product 3)Price: $189.99 → $177.50Bestseller: no → yes',
      // Each changed field is an item of its own, under the entry it belongs to.
      'Price: $189.99 → $177.50',
      'Bestseller: no → yes',
      'Removed Lumen Lamp (product 7)',
    ]);
    await expect(canvas.getByRole('region', { name: 'Site settings' })).toHaveTextContent(
      'Changed Contact email: "info@elifehome.example" → "sales@elifehome.example"',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

export const LongList: Story = {
  args: { changes: longList },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '47 unpublished changes',
    );
    await expect(
      canvas.getByRole('region', { name: 'Image files no longer used' }),
    ).toHaveTextContent('Removed gallery-6-arc-lamp.jpg');
  },
};

export const OneChange: Story = {
  args: { changes: changes.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '1 unpublished change',
    );
  },
};

export const NoChanges: Story = {
  args: { changes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '0 unpublished changes',
    );
    await expect(canvas.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The published catalogue could not be loaded',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
