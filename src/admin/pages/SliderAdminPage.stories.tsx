import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminParameters, offlineSliderItems, recordTexts } from '@fixtures/admin';
import { confirmsYes } from '@fixtures/adminPlay';
import { swatchImages } from '@fixtures';
import { SliderAdminPage } from './SliderAdminPage';
import { atViewport } from '@fixtures/viewports';
import { expectToast, retype, toastsOnLoad } from '@fixtures/steps';

const meta = {
  title: 'Pages/Admin/Slider',
  component: SliderAdminPage,
  parameters: adminParameters('/admin/slider'),
  beforeEach: confirmsYes,
} satisfies Meta<typeof SliderAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const [one, two, three] = offlineSliderItems;

/** Captions in order, read from the list. */
function captions(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).getByRole('list', { name: 'Slides' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p:nth-of-type(2)')?.textContent ?? '');
}

export const Default: Story = {};

export const ListsSlides: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Slider' })).toBeVisible();
    await expect(captions(canvasElement)).toEqual([one!.caption, two!.caption, three!.caption]);
    await expect(canvas.getByRole('button', { name: `Move ${one!.caption} up` })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: `Move ${three!.caption} down` }),
    ).toBeDisabled();
  },
};

/** Move up and down; focus stays with the moved slide. */
export const Reordering: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Move ${one!.caption} down` }));
    await waitFor(() =>
      expect(captions(canvasElement)).toEqual([two!.caption, one!.caption, three!.caption]),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Moved "${one!.caption}" to position 2 of 3.`,
    );
    await userEvent.click(canvas.getByRole('button', { name: `Move ${three!.caption} up` }));
    await waitFor(() =>
      expect(captions(canvasElement)).toEqual([two!.caption, three!.caption, one!.caption]),
    );
  },
};

/** Add: the defaults ('Shop Now', '/'), then the new slide is last. */
export const Adding: Story = {
  play: async ({ canvas, canvasElement }) => {
    const busy = recordTexts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Slide' }));
    await expect(canvas.getByRole('textbox', { name: /Button text/ })).toHaveValue('Shop Now');
    await expect(canvas.getByRole('textbox', { name: /Button link/ })).toHaveValue('/');
    await userEvent.click(canvas.getByRole('textbox', { name: /Image URL/ }));
    await userEvent.paste(swatchImages[0]!);
    await userEvent.type(canvas.getByRole('textbox', { name: /Caption/ }), 'Autumn Collection');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Slide' }));
    await expectToast(canvasElement, 'Slider item added successfully!');
    await waitFor(() => expect(captions(canvasElement)).toHaveLength(4));
    await expect(captions(canvasElement)[3]).toBe('Autumn Collection');
    await expect(canvas.getByRole('button', { name: 'Edit Autumn Collection' })).toHaveFocus();
    busy.stop();
    await expect(busy.saw('Saving...')).toBe(true);
  },
};

export const Editing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${two!.caption}` }));
    await expect(canvas.getByRole('heading', { name: 'Edit Slide' })).toBeVisible();
    const caption = canvas.getByRole('textbox', { name: /Caption/ });
    await retype(caption, 'Lighting for every room');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expectToast(canvasElement, 'Slider item updated successfully!');
    await waitFor(() => expect(captions(canvasElement)[1]).toBe('Lighting for every room'));
  },
};

/** Every slider field is required. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Slide' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /Button text/ }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /Button link/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Slide' }));
    await expect(canvas.getByText('Image URL is required')).toBeVisible();
    await expect(canvas.getByText('Caption is required')).toBeVisible();
    await expect(canvas.getByText('Button text is required')).toBeVisible();
    await expect(canvas.getByText('Button link is required')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Button link/ }),
      'javascript:alert(1)',
    );
    await expect(
      canvas.getByText(
        'Use a site path such as /products/new or a full http:// or https:// address',
      ),
    ).toBeVisible();
  },
};

/** Delete asks, removes, and refuses the last slide. */
export const Deleting: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('delete two of three', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Delete ${one!.caption}` }));
      await expect(window.confirm).toHaveBeenCalledWith(
        'Are you sure you want to delete this slider item?',
      );
      await expectToast(canvasElement, 'Slider item deleted successfully');
      await userEvent.click(canvas.getByRole('button', { name: `Delete ${two!.caption}` }));
      await waitFor(() => expect(captions(canvasElement)).toEqual([three!.caption]));
    });
    await step('the last one stays', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Delete ${three!.caption}` }));
      await expectToast(canvasElement, 'At least one slider item is required');
      await expect(captions(canvasElement)).toEqual([three!.caption]);
      await expect(window.confirm).toHaveBeenCalledTimes(2);
    });
  },
};

/** Unreadable stored slides: the load message and the fallback slides. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: adminParameters('/admin/slider', { elifehome_slider_items: { not: 'a list' } }),
  play: toastsOnLoad('Failed to load slider data. Using backup data.'),
};

export const Mobile: Story = atViewport('phone');

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
