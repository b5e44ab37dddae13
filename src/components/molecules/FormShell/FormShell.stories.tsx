import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/components/atoms/Button';
import { TextField } from '@/components/atoms/TextField';
import { FormShell } from './FormShell';

const meta = {
  component: FormShell,
  argTypes: { children: { control: false }, header: { control: false } },
  args: {
    title: 'Edit Slide',
    submitLabel: 'Save Changes',
    onCancel: fn(),
    onSubmit: fn((event) => event.preventDefault()),
    children: <TextField label="Caption" name="caption" />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof FormShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The heading names the form; Cancel and submit sit in the bar under the fields. */
export const NamedWithActions: Story = {
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: 'Edit Slide' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Edit Slide' })).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A hidden heading leaves the label as the form's name. */
export const WithoutHeading: Story = {
  args: { title: '', label: 'Admin Login', submitLabel: 'Sign In' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Admin Login' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** The form-level error is announced; busy disables submit and shows the busy label. */
export const ErrorAndBusy: Story = {
  args: { error: 'Failed to save. Please try again.', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save. Please try again.');
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** Extra header content (an intro line) sits with the heading; custom actions replace the pair. */
export const HeaderAndActions: Story = {
  args: {
    title: 'Social Media Links',
    header: <p>Leave a platform blank to hide its icon.</p>,
    submitLabel: undefined,
    actions: <Button type="submit">Save Links</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Social Media Links' })).toBeVisible();
    await expect(canvas.getByText('Leave a platform blank to hide its icon.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Links' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    title:
      'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx',
    error:
      'Failed to save. Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx is not a valid value.',
  },
};
