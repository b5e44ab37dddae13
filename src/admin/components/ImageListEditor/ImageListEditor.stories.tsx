import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor } from 'storybook/test';
import { gallery, swatchImages } from '@fixtures';
import { dropFiles, refusesTextFile } from '@fixtures/adminPlay';
import { ImageListEditor } from './ImageListEditor';
import { retype } from '@fixtures/steps';
import { renderControlled } from '@fixtures/controlled';

const [first, second, third, fourth] = swatchImages as [string, string, string, string];

/** Holds the list as a form would, and reports every change to the story's spy. */
const Controlled = renderControlled(ImageListEditor, 'images', 'onChange');

const meta = {
  title: 'Molecules/ImageListEditor',
  component: ImageListEditor,
  args: {
    images: [first, second, third],
    gallery: [fourth, first, ...gallery.slice(0, 3)],
    required: true,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof ImageListEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Reordering keeps focus on the moved image's controls; removing lands on a neighbour. */
export const Reorders: Story = {
  play: async ({ args, canvas, step }) => {
    await expect(canvas.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move image 3 down' })).toBeDisabled();

    await step('move image 2 up', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Move image 2 up' }));
      await expect(args.onChange).toHaveBeenLastCalledWith([second, first, third]);
      // It is now first, where "up" is disabled, so focus moves to its "down" button.
      await expect(canvas.getByRole('button', { name: 'Move image 1 down' })).toHaveFocus();
    });

    await step('remove the last image', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove image 3' }));
      await expect(args.onChange).toHaveBeenLastCalledWith([second, first]);
      await expect(canvas.getByRole('button', { name: 'Remove image 2' })).toHaveFocus();
      await expect(canvas.getByText('Image 3 removed, 2 left')).toBeInTheDocument();
    });
  },
};

/** Enter in the URL field adds the image; unsafe or repeated URLs are explained, not added. */
export const AddByUrl: Story = {
  args: { images: [first] },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Add an image by URL' });

    await step('an unsafe address is refused', async () => {
      await userEvent.type(input, 'javascript:alert(1){enter}');
      await expect(input).toHaveAccessibleDescription('Use an http:// or https:// image address');
      await expect(args.onChange).not.toHaveBeenCalled();
    });

    await step('a repeat is refused', async () => {
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(first);
      await userEvent.click(canvas.getByRole('button', { name: 'Add image' }));
      await expect(input).toHaveAccessibleDescription('This image is already in the list');
    });

    await step('a new https address is added', async () => {
      await retype(input, 'https://cdn.example.com/mirror-2.jpg{enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith([
        first,
        'https://cdn.example.com/mirror-2.jpg',
      ]);
      await expect(input).toHaveValue('');
    });
  },
};

/** Gallery thumbnails toggle: pressed ones are in the list. */
export const PickFromGallery: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText(/Choose from gallery/));
    const pick = canvas.getByRole('button', { name: 'Gallery image 1' });
    await expect(pick).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Gallery image 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(pick);
    await expect(args.onChange).toHaveBeenLastCalledWith([first, second, third, fourth]);
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * A gallery of thousands: closed, nothing is rendered; open, the first 60 thumbnails and a
 * "Show more" that adds the next 60.
 */
export const LargeGallery: Story = {
  args: {
    gallery: Array.from(
      { length: 2500 },
      (_, i) => swatchImages[i % swatchImages.length] + `#${i}`,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Gallery image/ })).toBeNull();
    await userEvent.click(canvas.getByText('Choose from gallery (2500)'));
    await expect(canvas.getAllByRole('button', { name: /^Gallery image/ })).toHaveLength(60);
    await expect(canvas.getByText('Showing 60 of 2,500 images')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more (2,440 remaining)' }));
    await expect(canvas.getAllByRole('button', { name: /^Gallery image/ })).toHaveLength(120);
    await userEvent.click(canvas.getByText('Choose from gallery (2500)'));
    await expect(canvas.queryByRole('button', { name: /^Gallery image/ })).toBeNull();
  },
};

export const Empty: Story = { args: { images: [], gallery: [] } };

export const ErrorState: Story = {
  name: 'Error',
  args: { images: [], error: 'At least one image is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Add an image by URL' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('At least one image is required');
  },
};

export const LongText: Story = {
  args: {
    images: [
      `https://cdn.example.com/${'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx'.repeat(3)}.jpg`,
      first,
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

const UPLOADED =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Stands in for the page's check and downscale: images pass, anything else is refused. */
const prepareUpload = fn(async (file: File) => {
  if (!file.type.startsWith('image/')) throw new Error('Please select an image file');
  return `${UPLOADED}#${file.name}`;
});

/** Files from the upload button or dropped on the list join the end of the list. */
export const Uploads: Story = {
  args: { images: [first], prepareUpload },
  play: async ({ args, canvas, step }) => {
    const png = (name: string) => new File(['x'], name, { type: 'image/png' });
    await step('the upload button takes several files', async () => {
      await userEvent.upload(canvas.getByLabelText('Upload images'), [png('a.png'), png('b.png')]);
      await waitFor(() =>
        expect(args.onChange).toHaveBeenLastCalledWith([
          first,
          `${UPLOADED}#a.png`,
          `${UPLOADED}#b.png`,
        ]),
      );
      await expect(canvas.getByText('2 images added, 3 in all')).toBeInTheDocument();
    });
    await step('a file dropped on the list is added', async () => {
      const transfer = new DataTransfer();
      transfer.items.add(png('c.png'));
      const zone = canvas.getByRole('list');
      dropFiles(zone, transfer);
      await waitFor(() =>
        expect(args.onChange).toHaveBeenLastCalledWith([
          first,
          `${UPLOADED}#a.png`,
          `${UPLOADED}#b.png`,
          `${UPLOADED}#c.png`,
        ]),
      );
    });
    await step('a file that is not an image is refused with the reason', async () => {
      const calls = mocked(args.onChange).mock.calls.length;
      await refusesTextFile(canvas, 'Upload images');
      await expect(args.onChange).toHaveBeenCalledTimes(calls);
    });
  },
};
