import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { chooseValue, initialVariant, optionGroups, type VariantSource } from '@/domain/variants';
import { variantBedding, variantMirror } from '@fixtures/variants';
import { OptionPicker } from './OptionPicker';

/** The picker wired as the product page wires it: choosing moves to the closest variant. */
function Picking({
  product,
  onChoose,
}: {
  product: VariantSource;
  onChoose: (n: string, v: string) => void;
}) {
  const [variant, setVariant] = useState(() => initialVariant(product)!);
  return (
    <>
      <OptionPicker
        groups={optionGroups(product, variant.options)}
        onChoose={(name, value) => {
          onChoose(name, value);
          setVariant((current) => chooseValue(product, current, name, value) ?? current);
        }}
      />
      <p>
        Chosen: <output>{variant.sku}</output>
      </p>
    </>
  );
}

const meta = {
  component: OptionPicker,
  args: {
    groups: optionGroups(variantMirror, { Size: '60 cm', Frame: 'Walnut' }),
    onChoose: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof OptionPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sizes are buttons; the frames have pictures, so they are swatches. */
export const SwatchesAndButtons: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Size: 60 cm' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '60 cm' })).toBeChecked();
    const frames = canvas.getByRole('group', { name: 'Frame: Walnut' });
    await expect(frames.dataset.display).toBe('swatch');
  },
};

/** A discontinued combination is shown but cannot be chosen, and the picker says why. */
export const Unavailable: Story = {
  play: async ({ canvas }) => {
    const oak = canvas.getByRole('radio', { name: 'Oak' });
    await expect(oak).toBeDisabled();
    await expect(canvas.getByText('60 cm, Oak is discontinued')).toBeVisible();
    await expect(oak).toHaveAccessibleDescription('60 cm, Oak is discontinued');
  },
};

/** Choosing a value moves to that variant, or the closest one that can be ordered. */
export const Choosing: Story = {
  render: (args) => <Picking product={variantMirror} onChoose={args.onChoose} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '100 cm' }));
    await expect(args.onChoose).toHaveBeenCalledWith('Size', '100 cm');
    await expect(canvas.getByRole('status')).toHaveTextContent('EH-MIR-001-100-WAL');
    // 100 cm oak is not made: Oak cannot be chosen with 100 cm
    await expect(canvas.getByRole('radio', { name: 'Oak' })).toBeDisabled();
    await expect(canvas.getByText('Not made in 100 cm, Oak')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '80 cm' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Oak' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('EH-MIR-001-80-OAK');
  },
};

/** Arrow keys move between the values that can be chosen, as radio buttons do. */
export const Keyboard: Story = {
  render: (args) => <Picking product={variantMirror} onChoose={args.onChoose} />,
  play: async ({ canvas }) => {
    canvas.getByRole('radio', { name: '60 cm' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '80 cm' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('EH-MIR-001-80-WAL');
  },
};

/** One option, no pictures: buttons only. */
export const OneOption: Story = {
  args: { groups: optionGroups(variantBedding, { Size: 'Queen' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Queen' })).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    groups: [
      {
        name: 'Upholstery fabric and colourway',
        display: 'button',
        values: [
          {
            value: 'Performance bouclé in oatmeal with contrast piping',
            selected: true,
            available: true,
          },
          { value: 'Antireflectioncoatedbevelledsilverglass', selected: false, available: true },
          { value: 'Velvet', selected: false, available: false, reason: 'Velvet is discontinued' },
        ],
      },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
