import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CatalogueTransfer } from './CatalogueTransfer';
import { exportsAndImports, readingStory, showsAlert } from '@fixtures/adminPlay';
import { textsOf } from '@fixtures/steps';
import { organismMeta } from '@fixtures/organisms';

const pending = {
  fileName: 'elifehome-catalogue-2026-11-22.json',
  counts: {
    products: { current: 7, incoming: 42 },
    categories: { current: 6, incoming: 6 },
    sliderItems: { current: 3, incoming: 4 },
    inspirations: { current: 4, incoming: 4 },
    gallery: { current: 7, incoming: 31 },
  },
};

const meta = {
  title: 'Organisms/CatalogueTransfer',
  component: CatalogueTransfer,
  ...organismMeta({}, 'onExport', 'onImportFile', 'onConfirmImport', 'onCancelImport'),
} satisfies Meta<typeof CatalogueTransfer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ExportsAndImports: Story = {
  play: exportsAndImports({
    exportLabel: 'Export catalogue',
    importLabel: 'Import catalogue',
    accept: 'application/json,.json',
    file: new File(['{}'], 'backup.json', { type: 'application/json' }),
    notOffered: 'Replace catalogue',
  }),
};

export const Pending: Story = {
  args: { pending },
  play: async ({ args, canvas }) => {
    const ready = canvas.getByRole('region', { name: /Ready to import/ });
    await expect(ready).toHaveTextContent(pending.fileName);
    const row = within(ready).getByRole('row', { name: /Products/ });
    await expect(textsOf(row, 'cell')).toEqual(['7', '42']);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelImport).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Replace catalogue' }));
    await expect(args.onConfirmImport).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = readingStory('Export catalogue');

export const Exporting: Story = {
  args: { busy: 'export' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
  },
};

export const Importing: Story = {
  args: { pending, busy: 'import' },
  play: async ({ args, canvas }) => {
    const replace = canvas.getByRole('button', { name: 'Importing...' });
    await expect(replace).toBeDisabled();
    await userEvent.click(replace);
    await expect(args.onConfirmImport).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    error:
      'This file is not an ELIFEHOME catalogue: "products" is missing. Choose a file exported from this page.',
  },
  play: showsAlert('"products" is missing'),
};

export const LongText: Story = {
  args: {
    pending: {
      ...pending,
      fileName:
        'elifehome-catalogue-backup-before-the-autumn-collection-update-antireflectioncoatedbevelledsilverglass-2026.json',
      counts: { ...pending.counts, customPartFromANewerVersion: { current: 0, incoming: 1234567 } },
    },
  },
};

export const Mobile: Story = {
  args: { pending },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A refused file: the summary as the alert, every invalid entry listed below it, capped. */
export const InvalidEntries: Story = {
  args: {
    error: '12 of 40 products are invalid',
    problems: Array.from(
      { length: 12 },
      (_, i) => `Entry ${i * 3 + 1}, price: Please enter a valid price`,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('12 of 40 products are invalid');
    const list = canvas.getByRole('list', { name: 'Problems in the file' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByText('and 2 more')).toBeVisible();
  },
};
