import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_CONTAINER_TYPES, type PlannedLine, type UnitSystem } from '@/domain/shipping';
import { ContainerPlanner, type ContainerPlannerProps } from './ContainerPlanner';

/** The walnut mirror, one to an 88 × 88 × 10 cm carton of 9.5 kg. */
const mirror = { lengthCm: 88, widthCm: 88, heightCm: 10, grossKg: 9.5, units: 1 };
/** A three-seater sofa, one to a 220 × 95 × 73 cm carton of 68 kg. */
const sofa = { lengthCm: 220, widthCm: 95, heightCm: 73, grossKg: 68, units: 1 };
/** Bedding sets, six to a 60 × 40 × 45 cm carton of 14 kg. */
const bedding = { lengthCm: 60, widthCm: 40, heightCm: 45, grossKg: 14, units: 6 };

const fewLines: PlannedLine[] = [
  { key: 1, name: 'Aldana Round Walnut Wall Mirror', quantity: 50, carton: mirror },
  { key: 4, name: 'Harbor Three-Seater Sofa', quantity: 6, carton: sofa },
  { key: 5, name: 'Linen Bedding Set', quantity: 40, carton: bedding },
];

/** The planner with its unit switch working, as the cart page wires it. */
function Switching(props: ContainerPlannerProps) {
  const [system, setSystem] = useState<UnitSystem>(props.system);
  return (
    <ContainerPlanner
      {...props}
      system={system}
      onSystemChange={(next) => {
        props.onSystemChange(next);
        setSystem(next);
      }}
    />
  );
}

const meta = {
  component: ContainerPlanner,
  render: (args) => <Switching {...args} />,
  args: {
    lines: fewLines,
    containers: DEFAULT_CONTAINER_TYPES,
    system: 'metric' as const,
    onSystemChange: fn(),
  },
} satisfies Meta<typeof ContainerPlanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The figures, by hand: mirrors 50 cartons, 3.872 m³, 475 kg; sofas 6 cartons, 9.1542 m³,
 * 408 kg; bedding 40 sets in 7 cartons, 0.756 m³, 98 kg. Totals 63 cartons, 13.78 m³, 981 kg:
 * 49% of a 20' GP's 28 m³.
 */
export const Totals: Story = {
  play: async ({ canvas }) => {
    const total = within(canvas.getByRole('row', { name: /^Total/ }));
    await expect(total.getByRole('cell', { name: '63' })).toBeVisible();
    await expect(total.getByText('13.78 m³')).toBeVisible();
    await expect(total.getByText('981 kg')).toBeVisible();
    const bed = within(canvas.getByRole('row', { name: /Linen Bedding Set/ }));
    await expect(bed.getByText('7')).toBeVisible();
    await expect(canvas.getByText("Fits in one 20' GP")).toBeVisible();
    await expect(canvas.getByRole('meter', { name: "Volume used in one 20' GP" })).toHaveAttribute(
      'aria-valuetext',
      '49% of the volume',
    );
    // 28 − 13.782 m³ leaves 14.218 m³: 9 more sofa cartons of 1.5257 m³ (9.3)
    await expect(
      canvas.getByText('Room for about 9 more cartons of Harbor Three-Seater Sofa'),
    ).toBeVisible();
  },
};

/** A line without carton data is named, and left out of the totals. */
export const MissingCartonData: Story = {
  args: {
    lines: [...fewLines, { key: 6, name: 'Abstract Wall Art Triptych', quantity: 12 }],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Left out of the totals: Abstract Wall Art Triptych (no carton data)'),
    ).toBeVisible();
    const art = within(canvas.getByRole('row', { name: /Abstract Wall Art/ }));
    await expect(art.getByText('No carton data')).toBeVisible();
  },
};

/** An order larger than any one container says how many it needs. */
export const TwoContainers: Story = {
  args: { lines: [{ key: 4, name: 'Harbor Three-Seater Sofa', quantity: 60, carton: sofa }] },
  play: async ({ canvas }) => {
    // 60 × 1.5257 m³ = 91.54 m³: two 40' GP (116 m³) or two 40' HQ; the smaller on a tie
    await expect(canvas.getByText("Needs 2 × 40' GP containers")).toBeVisible();
    await expect(canvas.queryByText(/Room for about/)).toBeNull();
  },
};

/**
 * Totals only (quick order, whose preview lists the lines): the same totals, suggestion and
 * meters, the lines left out named, but no row nor room per line.
 */
export const TotalsOnly: Story = {
  args: {
    showLines: false,
    headingLevel: 3,
    lines: [...fewLines, { key: 6, name: 'Abstract Wall Art Triptych', quantity: 12 }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Container plan' })).toBeVisible();
    const table = canvas.getByRole('table', {
      name: 'Cartons, volume and gross weight of the order',
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    const total = within(canvas.getByRole('row', { name: /^Total/ }));
    await expect(total.getByRole('cell', { name: '63' })).toBeVisible();
    await expect(total.getByText('13.78 m³')).toBeVisible();
    await expect(total.getByText('981 kg')).toBeVisible();
    await expect(canvas.getByText("Fits in one 20' GP")).toBeVisible();
    await expect(
      canvas.getByText('Left out of the totals: Abstract Wall Art Triptych (no carton data)'),
    ).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Harbor Three-Seater Sofa/ })).toBeNull();
    await expect(canvas.queryByText(/Room for about/)).toBeNull();
    await expect(canvas.getAllByRole('meter')).toHaveLength(6);
  },
};

/** Switching units changes every length, weight and volume, and raises the event. */
export const UnitSwitch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Imperial/ }));
    await expect(args.onSystemChange).toHaveBeenCalledWith('imperial');
    const total = within(canvas.getByRole('row', { name: /^Total/ }));
    await expect(total.getByText('2,162.7 lb')).toBeVisible();
    await expect(total.getByText('486.71 ft³')).toBeVisible();
    // Quantities and cartons do not change with units
    await expect(total.getByRole('cell', { name: '63' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Imperial/ })).toBeChecked();
  },
};

/** With no carton data at all there is nothing to plan, and the planner says so. */
export const Empty: Story = {
  args: { lines: [{ key: 6, name: 'Abstract Wall Art Triptych', quantity: 12 }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(
      canvas.getByText('Left out of the totals: Abstract Wall Art Triptych (no carton data)'),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    lines: [
      {
        key: 99,
        name: 'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror with Antique Brass Finish XL 2 m',
        quantity: 99_999,
        carton: mirror,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Needs \d+ × 40' (GP|HQ) containers/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Harbor Three-Seater Sofa/ })).toBeVisible();
  },
};
