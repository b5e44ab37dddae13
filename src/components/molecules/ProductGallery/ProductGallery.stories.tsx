import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { longTextProduct, offlineImage, productById } from '@fixtures';
import { ProductGallery } from './ProductGallery';

const images = [
  offlineImage('Front view', '#c8b49a'),
  offlineImage('Frame detail', '#a99482'),
  offlineImage('In a hallway', '#d6c3a5'),
];
const name = 'Aldana Round Walnut Wall Mirror';

const meta = {
  component: ProductGallery,
  args: { images, alt: name },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SwitchesImage: Story = {
  play: async ({ canvas, step }) => {
    const thumb = (n: number) => canvas.getByRole('button', { name: `Show image ${n} of 3` });
    const main = () => canvas.getByRole('img', { name: /image \d of 3$/ });

    await step('the first image is shown and current', async () => {
      await expect(main()).toHaveAccessibleName(`${name}, image 1 of 3`);
      await expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    });

    await step('a thumbnail click shows its image', async () => {
      await userEvent.click(thumb(2));
      await expect(main()).toHaveAttribute('src', images[1]);
      await expect(thumb(2)).toHaveAttribute('aria-current', 'true');
      await expect(thumb(1)).not.toHaveAttribute('aria-current');
    });

    await step('arrow keys move between images while the thumbnails have focus', async () => {
      await expect(thumb(2)).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(thumb(3)).toHaveFocus();
      await expect(main()).toHaveAttribute('src', images[2]);
      await userEvent.keyboard('{ArrowRight}');
      await expect(thumb(1)).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(thumb(3)).toHaveAttribute('aria-current', 'true');
      await userEvent.keyboard('{Home}');
      await expect(main()).toHaveAccessibleName(`${name}, image 1 of 3`);
    });

    await step('the row is a single tab stop', async () => {
      await expect(thumb(1)).toHaveAttribute('tabindex', '0');
      await expect(thumb(2)).toHaveAttribute('tabindex', '-1');
    });
  },
};

/** The overlay arrows step through the images too, wrapping at the ends. */
export const OverlayArrows: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(canvas.getByText('Image 1 of 3')).toBeInTheDocument());
  },
};

/** One image: no thumbnails, no arrows. */
export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No images: the branded placeholder keeps the square. */
export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(name)).toBeInTheDocument();
  },
};

/** Remote images that cannot load fall back to the placeholder, thumbnails included. */
export const ErrorState: Story = {
  name: 'Error',
  args: { images: productById(1).images, alt: productById(1).name },
};

export const LongText: Story = {
  args: {
    alt: longTextProduct.name,
    images: Array.from({ length: 9 }, (_, i) => offlineImage(`View ${i + 1}`)),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
