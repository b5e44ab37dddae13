import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Icon } from '@/components/atoms/Icon';
import { FormField, fieldControlClassName } from './index';

const meta = {
  component: FormField,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    layout: { control: 'radio', options: ['stacked', 'inline'] },
    counter: { control: false },
    children: { control: false },
  },
  args: {
    label: 'Contact phone',
    children: (control) => (
      <input {...control} className={fieldControlClassName} type="tel" name="contactPhone" />
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LinksLabel: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Contact phone' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'Optional plus sign, then 8 to 20 digits, spaces, dashes or parentheses.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Contact phone' }),
    ).toHaveAccessibleDescription(
      'Optional plus sign, then 8 to 20 digits, spaces, dashes or parentheses.',
    );
  },
};

/** The error is read before the hint, and the control is marked invalid. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    hint: 'Optional plus sign, then 8 to 20 digits.',
    error: 'Please enter a valid phone number (8 to 20 digits, spaces, dashes or parentheses)',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Contact phone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Please enter a valid phone number (8 to 20 digits, spaces, dashes or parentheses) Optional plus sign, then 8 to 20 digits.',
    );
  },
};

export const Required: Story = {
  args: { label: 'Contact email', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Contact email' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithCounter: Story = {
  args: { label: 'Site title', counter: { length: 58, max: 60 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('58 / 60')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('textbox', { name: 'Site title' })).toHaveAccessibleDescription(
      '58 / 60',
    );
  },
};

/** Labels may carry an icon, as the social links form does. */
export const WithIconLabel: Story = {
  args: {
    label: (
      <>
        <Icon name="instagram" /> Instagram
      </>
    ),
    children: (control) => <input {...control} className={fieldControlClassName} type="url" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Instagram' });
    await userEvent.type(input, 'https://instagram.com/elifehome');
    await expect(input).toHaveValue('https://instagram.com/elifehome');
  },
};

/** Inline layout wraps the control in its label (checkbox rows). */
export const Inline: Story = {
  args: {
    label: 'Bestseller',
    layout: 'inline',
    hint: 'Listed under Bestselling Products.',
    children: (control) => <input {...control} type="checkbox" />,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Bestseller'));
    await expect(canvas.getByRole('checkbox', { name: 'Bestseller' })).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror with Antique Brass Finish XL 2 m',
    hint: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx',
    error: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx is not a valid value',
    counter: { length: 1234567, max: 160 },
  },
};
