import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { adminParameters, offlineGallery, recordTexts } from '@fixtures/admin';
import { chooseFile, confirmsYes, drawnPng, quietAlerts, textFile } from '@fixtures/adminPlay';
import { GalleryAdminPage } from './GalleryAdminPage';
import { atViewport } from '@fixtures/viewports';
import { expectToast } from '@fixtures/steps';

const meta = {
  title: 'Pages/Admin/Images',
  component: GalleryAdminPage,
  parameters: adminParameters('/admin/images'),
  beforeEach: [confirmsYes, quietAlerts],
} satisfies Meta<typeof GalleryAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 2000 x 1000, so the upload has to shrink it. */
const photo = () =>
  drawnPng({
    name: 'showroom.png',
    width: 2000,
    height: 1000,
    fill: '#c8b49a',
    block: { rect: [600, 200, 800, 600], color: '#8a5329' },
  });

const images = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('img', { name: /^Gallery image \d+$/ });

export const Default: Story = {};

export const ListsImages: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Images' })).toBeVisible();
    await expect(images(canvasElement)).toHaveLength(offlineGallery.length);
    await expect(canvas.getByRole('button', { name: 'Copy URL of image 1' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: adminParameters('/admin/images', { elifehome_image_gallery: [] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No images yet' })).toBeVisible();
  },
};

/** Upload: resized to at most 1600 px, re-encoded, stored first (newest first). */
export const Uploading: Story = {
  play: async ({ canvas, canvasElement }) => {
    const busy = recordTexts(canvasElement);
    chooseFile(canvas.getByLabelText('Upload image'), await photo());
    await expectToast(canvasElement, 'Image uploaded successfully');
    busy.stop();
    await expect(busy.saw('Uploading...')).toBe(true);
    await waitFor(() => expect(images(canvasElement)).toHaveLength(offlineGallery.length + 1));
    const first = images(canvasElement)[0] as HTMLImageElement;
    await expect(first.src).toMatch(/^data:image\/(webp|jpeg);base64,/);
    await waitFor(() => expect(first.naturalWidth).toBe(1600));
    await expect(first.naturalHeight).toBe(800);
  },
};

/** In Chinese: a file that is not an image is refused before it is read. */
export const NotAnImage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Upload image');
    chooseFile(input, textFile());
    await expect(await canvas.findByText('请选择图片文件')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择图片文件');
    // The English line follows the Chinese one, inside the same alert.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '请选择图片文件Please select an image file',
    );
    await expect(canvas.getByText('请选择图片文件')).toHaveAttribute('lang', 'zh-Hans');
    await expect(images(canvasElement)).toHaveLength(offlineGallery.length);
  },
};

export const TooLarge: Story = {
  play: async ({ canvas }) => {
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    chooseFile(canvas.getByLabelText('Upload image'), big);
    await expect(await canvas.findByText('图片大小应小于5MB')).toBeVisible();
    await expect(canvas.getByText('Image size should be less than 5MB')).toBeVisible();
  },
};

/** Copy URL puts the address on the clipboard. */
export const CopyUrl: Story = {
  play: async ({ canvas, canvasElement }) => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy URL of image 2' }));
      await expectToast(canvasElement, 'Image URL copied to clipboard');
      await expect(write).toHaveBeenCalledWith(offlineGallery[1]);
    } finally {
      write.mockRestore();
    }
  },
};

/** Without the clipboard the address is shown in an alert. */
export const CopyUrlFallback: Story = {
  play: async ({ canvas, canvasElement }) => {
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy URL of image 1' }));
      await expectToast(canvasElement, 'Image URL displayed in alert box');
      await expect(mocked(window.alert)).toHaveBeenCalledWith(offlineGallery[0]);
    } finally {
      write.mockRestore();
    }
  },
};

export const Deleting: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete image 1' }));
    await expectToast(canvasElement, 'Image deleted successfully');
    await waitFor(() => expect(images(canvasElement)).toHaveLength(offlineGallery.length - 1));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Delete image 1' })).toHaveFocus(),
    );
  },
};

export const Mobile: Story = atViewport('phone');

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
