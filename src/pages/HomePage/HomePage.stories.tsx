import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyCatalogue, longTextProduct, offlineProducts } from '@fixtures';
import { HomePage } from './HomePage';
import { sitePage } from '@fixtures/pages';
import { atViewport } from '@fixtures/viewports';
import { expectLink } from '@fixtures/steps';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: sitePage('/', { storage: { elifehome_products: offlineProducts } }),
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AddsToCart: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('shows both product rows and the inspirations block', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Latest Products' })).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Bestselling Products' })).toBeVisible();
      // The inspirations block's code loads after the page's (a later part), so it may come later.
      await expect(
        await canvas.findByRole('heading', { name: 'Home Design Inspirations' }),
      ).toBeVisible();
      await expectLink(canvasElement, /Explore all inspirations/, '/design-inspirations');
    });
    await step('adding a product raises the header cart count by its minimum order', async () => {
      const [firstAdd] = canvas.getAllByRole('button', { name: /Add to Cart/ });
      // The card names the minimum order its button adds (docs/requirements.md#trade-terms).
      const minimum = /Min\. order (\d+)/.exec(
        firstAdd!.closest('article')!.textContent ?? '',
      )?.[1];
      await expect(minimum).toBeDefined();
      await userEvent.click(firstAdd!);
      await waitFor(() =>
        expect(
          canvas.getByRole('link', { name: new RegExp(`Cart, ${minimum} items`) }),
        ).toBeVisible(),
      );
    });
  },
};

/** No products, no slides, no inspirations: every block says so instead of going blank. */
export const Empty: Story = {
  parameters: {
    storage: {
      elifehome_products: emptyCatalogue.products,
      elifehome_case_studies: [],
      elifehome_slider_items: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Slider content loading...')).toBeVisible();
    await expect(canvas.getAllByText('No products found in this category.')).toHaveLength(2);
  },
};

export const LongText: Story = {
  parameters: { storage: { elifehome_products: [longTextProduct, ...offlineProducts] } },
};

export const Mobile: Story = atViewport('phone390');

/** A big catalogue: each home row shows its first 12 products and links to the full list. */
export const ManyProducts: Story = {
  parameters: {
    storage: {
      elifehome_products: Array.from({ length: 60 }, (_, i) => ({
        ...offlineProducts[i % offlineProducts.length]!,
        id: i + 1,
        name: `Catalogue piece ${i + 1}`,
        isNew: true,
        isBestseller: true,
      })),
    },
  },
  play: async ({ canvas }) => {
    // The row is the heading's header plus its list: the heading's grandparent.
    const heading = await canvas.findByRole('heading', { name: 'Latest Products' });
    const latest = heading.parentElement!.parentElement!;
    // Twelve cards (a product sold in variants offers its options instead of Add to Cart).
    await expect(within(latest).getAllByRole('article')).toHaveLength(12);
    await expectLink(latest, /View all/, '/products/new');
  },
};

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
