import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldsOf, SITE_SETTINGS_FIELDS } from '@/domain/schemas';
import { siteSettings } from '@fixtures';
import { DeclaredFields } from './DeclaredFields';

/** Fields of several input kinds, as the site settings declare them. */
const CONTACT = ['contactPerson', 'contactEmail', 'contactPhone', 'address', 'formEndpoint'];
const fields = fieldsOf(SITE_SETTINGS_FIELDS).filter((field) => CONTACT.includes(field.key));

const meta = {
  title: 'Organisms/DeclaredFields',
  component: DeclaredFields,
  args: { fields, values: { ...siteSettings }, onChange: fn(), errors: {} },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DeclaredFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each input is labelled, typed and hinted as its field is declared, and raises its edits. */
export const EditsByDeclaration: Story = {
  play: async ({ args, canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Contact phone' });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAccessibleDescription(/8 to 20 digits/);
    await expect(canvas.getByRole('textbox', { name: 'Address' }).tagName).toBe('TEXTAREA');
    await expect(canvas.getByRole('textbox', { name: 'Form endpoint' })).toHaveAttribute(
      'maxLength',
      String(SITE_SETTINGS_FIELDS.rules.formEndpoint.max),
    );
    await userEvent.type(phone, '9');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      'contactPhone',
      `${siteSettings.contactPhone}9`,
    );
  },
};

/** A message beside its field. */
export const Errors: Story = {
  args: { errors: { contactEmail: 'Please enter a valid email address' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Contact email' }),
    ).toHaveAccessibleDescription('Please enter a valid email address');
  },
};
