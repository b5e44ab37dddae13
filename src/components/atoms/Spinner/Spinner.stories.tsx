import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  component: Spinner,
  args: { label: 'Uploading...' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AnnouncesStatus: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading...');
  },
};

export const Small: Story = { args: { size: 'sm', label: 'Saving...' } };
export const Large: Story = { args: { size: 'lg', label: 'Loading products...' } };

/** Only the ring shows; the label is still announced. */
export const LabelHidden: Story = {
  args: { labelHidden: true, label: 'Signing in...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing in...');
  },
};

export const LongText: Story = {
  args: {
    label:
      'Uploading Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx-product-photo-final.png',
  },
};
