import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEFAULT_CONTAINER_TYPES } from '@/domain/shipping';
import { ShippingFacts } from './ShippingFacts';

/** The text of a row's cells. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const meta = {
  component: ShippingFacts,
  args: {
    // The walnut mirror: one to an 88 × 88 × 10 cm carton of 9.5 kg.
    carton: { lengthCm: 88, widthCm: 88, heightCm: 10, grossKg: 9.5, units: 1 },
    size: { widthCm: 80, depthCm: 4, heightCm: 80, weightKg: 7.8 },
    hsCode: '7009.92',
    origin: 'CN',
    containers: DEFAULT_CONTAINER_TYPES,
    children: <h2 id="shipping">Shipping</h2>,
    headingId: 'shipping',
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ShippingFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The mirror's figures, by hand: 0.07744 m³ a carton; 28 / 0.07744 = 361 in a 20' GP. */
export const UnitsPerContainer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Shipping' })).toBeVisible();
    await expect(canvas.getByText('88 × 88 × 10 cm')).toBeVisible();
    await expect(canvas.getByText('0.077 m³')).toBeVisible();
    await expect(canvas.getByText('China')).toBeVisible();
    // units, then by volume and by weight (28,180 / 9.5 = 2,966)
    await expect(cells(canvas.getByRole('row', { name: /20' GP/ }))).toEqual([
      '361 (volume limits)',
      '361',
      '2,966',
    ]);
    await expect(cells(canvas.getByRole('row', { name: /40' HQ/ }))[0]).toBe('878 (volume limits)');
  },
};

/** Heavy goods: the payload decides. */
export const WeightLimited: Story = {
  args: {
    carton: { lengthCm: 50, widthCm: 50, heightCm: 50, grossKg: 200, units: 1 },
    size: undefined,
    hsCode: undefined,
  },
  play: async ({ canvas }) => {
    // by volume 28 / 0.125 = 224, by weight 28,180 / 200 = 140
    await expect(cells(canvas.getByRole('row', { name: /20' GP/ }))).toEqual([
      '140 (weight limits)',
      '224',
      '140',
    ]);
  },
};

export const Imperial: Story = {
  args: { system: 'imperial' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('34.6 × 34.6 × 3.9 in')).toBeVisible();
    await expect(canvas.getByText('20.9 lb')).toBeVisible();
  },
};

/** Part of the carton known: what there is shows, but no container counts. */
export const Incomplete: Story = {
  args: { carton: { lengthCm: 88, widthCm: 88, heightCm: 10 }, size: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('88 × 88 × 10 cm')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { carton: undefined, size: undefined, hsCode: undefined, origin: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ask us for carton sizes and weights.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
