import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { CatalogueChange } from '@/domain/publishing';
import { UnpublishedChanges } from './UnpublishedChanges';
import { textsOf } from '@fixtures/steps';
import { organismMeta } from '@fixtures/organisms';

const changes: CatalogueChange[] = [
  { entity: 'products', kind: 'added', id: 43, label: 'Draft Stool' },
  { entity: 'products', kind: 'changed', id: 3, label: 'Oak Table', fields: ['price'] },
  { entity: 'products', kind: 'removed', id: 7, label: 'Lumen Lamp' },
  { entity: 'siteSettings', kind: 'changed', id: 'contactEmail', label: 'Contact email' },
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
      'Changed Oak Table (product 3) (price)',
      'Removed Lumen Lamp (product 7)',
    ]);
    await expect(canvas.getByRole('region', { name: 'Site settings' })).toHaveTextContent(
      'Changed Contact email',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
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
