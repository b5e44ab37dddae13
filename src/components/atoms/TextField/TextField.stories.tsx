import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  component: TextField,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    ref: { control: false },
  },
  args: { label: 'Company name', name: 'companyName', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TypesText: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company name' });
    await userEvent.type(input, 'Harbor Home Ltd');
    await expect(input).toHaveValue('Harbor Home Ltd');
    await expect(args.onChange).toHaveBeenCalledTimes(15);
  },
};

export const WithHint: Story = {
  args: { label: 'Keywords', hint: 'Separate with commas, e.g. wall mirror, round, walnut' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Keywords' });
    await expect(input).toHaveAccessibleDescription(
      'Separate with commas, e.g. wall mirror, round, walnut',
    );
  },
};

export const Required: Story = {
  args: { label: 'Your email', type: 'email', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Your email/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

/** The counter appears with maxLength and follows what is typed. */
export const WithCounter: Story = {
  args: { label: 'Site title', maxLength: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 / 60')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Site title' }), 'ELIFEHOME Mirrors');
    const counter = canvas.getByText('17 / 60');
    await expect(counter).toHaveAttribute('aria-live', 'off');
  },
};

/** From 90% of the limit the counter changes colour and becomes a polite live region. */
export const NearLimit: Story = {
  args: {
    label: 'Site title',
    maxLength: 60,
    defaultValue: 'ELIFEHOME | Home Furnishings Exporter for Retail Buyers',
  },
  play: async ({ canvas }) => {
    const counter = canvas.getByText('55 / 60');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await expect(counter).toHaveAttribute('data-state', 'near');
  },
};

/** A soft limit lets pasted text through and shows the excess instead of cutting it. */
export const OverLimit: Story = {
  args: {
    label: 'Site title',
    maxLength: 60,
    enforceMaxLength: false,
    defaultValue: 'ELIFEHOME | Home Furnishings Exporter for Retailers and Wholesalers',
    error: 'Site title must be 60 characters or fewer',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Site title' });
    await expect(input).not.toHaveAttribute('maxlength');
    await userEvent.type(input, '!');
    await expect(input).toHaveValue(
      'ELIFEHOME | Home Furnishings Exporter for Retailers and Wholesalers!',
    );
    await expect(canvas.getByText('68 / 60')).toHaveAttribute('data-state', 'over');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { label: 'Contact email', type: 'email', error: 'Contact email is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Contact email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Contact email is required');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ELIFEHOME' } };

export const LongText: Story = {
  args: {
    label:
      'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror with Antique Brass Finish XL 2 m',
    defaultValue: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx',
    hint: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx is a single long word.',
    error: 'Please enter a valid price',
    maxLength: 160,
  },
};
