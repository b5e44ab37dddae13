import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyCatalogue, longTextProduct, offlineProducts } from '@fixtures';
import { ProductDetailPage } from './ProductDetailPage';
import { sitePage } from '@fixtures/pages';
import { atViewport } from '@fixtures/viewports';
import { expectLink, retype } from '@fixtures/steps';

const meta = {
  title: 'Pages/ProductDetail',
  component: ProductDetailPage,
  parameters: sitePage('/products/1', {
    routePath: '/products/:productId',
    storage: { elifehome_products: offlineProducts },
  }),
} satisfies Meta<typeof ProductDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = offlineProducts[0]!;

export const Default: Story = {};

/**
 * The walnut mirror's shipping facts, by hand, for the variant chosen: the page opens on the
 * 60 cm mirror, whose own 68 × 68 × 10 cm carton is 0.04624 m³ (605 to a 20' GP's 28 m³); the
 * 80 cm one ships in the product's 88 × 88 × 10 cm carton, 0.07744 m³, 361 to a 20' GP (its
 * 28,180 kg would take 2,966 at 9.5 kg).
 */
export const Shipping: Story = {
  play: async ({ canvas, step }) => {
    const shipping = within(await canvas.findByRole('region', { name: 'Shipping' }));
    await expect(shipping.getByText('68 × 68 × 10 cm')).toBeVisible();
    await expect(shipping.getByText('0.046 m³')).toBeVisible();
    await expect(shipping.getByRole('row', { name: /20' GP/ })).toHaveTextContent(/605/);
    await expect(canvas.getByText('Prices FOB Ningbo')).toBeVisible();
    await step('The 80 cm mirror ships in the product’s carton', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /80 cm/ }));
      await waitFor(() => expect(shipping.getByText('88 × 88 × 10 cm')).toBeVisible());
      await expect(shipping.getByText('0.077 m³')).toBeVisible();
      await expect(shipping.getByRole('row', { name: /20' GP/ })).toHaveTextContent(/361/);
    });
  },
};

export const AddsToCart: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await step('Add to Cart adds the minimum order, says so and counts in the header', async () => {
      // The first 'Add to Cart' is the product's own; related product cards follow.
      const [addToCart] = canvas.getAllByRole('button', { name: 'Add to Cart' });
      await userEvent.click(addToCart!);
      // The mirror is sold in variants: the page opens on its first in stock, which the toast names.
      await waitFor(() =>
        expect(
          body.getByText(`${first.name} (Size: 60 cm, Frame: Walnut) added to cart`),
        ).toBeVisible(),
      );
      await waitFor(() =>
        expect(canvas.getByRole('link', { name: /Cart, 50 items/ })).toBeVisible(),
      );
    });
    await step('Instagram and TikTok ask for a manual share', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Instagram/ }));
      await waitFor(() =>
        expect(body.getByText('Please share this product on Instagram manually')).toBeVisible(),
      );
      await userEvent.click(canvas.getByRole('button', { name: /TikTok/ }));
      await waitFor(() =>
        expect(body.getByText('Please share this product on TikTok manually')).toBeVisible(),
      );
    });
    await step('tags link to their tag pages', async () => {
      const tag = first.tags[0]!;
      await expectLink(canvasElement, tag, `/products/tag/${encodeURIComponent(tag)}`);
    });
  },
};

/**
 * Trade terms on the sample lamp: SKU, minimum 100 in packs of 2, lead time, the volume price
 * table and the next break; the quantity starts at the minimum, snaps a typed quantity with
 * its reason, and Add to Cart adds what was chosen at the break's price.
 */
export const TradeTerms: Story = {
  parameters: { route: '/products/2' },
  play: async ({ canvas, step }) => {
    const lamp = offlineProducts[1]!;
    await expect(await canvas.findByRole('heading', { level: 1, name: lamp.name })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await step('the terms and the table', async () => {
      await expect(canvas.getByText('EH-LGT-002')).toBeVisible();
      await expect(canvas.getByText('2 per pack')).toBeVisible();
      await expect(canvas.getByText('35 days')).toBeVisible();
      await expect(
        canvas.getByRole('table', { name: 'Volume prices' }),
      ).toHaveAccessibleDescription('100-199: $249.99, 200-499: $229.00, 500+: $214.50');
      await expect(canvas.getByText('Buy 200 for $229.00 each')).toBeVisible();
      await expect(field).toHaveValue('100');
      await expect(canvas.getByRole('cell', { name: 'Powder-coated steel' })).toBeVisible();
    });
    await step('a typed quantity snaps to whole packs and says why', async () => {
      await retype(field, '201{Enter}');
      await expect(field).toHaveValue('202');
      await expect(canvas.getByText('Sold in packs of 2')).toBeVisible();
      await expect(canvas.getByText('Buy 500 for $214.50 each')).toBeVisible();
    });
    await step('Add to Cart adds the chosen quantity', async () => {
      const [addToCart] = canvas.getAllByRole('button', { name: 'Add to Cart' });
      await userEvent.click(addToCart!);
      await waitFor(() =>
        expect(canvas.getByRole('link', { name: /Cart, 202 items/ })).toBeVisible(),
      );
    });
  },
};

/** An unknown id. */
export const NotFound: Story = {
  parameters: { route: '/products/999' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(canvas.getByText('The requested product could not be found.')).toBeVisible();
    await expectLink(canvasElement, 'Return to Home', '/');
  },
};

/** A non-numeric id is not a product id. */
export const NonNumericId: Story = {
  parameters: { route: '/products/abc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  },
};

/** The catalogue is empty: any product address shows the not-found state with a way back. */
export const EmptyCatalogue: Story = {
  parameters: { storage: { elifehome_products: emptyCatalogue.products } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  },
};

export const LongText: Story = {
  parameters: {
    route: `/products/${longTextProduct.id}`,
    storage: { elifehome_products: [longTextProduct, ...offlineProducts] },
  },
};

export const Mobile: Story = atViewport('phone390');

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
