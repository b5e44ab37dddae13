import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { emptyCatalogue, longTextProduct, manyProducts, offlineProducts } from '@fixtures';
import {
  BestsellersPage,
  CategoryListPage,
  NewArrivalsPage,
  SearchPage,
  TagListPage,
} from './ProductListPage';
import { sitePage } from '@fixtures/pages';
import { atViewport } from '@fixtures/viewports';
import { expectLinks } from '@fixtures/steps';

const meta = {
  title: 'Pages/ProductList',
  component: CategoryListPage,
  parameters: sitePage('/products/category/all', {
    routePath: '/products/category/:categoryId',
    storage: { elifehome_products: offlineProducts },
  }),
} satisfies Meta<typeof CategoryListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ListsProducts: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'All Products' }),
    ).toBeVisible();
    await expect(canvas.getByText('7 products found')).toBeVisible();
  },
};

/**
 * A parent category lists its subcategories' products too
 * (docs/decisions.md#d3-parent-categories-include-subcategories).
 */
export const Mirrors: Story = {
  parameters: { route: '/products/category/mirrors' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mirrors' })).toBeVisible();
    await expect(canvas.getByText(/^\d+ products? found$/)).toBeVisible();
  },
};

export const NewArrivals: Story = {
  render: () => <NewArrivalsPage />,
  parameters: { route: '/products/new', routePath: '/products/new' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('LATEST PRODUCT')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'New Arrivals' })).toBeVisible();
  },
};

const bestsellers = offlineProducts.filter((p) => p.isBestseller);

/** The bestsellers list: only products marked bestseller, each card badged. */
export const Bestsellers: Story = {
  render: () => <BestsellersPage />,
  parameters: { route: '/products/bestsellers', routePath: '/products/bestsellers' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bestsellers' }),
    ).toBeVisible();
    await expect(bestsellers.length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('article')).toHaveLength(bestsellers.length);
    for (const product of bestsellers) {
      await expect(canvas.getAllByRole('link', { name: product.name })[0]).toBeVisible();
    }
  },
};

export const Tag: Story = {
  render: () => <TagListPage />,
  parameters: { route: '/products/tag/modern', routePath: '/products/tag/:tag' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Modern' })).toBeVisible();
  },
};

export const Search: Story = {
  render: () => <SearchPage />,
  parameters: { route: '/search?q=oak', routePath: '/search' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Search results for/ }),
    ).toBeVisible();
  },
};

/** An unknown category id shows the empty state, not a crash. */
/** A category that exists but holds no products yet. */
export const Empty: Story = {
  parameters: { route: '/products/category/fireplace' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No products found')).toBeVisible();
    await expect(canvas.getByText('There are no products in this category yet.')).toBeVisible();
    await expect(canvas.getByText(/This collection is coming soon/)).toBeVisible();
    await expectLinks(canvasElement, [
      ['Ask about this collection', '/contact'],
      ['Browse all products', '/products/category/all'],
    ]);
  },
};

/** An address naming no category: the not-found page, not an empty list under a raw id. */
export const UnknownCategory: Story = {
  parameters: { route: '/products/category/no_such_category' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.queryByText('no_such_category')).toBeNull();
  },
};

/** 60 products: the count stays exact while cards arrive a screenful at a time. */
export const ManyProducts: Story = {
  parameters: { storage: { elifehome_products: manyProducts(60) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('60 products found')).toBeVisible();
    const before = canvas.getAllByRole('article').length;
    await expect(before).toBeLessThan(60);
    await userEvent.click(canvas.getByRole('button', { name: /Show more/ }));
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(before);
  },
};

export const LongText: Story = {
  parameters: { storage: { elifehome_products: [longTextProduct, ...offlineProducts] } },
};

/**
 * 'Print line sheet' prints every product of the list, not only the cards shown so far: the
 * sheet is built at the end of the page, then the print dialog opens.
 */
export const PrintLineSheet: Story = {
  parameters: { storage: { elifehome_products: manyProducts(60) } },
  play: async ({ canvas, canvasElement, step }) => {
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await expect(await canvas.findByText('60 products found')).toBeVisible();
      await expect(canvas.getAllByRole('article').length).toBeLessThan(60);
      await step('print', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Print line sheet' }));
        await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 8000 });
      });
      const sheet = canvasElement.ownerDocument.body.querySelector<HTMLElement>(
        ':scope > [data-print-sheet]',
      );
      await expect(sheet).not.toBeNull();
      const printed = within(sheet!);
      await expect(
        printed.getByRole('heading', { level: 1, name: 'All Products', hidden: true }),
      ).toBeInTheDocument();
      await expect(printed.getAllByRole('listitem', { hidden: true })).toHaveLength(60);
      await expect(await canvas.findByRole('button', { name: 'Print line sheet' })).toBeEnabled();
    } finally {
      print.mockRestore();
    }
  },
};

/** An empty list has nothing to print: no line sheet button. */
export const EmptyNoLineSheet: Story = {
  parameters: { route: '/products/category/fireplace' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products found')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Print line sheet' })).toBeNull();
  },
};

export const Mobile: Story = atViewport('phone390');

/** Nothing in the catalogue: the full list says so and offers a way on instead of a blank grid. */
export const EmptyCatalogue: Story = {
  parameters: { storage: { elifehome_products: emptyCatalogue.products } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'All Products' }),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByText('No products found')).toBeVisible();
  },
};

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
