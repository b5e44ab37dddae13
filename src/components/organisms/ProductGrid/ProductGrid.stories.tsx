import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Link } from '@/components/atoms/Link';
import { findCategoryName } from '@/domain/catalogue';
import { categories, longTextProduct, manyProducts, offlineProducts } from '@fixtures';
import { ProductGrid, type ProductGridProps } from './ProductGrid';

const sixty = manyProducts(60);

const meta = {
  component: ProductGrid,
  args: {
    title: 'All Products',
    products: offlineProducts,
    getCategoryName: (id: string) => findCategoryName(categories, id),
    onAddToCart: fn(),
    onShowMore: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ListsProducts: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'All Products' })).toBeVisible();
    await expect(canvas.getByText('7 products found')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    await expect(canvas.getByText('Wooden Mirrors')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Show more/ })).toBeNull();
    // The first view (four cards at every width) loads at once and first; the others wait
    // until layout finds them in view.
    const images = [...canvasElement.querySelectorAll('article img')];
    await expect(images.slice(0, 5).map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    await expect(images.slice(0, 5).map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'high',
      'auto',
    ]);
    const first = offlineProducts[0];
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add to Cart' })[0] as HTMLElement);
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
  },
};

/** As the list page uses it: the page's h1 is the title, so the cards are h2. */
export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(7);
  },
};

/** Sixty products: the count is exact, 24 are rendered, the rest wait behind 'Show more'. */
export const ManyProducts: Story = {
  args: { products: sixty, visibleCount: 24 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('60 products found')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more (36 remaining)' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

/** Wired to its own count: 'Show more' adds 24 cards and moves focus to the first new one. */
export const ShowMoreFlow: Story = {
  args: { products: sixty, visibleCount: 24 },
  render: function Render(args: ProductGridProps) {
    const [visible, setVisible] = useState(args.visibleCount ?? 24);
    return (
      <ProductGrid
        {...args}
        visibleCount={visible}
        onShowMore={(source) => {
          args.onShowMore?.(source);
          setVisible((n) => n + 24);
        }}
      />
    );
  },
  play: async ({ canvas, step }) => {
    await step('first batch', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show more (36 remaining)' }));
      await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(48));
      const next = sixty[24];
      await expect(canvas.getByRole('link', { name: next?.name })).toHaveFocus();
    });
    await step('last batch: the button goes, the count stays exact', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show more (12 remaining)' }));
      await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(60));
      await expect(canvas.queryByRole('button', { name: /Show more/ })).toBeNull();
      await expect(canvas.getByText('60 products found')).toBeVisible();
      await expect(canvas.getByRole('link', { name: sixty[48]?.name })).toHaveFocus();
    });
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(canvas.getByText('There are no products in this category yet.')).toBeVisible();
  },
};

/** The tag and search pages word it their own way and offer a way out. */
export const EmptyWithAction: Story = {
  args: {
    title: 'Industrial',
    products: [],
    emptyTitle: 'No products found',
    emptyBody: 'Nothing is tagged Industrial yet.',
    emptyAction: (
      <Link to="/" variant="button">
        Browse Products
      </Link>
    ),
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products…');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** The loading cards stand where the product cards will: the grid does not jump when it loads. */
export const LoadingKeepsCardHeight: Story = {
  args: { products: [{ ...offlineProducts[0]!, name: 'Oak Mirror' }] },
  render: (args) => (
    <>
      <ProductGrid {...args} title="Loading" loading />
      <ProductGrid {...args} title="Loaded" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('ul[aria-hidden="true"] > li');
    const card = canvasElement.querySelector('article');
    await expect(skeleton).not.toBeNull();
    await expect(card).not.toBeNull();
    const skeletonHeight = skeleton!.getBoundingClientRect().height;
    const cardHeight = card!.getBoundingClientRect().height;
    await expect(Math.abs(skeletonHeight - cardHeight)).toBeLessThanOrEqual(2);
  },
};

export const LongText: Story = {
  args: {
    title:
      'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblies and Grand Venetian Mirrors',
    products: [longTextProduct, ...offlineProducts],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8 products found')).toBeVisible();
  },
};

/** One product: the count line reads in the singular. */
export const SingleProduct: Story = {
  args: { products: offlineProducts.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 product found')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { products: sixty, visibleCount: 8 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
