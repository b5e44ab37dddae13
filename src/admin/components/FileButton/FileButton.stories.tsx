import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileButton } from './FileButton';

const meta = {
  title: 'Admin/FileButton',
  component: FileButton,
  args: {
    label: 'Upload images',
    busyLabel: 'Uploading...',
    accept: 'image/*',
    onFiles: fn(),
  },
  argTypes: {
    variant: { control: 'radio', options: ['secondary', 'primary'] },
    onFiles: { control: false },
  },
} satisfies Meta<typeof FileButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Primary: Story = { args: { variant: 'primary', label: 'Upload image' } };

/** Choosing files hands them over, and the same file can be chosen again afterwards. */
export const ChoosesFiles: Story = {
  args: { multiple: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Upload images');
    const photo = new File(['x'], 'mirror.jpg', { type: 'image/jpeg' });
    const detail = new File(['y'], 'detail.png', { type: 'image/png' });
    await userEvent.upload(input, [photo, detail]);
    await expect(args.onFiles).toHaveBeenCalledWith([photo, detail]);
    await expect((input as HTMLInputElement).value).toBe('');
    await userEvent.upload(input, photo);
    await expect(args.onFiles).toHaveBeenCalledTimes(2);
  },
};

/** While files are handled the button says so and offers no new choice. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uploading...')).toBeVisible();
    await expect(canvas.getByLabelText('Uploading...')).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Upload images')).toBeDisabled();
  },
};
