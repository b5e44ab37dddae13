import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Product } from '@/domain/types';
import { longTextProduct, manyProducts, offlineProducts } from '@fixtures';
import { ProductCard } from '../ProductCard';
import { HorizontalScroller } from './HorizontalScroller';
import { expectLink } from '@fixtures/steps';

const onAddToCart = fn();

/** One ProductCard per product, as the home page renders them. */
function cards(list: Product[]) {
  return list.map((product, index) => (
    <ProductCard
      key={product.id}
      product={product}
      onAddToCart={onAddToCart}
      priority={index < 4}
      variant="compact"
    />
  ));
}

const meta = {
  component: HorizontalScroller,
  args: { title: 'Latest Products', viewAllTo: '/products/new', children: cards(offlineProducts) },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof HorizontalScroller>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsRow: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Latest Products' })).toBeVisible();
    await expectLink(canvasElement, 'View all Latest Products', '/products/new');
    await expect(canvas.getByRole('region', { name: 'Latest Products' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
  },
};

/** Four products fit without arrows. */
export const FourItems: Story = {
  args: { children: cards(offlineProducts.slice(0, 4)) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: /Scroll .* (left|right)/ })).toBeNull();
  },
};

/** A fifth product brings the arrows; each click scrolls 300 px; they disable at the ends. */
export const FiveItems: Story = {
  args: { children: cards(offlineProducts.slice(0, 5)) },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  play: async ({ canvas, step }) => {
    const region = canvas.getByRole('region', { name: 'Latest Products' });
    const left = canvas.getByRole('button', { name: 'Scroll Latest Products left' });
    const right = canvas.getByRole('button', { name: 'Scroll Latest Products right' });

    await step('at the start only the right arrow works', async () => {
      await expect(region.scrollLeft).toBe(0);
      await expect(left).toBeDisabled();
      await waitFor(() => expect(right).toBeEnabled());
    });

    await step('right scrolls the list forward', async () => {
      await userEvent.click(right);
      await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
      await waitFor(() => expect(left).toBeEnabled());
    });

    await step('at the far end the right arrow disables', async () => {
      region.scrollLeft = region.scrollWidth;
      await waitFor(() => expect(right).toBeDisabled());
      await userEvent.click(left);
      await waitFor(() => expect(right).toBeEnabled());
    });
  },
};

export const Empty: Story = {
  args: { children: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products found in this category.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Latest Products' })).toBeNull();
  },
};

/** The row is a tab stop of its own (arrow keys scroll it); focusing a far card brings it into view. */
export const Keyboard: Story = {
  args: {
    title: 'Bestselling Products',
    viewAllTo: '/products/bestsellers',
    children: cards(manyProducts(12)),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Bestselling Products' });
    region.focus();
    await expect(region).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: /Nordic/ })[0]).toHaveFocus();
    const links = within(region).getAllByRole('link');
    links[links.length - 1]?.focus();
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
  },
};

/** The same row fed by `items` + `renderItem`, as the home page does. */
export const FromItems: Story = {
  args: {
    children: undefined,
    items: offlineProducts.slice(0, 3),
    getKey: (item) => (item as Product).id,
    renderItem: (item) => (
      <ProductCard product={item as Product} onAddToCart={onAddToCart} variant="compact" />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const WithoutViewAll: Story = { args: { viewAllTo: undefined } };

export const LongText: Story = {
  args: {
    title: 'Grand Venetian Bevelled Mirrors and Antireflectioncoatedbevelledsilverglassmirrors',
    children: cards([longTextProduct, ...offlineProducts]),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
