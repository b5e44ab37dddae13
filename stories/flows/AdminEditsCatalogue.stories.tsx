import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { Link } from '@/components/atoms/Link';
import { ProductsAdminPage } from '@/admin/pages/ProductsAdminPage';
import { ProductDetailPage } from '@/pages/ProductDetailPage';
import { RootLayout } from '@/app/RootLayout';
import { adminAuth } from '@fixtures/admin';
import { offlineProducts } from '@fixtures';
import { expectToast, retype } from '@fixtures/steps';

const lamp = offlineProducts[1]!;
const NEW_NAME = 'Arc Floor Lamp in Matte Black';

/**
 * The storefront detail page and the admin products screen in one router and one store, plus
 * a link back to the product (a visitor would follow a bookmark or the catalogue).
 */
function AdminAndStorefront() {
  return (
    <>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="admin/products" element={<ProductsAdminPage />} />
          <Route path="products/:productId" element={<ProductDetailPage />} />
        </Route>
      </Routes>
      <nav aria-label="Story shortcuts">
        <Link to={`/products/${lamp.id}`}>Open product {lamp.id} on the storefront</Link>
      </nav>
    </>
  );
}

const meta = {
  component: AdminAndStorefront,
  parameters: {
    layout: 'fullscreen',
    route: `/products/${lamp.id}`,
    storage: { elifehome_auth: adminAuth, elifehome_products: offlineProducts },
  },
} satisfies Meta<typeof AdminAndStorefront>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Rename a product in the admin area; the storefront shows the new name at once. */
export const RenamesProduct: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('the storefront shows the stored name', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: lamp.name })).toBeVisible();
    });
    await step('the admin renames the product', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Admin settings' }));
      await userEvent.click(await canvas.findByRole('button', { name: `Edit ${lamp.name}` }));
      const name = canvas.getByRole('textbox', { name: /Product name/ });
      await retype(name, NEW_NAME);
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expectToast(canvasElement, 'Product updated successfully!');
      await expect(await canvas.findByRole('button', { name: `Edit ${NEW_NAME}` })).toBeVisible();
    });
    await step('the storefront detail page shows the new name', async () => {
      await userEvent.click(
        canvas.getByRole('link', { name: `Open product ${lamp.id} on the storefront` }),
      );
      await expect(await canvas.findByRole('heading', { level: 1, name: NEW_NAME })).toBeVisible();
      await expect(canvas.queryByRole('heading', { level: 1, name: lamp.name })).toBeNull();
    });
  },
};
