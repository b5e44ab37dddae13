import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { gallery } from '@fixtures';
import { GalleryManager } from './GalleryManager';
import { showsAlert } from '@fixtures/adminPlay';
import { clicksRaise, organismMeta } from '@fixtures/organisms';

// Two inline images so the loaded state shows without the network.
const swatch = (fill: string) =>
  'data:image/svg+xml;base64,' +
  btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="${fill}"/><circle cx="100" cy="100" r="50" fill="#8a5329"/></svg>`,
  );
const images = [swatch('#d9c9b3'), swatch('#cfd4cc'), ...gallery];

const meta = {
  title: 'Organisms/GalleryManager',
  component: GalleryManager,
  ...organismMeta({ images }, 'onUpload', 'onCopy', 'onDelete'),
} satisfies Meta<typeof GalleryManager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CopiesAndDeletes: Story = {
  play: async ({ args, canvas, step }) => {
    await step('Every image, newest first', async () => {
      const items = within(canvas.getByRole('list', { name: 'Gallery images' })).getAllByRole(
        'listitem',
      );
      await expect(items).toHaveLength(images.length);
      await expect(canvas.getByText(`${images.length} images, newest first`)).toBeVisible();
    });
    await step('Copy URL and Delete raise the image source', async () => {
      await clicksRaise(canvas, [
        ['Copy URL of image 3', args.onCopy, images[2]],
        ['Delete image 1', args.onDelete, images[0]],
      ]);
    });
    await step('Picking a file raises onUpload with it', async () => {
      const file = new File(['<svg/>'], 'mirror.svg', { type: 'image/svg+xml' });
      const input = canvas.getByLabelText('Upload image');
      await expect(input).toHaveAttribute('accept', 'image/*');
      await userEvent.upload(input, file);
      await expect(args.onUpload).toHaveBeenCalledWith(file);
    });
  },
};

export const Uploading: Story = {
  args: { uploadBusy: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Uploading...');
    await expect(input).toBeDisabled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Image size should be less than 5MB' },
  play: showsAlert('Image size should be less than 5MB'),
};

/** The required Chinese message (docs/requirements.md#upload-rules) with the English line below it. */
export const ChineseError: Story = {
  args: {
    error: '图片大小应小于5MB',
    errorLang: 'zh-Hans',
    errorTranslation: 'Image size should be less than 5MB',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '图片大小应小于5MBImage size should be less than 5MB',
    );
    await expect(canvas.getByText('图片大小应小于5MB')).toHaveAttribute('lang', 'zh-Hans');
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No images yet' })).toBeVisible();
    const file = new File(['x'], 'first.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Upload image'), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
