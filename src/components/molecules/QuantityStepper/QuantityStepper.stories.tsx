import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longTextProduct } from '@fixtures';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

const meta = {
  title: 'Molecules/QuantityStepper',
  component: QuantityStepper,
  args: { name: 'Aldana Round Walnut Wall Mirror', value: 1, onQuantityChange: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1, minus is disabled; plus asks for 2. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: 'Quantity for Aldana Round Walnut Wall Mirror' }),
    ).toBeInTheDocument();
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(minus).toBeDisabled();
    await userEvent.click(minus);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(1);
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2);
  },
};

export const Several: Story = {
  args: { value: 5 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(4);
  },
};

/** Wired to its own value: keyboard only, from 1 up to 3 and back, focus never lost. */
export const Keyboard: Story = {
  args: { value: 1 },
  render: function Render(args: QuantityStepperProps) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onQuantityChange={(next) => {
          args.onQuantityChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    await step('Tab reaches plus (minus is disabled) and Enter/Space step up', async () => {
      await userEvent.tab();
      await expect(plus).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('status')).toHaveTextContent('3');
    });
    await step('back down to 1: focus moves to plus instead of vanishing', async () => {
      await userEvent.tab({ shift: true });
      await expect(minus).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('status')).toHaveTextContent('1');
      await expect(minus).toBeDisabled();
      await expect(plus).toHaveFocus();
    });
  },
};

export const Disabled: Story = {
  args: { value: 3, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  },
};

export const LongText: Story = { args: { name: longTextProduct.name, value: 1234567 } };
