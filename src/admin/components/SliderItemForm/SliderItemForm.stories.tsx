import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sliderItems, swatchImages } from '@fixtures';
import { SliderItemForm } from './SliderItemForm';
import { busyStory, cancelCallsOnCancel, describesField } from '@fixtures/forms';
import { showsAlert } from '@fixtures/adminPlay';
import { expectCalledOnceWith, retype } from '@fixtures/steps';
import { organismMeta } from '@fixtures/organisms';

const [firstSlide] = sliderItems as [(typeof sliderItems)[number]];
const [photo] = swatchImages as [string];

const meta = {
  title: 'Organisms/SliderItemForm',
  component: SliderItemForm,
  ...organismMeta({ mode: 'adding' }, 'onSubmit', 'onCancel'),
} satisfies Meta<typeof SliderItemForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Adding: the defaults are filled in; the preview follows what is typed. */
export const PreviewsSlide: Story = {
  play: async ({ args, canvas, step }) => {
    await expect(canvas.getByRole('textbox', { name: /Button text/ })).toHaveValue('Shop Now');
    await expect(canvas.getByRole('textbox', { name: /Button link/ })).toHaveValue('/');

    await step('type the slide and watch the preview', async () => {
      await userEvent.click(canvas.getByRole('textbox', { name: /Image URL/ }));
      await userEvent.paste(photo);
      await userEvent.type(
        canvas.getByRole('textbox', { name: /Caption/ }),
        ' Warm walnut, soft light ',
      );
      const slide = canvas.getByRole('figure', { name: 'Slide preview' });
      await expect(slide).toHaveTextContent('Warm walnut, soft light');
      await expect(slide.querySelector('img')).toHaveAttribute('src', photo);
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Add Slide' }));
    await expectCalledOnceWith(args.onSubmit, {
      imageUrl: photo,
      caption: 'Warm walnut, soft light',
      buttonText: 'Shop Now',
      buttonLink: '/',
    });
  },
};

export const Editing: Story = {
  args: { mode: 'editing', initialValues: firstSlide },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Edit Slide' })).toBeInTheDocument();
    const link = canvas.getByRole('textbox', { name: /Button link/ });
    await retype(link, '/products/new');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...firstSlide,
      buttonLink: '/products/new',
    });
  },
};

/** Every slider message beside its field; focus on the first; typing kept. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, step }) => {
    const imageUrl = canvas.getByRole('textbox', { name: /Image URL/ });
    const caption = canvas.getByRole('textbox', { name: /Caption/ });
    const buttonText = canvas.getByRole('textbox', { name: /Button text/ });
    const buttonLink = canvas.getByRole('textbox', { name: /Button link/ });

    await step('empty every field and save', async () => {
      await userEvent.clear(buttonText);
      await userEvent.clear(buttonLink);
      await userEvent.click(canvas.getByRole('button', { name: 'Add Slide' }));
      await expect(imageUrl).toHaveAccessibleDescription(/^Image URL is required/);
      await expect(caption).toHaveAccessibleDescription('Caption is required');
      await expect(buttonText).toHaveAccessibleDescription('Button text is required');
      await expect(buttonLink).toHaveAccessibleDescription(/^Button link is required/);
      await expect(imageUrl).toHaveFocus();
    });

    await step('unsafe addresses are refused with their own messages', async () => {
      await userEvent.type(imageUrl, 'javascript:alert(1)');
      await userEvent.type(caption, 'Autumn collection');
      await userEvent.type(buttonText, 'Shop');
      await userEvent.type(buttonLink, 'javascript:alert(1)');
      await userEvent.click(canvas.getByRole('button', { name: 'Add Slide' }));
      await expect(imageUrl).toHaveAccessibleDescription(
        /^Use an http:\/\/ or https:\/\/ image address/,
      );
      await expect(buttonLink).toHaveAccessibleDescription(
        /^Use a site path such as \/products\/new or a full http:\/\/ or https:\/\/ address/,
      );
      await expect(imageUrl).toHaveFocus();
      await expect(caption).toHaveValue('Autumn collection');
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: cancelCallsOnCancel,
};

export const Busy: Story = busyStory('Saving...', { mode: 'editing', initialValues: firstSlide });

export const ErrorState: Story = {
  name: 'Error',
  args: {
    mode: 'editing',
    initialValues: firstSlide,
    error: 'Could not save: your browser storage refused the change.',
  },
  play: showsAlert(/Could not save/),
};

export const InjectedFieldErrors: Story = {
  args: { fieldErrors: { caption: 'Keep captions under 80 characters' } },
  play: describesField(/Caption/, 'Keep captions under 80 characters'),
};

export const LongText: Story = {
  args: {
    mode: 'editing',
    initialValues: {
      id: '1712345678901',
      imageUrl: photo,
      caption:
        'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror with Antique Brass Finish XL 2 m',
      buttonText: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx',
      buttonLink: '/products/category/mirrors_metal_frame',
    },
  },
};

export const Mobile: Story = {
  args: { mode: 'editing', initialValues: { ...firstSlide, imageUrl: photo } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
