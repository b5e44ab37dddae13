import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { categories, emptyCatalogue } from '@fixtures';
import { CategorySidebar, type CategorySidebarProps } from './CategorySidebar';
import { expectCurrentPage, expectLink, expectLinks, textsOf } from '@fixtures/steps';
import { renderControlled } from '@fixtures/controlled';

const Sidebar = renderControlled(CategorySidebar, 'drawerOpen', 'onDrawerOpenChange');

/** Plays the page: owns the drawer state and reports every change to the spy. */
function StatefulSidebar(args: CategorySidebarProps) {
  return (
    <div style={{ padding: 16, maxWidth: 320, minHeight: 600 }}>
      <Sidebar {...args} />
    </div>
  );
}

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  component: CategorySidebar,
  args: { categories, drawerOpen: false, onDrawerOpenChange: fn() },
  render: (args) => <StatefulSidebar {...args} />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof CategorySidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LinksCategories: Story = {
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('complementary', { name: 'Product Categories' });
    const links = within(sidebar).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).not.toContain('All Products');
    await expectLinks(sidebar, [
      ['Mirrors', '/products/category/mirrors'],
      ['Wooden Mirrors', '/products/category/mirrors_wooden'],
      ['Latest Products', '/products/new'],
      ['Bestselling Products', '/products/bestsellers'],
      ['Design Inspirations', '/design-inspirations'],
      ['Scandinavian', '/products/tag/Scandinavian'],
    ]);
    // The drawer's button is only for small screens.
    await expect(canvas.queryByRole('button', { name: 'Show categories' })).not.toBeInTheDocument();
  },
};

export const Active: Story = {
  args: { activeCategoryId: 'furniture_tables' },
  play: async ({ canvas, canvasElement }) => {
    await expectCurrentPage(canvasElement, 'Tables');
    await expect(canvas.getByRole('link', { name: 'Furniture' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const Mobile: Story = {
  globals: phone,
  play: async ({ args, canvas, canvasElement, step }) => {
    const button = canvas.getByRole('button', { name: 'Show categories' });
    const openDrawer = async () => {
      await userEvent.click(button);
      return canvas.findByRole('dialog', { name: 'Product Categories' });
    };
    const closed = () =>
      waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());

    await step('No static column; the button above the products is a 44px+ target', async () => {
      await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    });

    await step('The filter button opens the drawer with the categories', async () => {
      const dialog = await openDrawer();
      await expect(args.onDrawerOpenChange).toHaveBeenLastCalledWith(true);
      await expectLink(dialog, 'Lighting', '/products/category/lighting');
    });

    await step('The close button closes it and focus returns to the filter button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Close categories' }));
      await expect(args.onDrawerOpenChange).toHaveBeenLastCalledWith(false);
      await closed();
      await expect(button).toHaveFocus();
    });

    await step('Tapping the backdrop closes it', async () => {
      await openDrawer();
      const backdrop = canvasElement.querySelector<HTMLElement>('[data-drawer-backdrop]');
      if (!backdrop) throw new Error('backdrop missing');
      await userEvent.click(backdrop);
      await closed();
    });

    await step('Escape closes it', async () => {
      await openDrawer();
      await userEvent.keyboard('{Escape}');
      await closed();
      await expect(args.onDrawerOpenChange).toHaveBeenCalledTimes(6);
    });

    await step('Following a link closes it', async () => {
      const dialog = await openDrawer();
      await userEvent.click(within(dialog).getByRole('link', { name: 'Modern' }));
      await closed();
    });
  },
};

/** Open at a phone width from the start (the page restored its state). */
export const MobileOpen: Story = {
  args: { drawerOpen: true },
  globals: phone,
  // The drawer's code loads when it first opens: the story is ready once the dialog is shown.
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Product Categories' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Only 'all' exists: the fixed links and tags remain. */
export const Empty: Story = {
  args: { categories: emptyCatalogue.categories },
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('complementary');
    await expect(textsOf(sidebar, 'link')).toEqual([
      'Latest Products',
      'Bestselling Products',
      'Design Inspirations',
      'Minimalist',
      'Modern',
      'Scandinavian',
      'Luxury',
      'Industrial',
    ]);
  },
};

export const LongText: Story = {
  args: {
    categories: [
      ...categories,
      {
        id: 'long',
        name: 'Grand Venetian Bevelled Floor-Standing Metal Frame Mirrors with Antique Brass Finish',
        subcategories: [
          { id: 'long_word', name: 'Antireflectioncoatedbevelledsilverglassmirrorpanel' },
        ],
      },
    ],
  },
};
