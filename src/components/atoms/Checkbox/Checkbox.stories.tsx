import preview from '#.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = preview.meta({
  component: Checkbox,
  args: { label: 'New arrival', name: 'isNew', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
});

export const Default = meta.story();

export const Toggles = meta.story({
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'New arrival' });
    // Clicking the label text, not the box, toggles it: the whole row is the target.
    await userEvent.click(canvas.getByText('New arrival'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const row = canvas.getByText('New arrival').closest('label') as HTMLElement;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});

export const Checked = meta.story({ args: { defaultChecked: true, label: 'Bestseller' } });

export const WithHint = meta.story({
  args: { hint: 'Shown under Latest Products and New Arrivals.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'New arrival' })).toHaveAccessibleDescription(
      'Shown under Latest Products and New Arrivals.',
    );
  },
});

export const ErrorState = meta.story({
  name: 'Error',
  args: { label: 'I agree to be contacted', required: true, error: 'Please tick to continue' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /I agree/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
});

export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'New arrival' });
    await expect(box).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const LongText = meta.story({
  args: {
    label:
      'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror with Antique Brass Finish XL 2 m Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx',
  },
});
