import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DEFAULT_CONTAINER_TYPES, fillOf, lineLoad, type Carton } from '@/domain/shipping';
import { FillMeter } from './FillMeter';

const [GP20, GP40, HQ40] = DEFAULT_CONTAINER_TYPES;
/** A three-seater sofa: one to a carton, 1.53 m³ and 68 kg. */
const sofa: Carton = { lengthCm: 220, widthCm: 95, heightCm: 73, grossKg: 68, units: 1 };
/** Marble table tops: small and heavy. */
const marble: Carton = { lengthCm: 50, widthCm: 50, heightCm: 50, grossKg: 200, units: 1 };

const twelveSofas = lineLoad(12, sofa);

const meta = {
  component: FillMeter,
  args: { fill: fillOf(twelveSofas, GP20!), load: twelveSofas, suggested: true },
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof FillMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The meters say their percentages in words, not only as bars. */
export const ReadsInWords: Story = {
  play: async ({ canvas }) => {
    const volume = canvas.getByRole('meter', { name: "Volume used in one 20' GP" });
    // 12 × 2.2 × 0.95 × 0.73 m = 18.31 m³ of 28
    await expect(volume).toHaveAttribute('aria-valuetext', '65% of the volume');
    const payload = canvas.getByRole('meter', { name: "Payload used in one 20' GP" });
    await expect(payload).toHaveAttribute('aria-valuetext', '3% of the payload');
    await expect(canvas.getByText('Smallest that fits')).toBeVisible();
    await expect(canvas.getByText(/18\.31 m³ of 28 m³/)).toBeVisible();
  },
};

/** A larger type the order also fits in, not the one suggested. */
export const Fits: Story = {
  args: { fill: fillOf(twelveSofas, HQ40!), suggested: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fits')).toBeVisible();
  },
};

/** An order larger than one container of this type says how many it needs. */
export const Overfull: Story = {
  args: { fill: fillOf(lineLoad(80, sofa), GP40!), load: lineLoad(80, sofa), suggested: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Needs 3')).toBeVisible();
    const volume = canvas.getByRole('meter', { name: "Volume used in one 40' GP" });
    await expect(volume).toHaveValue(100);
    await expect(volume).toHaveAttribute('aria-valuetext', '210% of the volume');
  },
};

/** Heavy goods: the payload runs out long before the volume. */
export const WeightLimited: Story = {
  args: {
    fill: fillOf(lineLoad(150, marble), GP20!),
    load: lineLoad(150, marble),
    suggested: false,
  },
  play: async ({ canvas }) => {
    const payload = canvas.getByRole('meter', { name: "Payload used in one 20' GP" });
    await expect(payload).toHaveAttribute('aria-valuetext', '106% of the payload');
    await expect(canvas.getByText('Needs 2')).toBeVisible();
  },
};

export const Imperial: Story = {
  args: { system: 'imperial' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/646\.56 ft³ of 988\.81 ft³/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    fill: fillOf({ cartons: 0, cbm: 0, grossKg: 0 }, GP20!),
    load: { cartons: 0, cbm: 0, grossKg: 0 },
    suggested: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: "Volume used in one 20' GP" })).toHaveAttribute(
      'aria-valuetext',
      '0% of the volume',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
