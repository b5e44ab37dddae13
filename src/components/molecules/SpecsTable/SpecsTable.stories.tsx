import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SpecsTable } from './SpecsTable';
import { textsOf } from '@fixtures/steps';

const meta = {
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
} satisfies Meta<typeof SpecsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each spec is a row headed by its label. */
export const ListsSpecs: Story = {
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
};

/** A long unbroken value wraps inside the table instead of widening the page. */
export const LongValue: Story = {
  args: {
    specs: [
      { label: 'Material', value: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassembly' },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
  },
};
