import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { longTextProduct } from '@fixtures';
import { QuantityStepper } from './QuantityStepper';
import { expectCalledOnceWith, retype } from '@fixtures/steps';
import { renderControlled } from '@fixtures/controlled';

const meta = {
  component: QuantityStepper,
  args: { name: 'Aldana Round Walnut Wall Mirror', value: 1, onQuantityChange: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** At 1, minus is disabled; plus asks for 2. */
export const StepsQuantity: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Quantity for Aldana Round Walnut Wall Mirror' }),
    ).toBeInTheDocument();
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(minus).toBeDisabled();
    await userEvent.click(minus);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expectCalledOnceWith(args.onQuantityChange, 2);
  },
};

export const Several: Story = {
  args: { value: 5 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(4);
  },
};

/** Wired to its own value, so typed quantities and steps show. */
const Wired = renderControlled(QuantityStepper, 'value', 'onQuantityChange');

/** Keyboard only: from 1 up to 3 and back, focus never lost. */
export const Keyboard: Story = {
  args: { value: 1 },
  render: Wired,
  play: async ({ canvas, step }) => {
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await step(
      'Tab reaches the field (minus is disabled), then plus; Enter/Space step up',
      async () => {
        await userEvent.tab();
        await expect(field).toHaveFocus();
        await userEvent.tab();
        await expect(plus).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await userEvent.keyboard(' ');
        await expect(field).toHaveValue('3');
      },
    );
    await step('back down to 1: focus moves to plus instead of vanishing', async () => {
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await expect(minus).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{Enter}');
      await expect(field).toHaveValue('1');
      await expect(minus).toBeDisabled();
      await expect(plus).toHaveFocus();
    });
  },
};

/** Trade terms (docs/requirements.md#trade-terms): a minimum order of 20 in packs of 6 starts at 24 and steps by 6. */
export const MinimumAndPacks: Story = {
  args: { name: 'Linen Cushion Cover', value: 24, min: 24, step: 6 },
  render: Wired,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(30);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('30');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(24);
  },
};

/** A typed quantity below the minimum becomes the minimum, and says why. */
export const TypedBelowMinimum: Story = {
  args: { ...MinimumAndPacks.args, value: 30 },
  render: Wired,
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await retype(field, '5{Enter}');
    await expect(field).toHaveValue('24');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(24);
    await expect(canvas.getByText('Minimum order is 24')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Minimum order is 24');
  },
};

/** A typed quantity between packs goes to the nearest pack, and says why. */
export const TypedBetweenPacks: Story = {
  args: MinimumAndPacks.args,
  render: Wired,
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await retype(field, '31');
    await userEvent.tab();
    await expect(field).toHaveValue('30');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(30);
    await expect(canvas.getByText('Sold in packs of 6')).toBeVisible();
    // Typing again clears the reason until the next quantity settles.
    await userEvent.type(field, '0');
    await expect(canvas.queryByText('Sold in packs of 6')).toBeNull();
  },
};

/** Letters, a blank field or a 10-digit quantity never reach the cart as they are. */
export const TypedNonsense: Story = {
  args: MinimumAndPacks.args,
  render: Wired,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await retype(field, 'ten{Enter}');
    await expect(field).toHaveValue('24');
    await expect(canvas.getByText('Enter a whole number')).toBeVisible();
    await retype(field, '1234567890{Enter}');
    await expect(field).toHaveValue('99996');
    await expect(canvas.getByText('Order at most 99,996 at once')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { value: 3, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  },
};

export const LongText: Story = { args: { name: longTextProduct.name, value: 99999 } };
