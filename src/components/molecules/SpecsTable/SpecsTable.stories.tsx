import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { SpecsTable } from './SpecsTable';
import { textsOf } from '@fixtures/steps';

const meta = preview.meta({
  component: SpecsTable,
  args: {
    'aria-label': 'Specifications',
    specs: [
      { label: 'Diameter', value: '80 cm' },
      { label: 'Frame', value: 'Solid walnut' },
      { label: 'Finish', value: 'Hand-rubbed oil' },
      { label: 'Carton size', value: '88 × 88 × 10 cm, 1 piece, 9.5 kg' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 520, padding: 16 }}>{Story()}</div>],
});

export const Default = meta.story();

/** Each spec is a row headed by its label. */
export const ListsSpecs = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Specifications' });
    await expect(textsOf(table, 'rowheader')).toEqual([
      'Diameter',
      'Frame',
      'Finish',
      'Carton size',
    ]);
    await expect(canvas.getByRole('cell', { name: 'Solid walnut' })).toBeVisible();
  },
});

/** A long unbroken value wraps inside the table instead of widening the page. */
export const LongValue = meta.story({
  args: {
    specs: [
      { label: 'Material', value: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassembly' },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
  },
});
