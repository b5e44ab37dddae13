import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { categories, longTextProduct, manyProducts, products } from '@fixtures';
import { AdminProductList } from './AdminProductList';
import { emptyListAdds, retype } from '@fixtures/steps';
import { clicksRaise, organismMeta } from '@fixtures/organisms';

const catalogue = manyProducts(5000);

const meta = {
  title: 'Organisms/AdminProductList',
  component: AdminProductList,
  ...organismMeta({ products, categories }, 'onAdd', 'onEdit', 'onCopy', 'onDelete'),
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof AdminProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

const sofa = products.find((p) => p.name.includes('Sofa'))!;

export const Default: Story = {};

export const ListsProducts: Story = {
  play: async ({ args, canvas, step }) => {
    await step('A table row per product with name, category, price and flags', async () => {
      const table = canvas.getByRole('table', { name: 'Products' });
      await expect(within(table).getAllByRole('row')).toHaveLength(products.length + 1);
      const row = within(table).getByRole('row', { name: /Aldana Round Walnut Wall Mirror/ });
      await expect(within(row).getByText('Wooden Mirrors')).toBeVisible();
      await expect(within(row).getByText('$189.99')).toBeVisible();
      await expect(within(row).getByText('NEW')).toBeVisible();
      await expect(within(row).getByText('BESTSELLER')).toBeVisible();
    });
    await step('Row actions raise their callback with the product', async () => {
      await clicksRaise(canvas, [
        [`Edit ${sofa.name}`, args.onEdit, sofa],
        [`Copy ${sofa.name}`, args.onCopy, sofa],
        [`Delete ${sofa.name}`, args.onDelete, sofa],
        ['Add Product', args.onAdd],
      ]);
    });
    await step('The filter matches names, case-insensitively', async () => {
      await userEvent.type(
        canvas.getByRole('searchbox', { name: 'Filter products by name' }),
        'LINEN',
      );
      await waitFor(() =>
        expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3),
      );
      await retype(canvas.getByRole('searchbox'), 'zebra');
      await expect(await canvas.findByText('No products match “zebra”.')).toBeVisible();
    });
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: emptyListAdds('Product Database Empty', 'Add First Product'),
};

/** 5,000 products: 50 rows at first, more on request, filtering stays in the component. */
export const ManyProducts: Story = {
  args: { products: catalogue },
  play: async ({ args, canvas, step }) => {
    const rows = () => within(canvas.getByRole('table')).getAllByRole('row').length - 1;
    await step('Only the first 50 are rendered', async () => {
      await expect(rows()).toBe(50);
      await expect(canvas.getByText('Showing 50 of 5,000 products')).toBeVisible();
    });
    await step('Show more adds the next 50', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Show more/ }));
      await expect(rows()).toBe(100);
    });
    await step(
      'Filtering starts from the first page again and finds far-down products',
      async () => {
        await userEvent.type(canvas.getByRole('searchbox'), ' 4999');
        await waitFor(() => expect(rows()).toBe(1));
        await userEvent.click(canvas.getByRole('button', { name: /^Edit .* 4999$/ }));
        await expect(args.onEdit).toHaveBeenCalledWith(catalogue[4998]);
      },
    );
  },
};

export const LongText: Story = {
  args: { products: [longTextProduct, ...products.slice(0, 2)] },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(products.length);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${sofa.name}` }));
    await expect(args.onDelete).toHaveBeenCalledWith(sofa);
  },
};
