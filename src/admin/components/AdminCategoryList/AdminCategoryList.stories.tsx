import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { countProducts } from '@/domain/catalogue';
import { categories, emptyCatalogue, products } from '@fixtures';
import { AdminCategoryList } from './AdminCategoryList';
import { clicksRaise, organismMeta } from '@fixtures/organisms';

const furniture = categories.find((c) => c.id === 'furniture')!;

const meta = {
  title: 'Organisms/AdminCategoryList',
  component: AdminCategoryList,
  ...organismMeta(
    { categories, productCounts: countProducts(categories, products) },
    'onAdd',
    'onEdit',
    'onDelete',
  ),
} satisfies Meta<typeof AdminCategoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ListsCategories: Story = {
  play: async ({ args, canvas, step }) => {
    await step('Each category with its count and subcategories', async () => {
      const list = canvas.getByRole('list', { name: 'Categories' });
      await expect(list.children).toHaveLength(categories.length);
      const subs = canvas.getByRole('list', { name: 'Furniture subcategories' });
      await expect(within(subs).getAllByRole('listitem')).toHaveLength(3);
      await expect(within(subs).getByText('Tables')).toBeVisible();
      await expect(canvas.getByText('7 products')).toBeVisible();
    });
    await step("'All Products' cannot be deleted and says why", async () => {
      await expect(
        canvas.queryByRole('button', { name: 'Delete All Products' }),
      ).not.toBeInTheDocument();
      await expect(canvas.getByText('Cannot delete the "All Products" category')).toBeVisible();
    });
    await step('Edit, delete and add raise their callbacks with the category', async () => {
      await clicksRaise(canvas, [
        ['Edit Furniture', args.onEdit, furniture],
        ['Delete Furniture', args.onDelete, furniture],
        ['Add Category', args.onAdd],
      ]);
    });
  },
};

/** Only the mandatory 'all' category. */
export const Empty: Story = {
  args: { categories: emptyCatalogue.categories, productCounts: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No categories yet' })).toBeVisible();
    await expect(canvas.getByText('0 products')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    categories: [
      ...categories,
      {
        id: 'grand_venetian_bevelled_floor_standing_metal_frame_mirrors_with_antique_brass_finish',
        name: 'Grand Venetian Bevelled Floor-Standing Metal Frame Mirrors with Antique Brass Finish',
        subcategories: [
          { id: 'long_word', name: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassembly' },
        ],
      },
    ],
    productCounts: { ...countProducts(categories, products), long_word: 1234567 },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
