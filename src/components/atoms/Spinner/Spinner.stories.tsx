import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = preview.meta({
  component: Spinner,
  args: { label: 'Uploading...' },
  parameters: { layout: 'centered' },
});

export const Default = meta.story();

export const AnnouncesStatus = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading...');
  },
});

export const Small = meta.story({ args: { size: 'sm', label: 'Saving...' } });
export const Large = meta.story({ args: { size: 'lg', label: 'Loading products...' } });

/** Only the ring shows; the label is still announced. */
export const LabelHidden = meta.story({
  args: { labelHidden: true, label: 'Signing in...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing in...');
  },
});

export const LongText = meta.story({
  args: {
    label:
      'Uploading Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx-product-photo-final.png',
  },
});
