import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Image } from './Image';

// A tiny inline image so the loaded state shows without the network.
const LOCAL_IMAGE =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#c8b49a"/><circle cx="200" cy="150" r="80" fill="#8a5329"/></svg>',
  );

const meta = {
  component: Image,
  argTypes: {
    ratio: { control: 'radio', options: ['1:1', '3:2', '16:7', '3:1'] },
    fit: { control: 'radio', options: ['cover', 'contain'] },
  },
  args: { src: LOCAL_IMAGE, alt: 'Walnut framed round mirror', ratio: '3:2' as const },
  decorators: [(Story) => <div style={{ width: 320, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loads: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Walnut framed round mirror' });
    await waitFor(() =>
      expect(img.closest('[data-state]')).toHaveAttribute('data-state', 'loaded'),
    );
  },
};

export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** A URL that fails keeps the box and shows the branded placeholder, never a broken image. */
export const ErrorState: Story = {
  name: 'Error',
  args: { src: 'https://invalid.localhost/missing.jpg' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-state]') as HTMLElement;
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'failed'), { timeout: 8000 });
    const { width, height } = box.getBoundingClientRect();
    await expect(height).toBeCloseTo((width * 2) / 3, 0);
  },
};

/** Planted javascript: or other non-image URLs are never put in an img. */
export const UnsafeSource: Story = {
  args: { src: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Empty: Story = { args: { src: undefined } };
/** The hero shape; each named ratio comes from the stylesheet, never a style attribute. */
export const Wide: Story = {
  args: { ratio: '16:7' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-state]') as HTMLElement;
    const { width, height } = box.getBoundingClientRect();
    await expect(height).toBeCloseTo((width * 7) / 16, 0);
    await expect(box).not.toHaveAttribute('style');
  },
};
