import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FIELD_MESSAGES, PRODUCT_FIELDS } from '@/domain/schemas';
import { CSV_MESSAGES, type CsvImportPlan } from '../../domain/productCsv';
import { ProductCsvTransfer } from './ProductCsvTransfer';
import { exportsAndImports, readingStory, showsAlert } from '@fixtures/adminPlay';
import { textsOf } from '@fixtures/steps';
import { organismMeta } from '@fixtures/organisms';

const changes: CsvImportPlan['changes'] = [
  {
    id: 1,
    name: 'Minimalist Round Mirror',
    sku: 'EH-MIR-001',
    row: 2,
    fields: [
      { field: 'price', before: '45', after: '44' },
      { field: 'priceTiers', before: '50:39.5|200:35', after: '50:39|200:34.5' },
    ],
    update: { price: 44 },
  },
  {
    id: 4,
    name: 'LED Floor Lamp',
    sku: '',
    row: 5,
    fields: [
      { field: 'packSize', before: '1', after: '6' },
      { field: 'leadTimeDays', before: '', after: '14' },
    ],
    update: { packSize: 6 },
  },
];

const withChanges = {
  fileName: 'elifehome-products-2026-11-26.csv',
  plan: { changes, unchanged: 5, errors: [] },
};

const withErrors = {
  fileName: 'prices-autumn.csv',
  plan: {
    changes,
    unchanged: 3,
    errors: [
      { row: 3, column: 'price', message: PRODUCT_FIELDS.fields.price.message! },
      { row: 3, column: 'moq', message: PRODUCT_FIELDS.fields.moq.message! },
      { row: 6, column: 'priceTiers', message: FIELD_MESSAGES.tiersNotIncreasing },
      { row: 7, column: 'sku', message: CSV_MESSAGES.unknownSku('EH-NOPE-9') },
      { row: 8, message: CSV_MESSAGES.rowShape },
    ],
  },
};

const meta = {
  title: 'Organisms/ProductCsvTransfer',
  component: ProductCsvTransfer,
  ...organismMeta({}, 'onExport', 'onImportFile', 'onApply', 'onCancel'),
} satisfies Meta<typeof ProductCsvTransfer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Export and import, before a file is chosen. */
export const Default: Story = {};

/** The buttons: export, and a CSV picked for import. */
export const Choosing: Story = {
  play: exportsAndImports({
    exportLabel: 'Export products (CSV)',
    importLabel: 'Import products (CSV)',
    accept: '.csv,text/csv',
    file: new File(['sku,price\nEH-MIR-001,44\n'], 'prices.csv', { type: 'text/csv' }),
    notOffered: /^Apply/,
  }),
};

/** A valid file: each changed product and field, old and new, the counts, and Apply. */
export const PreviewWithChanges: Story = {
  args: { preview: withChanges },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/2 products change/).parentElement).toHaveTextContent(
      '2 products change, 5 unchanged',
    );
    const table = canvas.getByRole('table', { name: 'Changes' });
    const mirror = within(table).getAllByRole('row', { name: /Minimalist Round Mirror/ });
    await expect(textsOf(mirror[0]!, 'cell')).toEqual(['Price', '45', '44']);
    const tiers = within(table).getByRole('row', { name: /Price breaks/ });
    await expect(tiers).toHaveTextContent('50:39.5|200:3550:39|200:34.5');
    // A product without a SKU is named by its id; a blank value reads 'none'.
    await expect(within(table).getByText('id 4')).toBeVisible();
    await expect(within(table).getByRole('row', { name: /Lead time/ })).toHaveTextContent('none14');
    await expect(canvas.queryByRole('region', { name: 'Rows with errors' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply 2 changes' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

/** A file with bad rows: each listed by row, column and reason; Apply is off and says why. */
export const PreviewWithErrors: Story = {
  args: { preview: withErrors },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/4 rows have errors/)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Rows with errors' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.textContent)).toEqual([
      `3price${PRODUCT_FIELDS.fields.price.message!}`,
      `3moq${PRODUCT_FIELDS.fields.moq.message!}`,
      `6priceTiers${FIELD_MESSAGES.tiersNotIncreasing}`,
      `7sku${CSV_MESSAGES.unknownSku('EH-NOPE-9')}`,
      `8whole row${CSV_MESSAGES.rowShape}`,
    ]);
    const apply = canvas.getByRole('button', { name: 'Apply 2 changes' });
    await expect(apply).toBeDisabled();
    await expect(apply).toHaveAccessibleDescription(
      'Nothing is applied while any row has an error: fix those 4 rows in the file and choose it again.',
    );
    await userEvent.click(apply);
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** A file that matches the catalogue: nothing to apply. */
export const NoChanges: Story = {
  args: { preview: { fileName: 'unchanged.csv', plan: { changes: [], unchanged: 7, errors: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/0 products change/).parentElement).toHaveTextContent(
      '0 products change, 7 unchanged',
    );
    await expect(
      canvas.getByRole('button', { name: 'Apply 0 changes' }),
    ).toHaveAccessibleDescription('Nothing to apply: every row matches the catalogue.');
  },
};

/** Apply pressed: the button says so and nothing can be pressed twice. */
export const Applying: Story = {
  args: { preview: withChanges, busy: 'apply' },
  play: async ({ args, canvas }) => {
    const apply = canvas.getByRole('button', { name: 'Applying...' });
    await expect(apply).toBeDisabled();
    await userEvent.click(apply);
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByLabelText('Import products (CSV)')).toBeDisabled();
  },
};

/** Reading a picked file. */
export const Loading: Story = readingStory('Export products (CSV)');

/** A file refused whole (no sku column, too large, not a CSV). */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: CSV_MESSAGES.noHeader },
  play: showsAlert(CSV_MESSAGES.noHeader),
};

/** A 120-character name, a long unbroken price-break cell, a 7-digit price, 150 changes. */
export const LongText: Story = {
  args: {
    preview: {
      fileName:
        'elifehome-products-before-the-autumn-trade-fair-with-new-price-breaks-for-every-mirror-2026-11-26.csv',
      plan: {
        unchanged: 0,
        errors: [],
        changes: Array.from({ length: 150 }, (_, i) => ({
          id: i + 1,
          name: `Antireflectioncoatedbevelledsilverglass floor mirror with a solid oak frame and brass corners, model ${i + 1}`,
          sku: `EH-MIR-${String(i + 1).padStart(3, '0')}`,
          row: i + 2,
          fields: [
            { field: 'price' as const, before: '1234567.5', after: '1234000' },
            {
              field: 'priceTiers' as const,
              before: '10:1200000|50:1100000|100:1000000|500:900000|1000:800000',
              after: '10:1199000|50:1099000|100:999000|500:899000|1000:799000',
            },
          ],
          update: {},
        })),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('and 50 more products')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply 150 changes' })).toBeEnabled();
  },
};

/** A phone: the tables scroll inside their box. */
export const Mobile: Story = {
  args: { preview: withErrors },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
