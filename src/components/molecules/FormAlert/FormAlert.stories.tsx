import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormAlert } from './FormAlert';

const meta = {
  component: FormAlert,
  argTypes: { children: { control: 'text' } },
  args: { children: 'Invalid username or password' },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof FormAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Announces: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid username or password');
  },
};

export const LongText: Story = {
  args: {
    children:
      'Failed to save category. Please try again later or check your browser storage settings. Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx',
  },
};
