import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  component: Checkbox,
  args: { label: 'New arrival', name: 'isNew', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Toggles: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'New arrival' });
    // Clicking the label text, not the box, toggles it: the whole row is the target.
    await userEvent.click(canvas.getByText('New arrival'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const row = canvas.getByText('New arrival').closest('label') as HTMLElement;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Checked: Story = { args: { defaultChecked: true, label: 'Bestseller' } };

export const WithHint: Story = {
  args: { hint: 'Shown under Latest Products and New Arrivals.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'New arrival' })).toHaveAccessibleDescription(
      'Shown under Latest Products and New Arrivals.',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { label: 'I agree to be contacted', required: true, error: 'Please tick to continue' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /I agree/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'New arrival' });
    await expect(box).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror with Antique Brass Finish XL 2 m Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx',
  },
};
