import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { adminParameters } from '@fixtures/admin';
import { confirmsYes } from '@fixtures/adminPlay';
import { CategoriesAdminPage } from './CategoriesAdminPage';
import { atViewport } from '@fixtures/viewports';
import { expectToast, retype, toastsOnLoad } from '@fixtures/steps';

const meta = {
  title: 'Pages/Admin/Categories',
  component: CategoriesAdminPage,
  parameters: adminParameters('/admin/categories'),
  beforeEach: confirmsYes,
} satisfies Meta<typeof CategoriesAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ListsCategories: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    for (const name of ['Mirrors', 'Furniture', 'Fireplace', 'Lighting', 'Decor']) {
      await expect(canvas.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    }
    await expect(canvas.getByRole('list', { name: 'Mirrors subcategories' })).toHaveTextContent(
      /Wooden Mirrors/,
    );
  },
};

/** Add with a subcategory: ids derived from the names (docs/requirements.md#category). */
export const Adding: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
    await expect(canvas.getByRole('textbox', { name: /Category name/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /Category name/ }), 'Outdoor Living');
    await userEvent.click(canvas.getByRole('button', { name: 'Add subcategory' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subcategory 1' }), 'Planters');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
    await expectToast(canvasElement, 'Category added successfully!');
    await expect(await canvas.findByRole('button', { name: 'Edit Outdoor Living' })).toHaveFocus();
    await expect(canvas.getByText('outdoor_living')).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: 'Outdoor Living subcategories' }),
    ).toHaveTextContent('Planters');
  },
};

/** A name another category has is refused beside the field, adding or renaming; nothing is saved. */
export const DuplicateName: Story = {
  play: async ({ canvas, step }) => {
    await step('adding a second "Lighting"', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
      const name = canvas.getByRole('textbox', { name: /Category name/ });
      await userEvent.type(name, 'LIGHTING');
      await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
      await expect(name).toHaveAccessibleDescription(
        /^There is already a category named "LIGHTING". Choose a different name./,
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await expect(await canvas.findAllByRole('button', { name: 'Edit Lighting' })).toHaveLength(1);
      await expect(canvas.queryByText('lighting_1')).toBeNull();
    });
    await step('renaming Decor to Lighting; keeping its own name is fine', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit Decor' }));
      const name = canvas.getByRole('textbox', { name: /Category name/ });
      await retype(name, 'Lighting');
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await retype(name, 'decor');
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expect(await canvas.findByRole('button', { name: 'Edit decor' })).toBeVisible();
    });
  },
};

/** Renaming keeps the id, so product links stay valid. */
export const Editing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Decor' }));
    await expect(canvas.getByRole('heading', { name: 'Edit Category' })).toBeVisible();
    const name = canvas.getByRole('textbox', { name: /Category name/ });
    await retype(name, 'Home Decor');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expectToast(canvasElement, 'Category updated successfully!');
    await expect(await canvas.findByRole('button', { name: 'Edit Home Decor' })).toHaveFocus();
    await expect(canvas.getByText('decor')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
    await expect(canvas.getByText('Category name is required')).toBeVisible();
  },
};

/** The delete question counts the products that use the category. */
export const Deleting: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Furniture' }));
    await expect(window.confirm).toHaveBeenCalledWith(
      'Delete "Furniture"? 4 products use it and will show under All Products only. Its 3 subcategories will be deleted too. This cannot be undone.',
    );
    await expectToast(canvasElement, 'Category deleted successfully');
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Edit Furniture' })).toBeNull(),
    );
  },
};

/** 'all' cannot be deleted; its row says so instead of offering Delete. */
export const AllProtected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cannot delete the "All Products" category')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete All Products' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit All Products' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: adminParameters('/admin/categories', { elifehome_categories: 42 }),
  play: toastsOnLoad('Failed to load categories'),
};

export const Mobile: Story = atViewport('phone');

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
