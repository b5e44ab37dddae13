import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const meta = {
  component: Select,
  args: {
    label: 'Category',
    name: 'category',
    placeholder: 'Select a category',
    options: [
      { value: 'fireplace', label: 'Fireplace' },
      { value: 'lighting', label: 'Lighting' },
      { value: 'decor', label: 'Decor' },
    ],
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SelectsOption: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Lighting');
    await expect(select).toHaveValue('lighting');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Categories with subcategories become optgroups; the parent stays selectable inside its group. */
export const WithGroups: Story = {
  args: {
    groups: [
      {
        label: 'Mirrors',
        options: [
          { value: 'mirrors', label: 'Mirrors (general)' },
          { value: 'mirrors_wooden', label: 'Wooden Mirrors' },
          { value: 'mirrors_pu', label: 'PU Mirrors' },
        ],
      },
      {
        label: 'Furniture',
        options: [
          { value: 'furniture', label: 'Furniture (general)' },
          { value: 'furniture_tables', label: 'Tables' },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(canvas.getByRole('group', { name: 'Mirrors' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'mirrors_pu');
    await expect(select).toHaveValue('mirrors_pu');
  },
};

export const Required: Story = { args: { required: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { required: true, error: 'Please select a category' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /Category/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please select a category');
  },
};

export const Empty: Story = { args: { options: [], hint: 'Add a category first.' } };

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: {
    defaultValue: 'long',
    options: [
      {
        value: 'long',
        label:
          'Grand Venetian Bevelled Floor-Standing Metal Frame Mirrors with Antique Brass Finish XL',
      },
    ],
  },
};
