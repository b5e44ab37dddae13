import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  component: TextArea,
  args: { label: 'Description', name: 'description', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TypesLines: Story = {
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(area, 'Solid oak.{enter}Oiled finish.');
    await expect(area).toHaveValue('Solid oak.\nOiled finish.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** The cart email message counts towards 500 characters. */
export const WithCounter: Story = {
  args: { label: 'Message', maxLength: 500, hint: 'Optional. Up to 500 characters.' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Please quote FOB.');
    await expect(canvas.getByText('17 / 500')).toBeInTheDocument();
  },
};

export const OverLimit: Story = {
  args: {
    label: 'Meta description',
    maxLength: 160,
    enforceMaxLength: false,
    defaultValue:
      'Wholesale mirrors, furniture, fireplaces, lighting, decor and bedding. Over 10 years exporting to retailers and wholesalers worldwide. OEM and ODM are welcome too.',
    error: 'Meta description must be 160 characters or fewer',
  },
  play: async ({ canvas }) => {
    const counter = canvas.getByText('163 / 160');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await expect(
      canvas.getByRole('textbox', { name: 'Meta description' }),
    ).toHaveAccessibleDescription(/Meta description must be 160 characters or fewer/);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    label: 'Message',
    required: true,
    error: 'Please enter a message (10 to 500 characters)',
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: /Message/ });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read only while saving' },
};

export const LongText: Story = {
  args: {
    defaultValue: `A floor-standing mirror: Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx. ${'Long copy keeps going. '.repeat(20)}`,
    rows: 6,
  },
};
