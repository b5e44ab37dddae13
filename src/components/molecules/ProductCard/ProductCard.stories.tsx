import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { longTextProduct, offlineProducts, productById } from '@fixtures';
import { ProductCard } from './ProductCard';
import { expectCalledOnceWith, expectLink } from '@fixtures/steps';

const mirror = productById(1);

/** The centre of an element, where a pointer would land. */
function centreOf(element: Element) {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

const meta = {
  component: ProductCard,
  argTypes: {
    product: { control: false },
    headingLevel: { control: 'radio', options: [2, 3, 4] },
  },
  args: { product: mirror, categoryName: 'Wooden Mirrors', onAddToCart: fn() },
  parameters: {
    route: '/products/category/mirrors',
    routePath: '/products/category/:categoryId',
    docs: {
      description: {
        component: [
          'The one product card: every product shown as a tile on the site is this card, in one of two variants. Pick the variant by where the card sits, never restyle it from the parent.',
          '',
          '- **`grid`** (the default; stories Default, Mobile): product lists (a category, New Arrivals, Bestsellers, search results) and Related Products on the product page, where the columns follow the page. A wide card keeps the price and the button on one row.',
          "- **`compact`** (stories Compact, Compact Long Text): a fixed-width tile in a horizontal scroller, as in the home page's Latest Products and Bestselling Products rows. The price always sits above a full-width button, so every tile in a row ends alike.",
          '',
          "Both lay themselves out by their own width, not the window's: below 200 px (two grid columns on a phone) the padding tightens and the button shows its label only. A product shown in another medium is not a card: the line sheet (print), the quick view (a dialog), quick order rows and the hotspots on inspiration photos have components of their own.",
        ].join('\n'),
      },
    },
  },
  decorators: [(Story) => <div style={{ width: 280, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AddsToCart: Story = {
  play: async ({ args, canvas, step }) => {
    const link = canvas.getByRole('link', { name: mirror.name });

    await step('the name links to the detail page', async () => {
      await expect(link).toHaveAttribute('href', `/products/${mirror.id}`);
      await expect(canvas.getByText('NEW')).toBeVisible();
      await expect(canvas.getByText('BESTSELLER')).toBeVisible();
      await expect(canvas.getByText('$189.99')).toBeVisible();
    });

    await step('Add to Cart raises the callback and stays on the page', async () => {
      const button = canvas.getByRole('button', { name: 'Add to Cart' });
      await expect(button).toHaveAccessibleDescription(mirror.name);
      // The button must sit above the stretched link, or a real click would navigate.
      const { x, y } = centreOf(button);
      await expect(button.contains(document.elementFromPoint(x, y))).toBe(true);
      await userEvent.click(button);
      await expectCalledOnceWith(args.onAddToCart, mirror);
      await expect(canvas.queryByTestId('navigated-to')).toBeNull();
      await expect(canvas.getByRole('article')).toBeInTheDocument();
    });
  },
};

/** A click on the photo lands on the stretched name link and opens the detail page. */
export const OpensDetail: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const media = canvasElement.querySelector('[data-state]') as HTMLElement;
    const { x, y } = centreOf(media);
    const hit = document.elementFromPoint(x, y);
    await expect(hit).toBe(canvas.getByRole('link', { name: mirror.name }));
    await userEvent.click(hit as Element);
    await waitFor(() =>
      expect(canvas.getByTestId('navigated-to')).toHaveTextContent(`/products/${mirror.id}`),
    );
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** The photo as it looks once loaded (offline stand-in image). */
export const WithPhoto: Story = {
  args: { product: offlineProducts[3] ?? mirror, categoryName: 'Furniture', priority: true },
};

export const NoBadges: Story = {
  args: { product: { ...mirror, isNew: false, isBestseller: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('NEW')).toBeNull();
    await expect(canvas.queryByText('BESTSELLER')).toBeNull();
  },
};

/** No image and no known category: the placeholder keeps the card's shape. */
export const Empty: Story = {
  args: { product: { ...mirror, images: [] }, categoryName: undefined },
};

export const LongText: Story = {
  args: {
    product: longTextProduct,
    categoryName: 'Antireflectioncoatedbevelledsilverglassmirrors',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234,567.89')).toBeVisible();
    const card = canvas.getByRole('article');
    // Nothing may spill out of the card sideways.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** The grid card two columns wide on a phone (about 160 px): label-only, full-width button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 164, padding: 8 }}>{Story()}</div>],
};

/** Trade terms (docs/requirements.md#trade-terms): the card names the SKU and the minimum order its 'Add to Cart' adds. */
export const TradeTerms: Story = {
  args: { product: { ...mirror, sku: 'EH-MIR-001', moq: 50 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SKU EH-MIR-001 · Min. order 50')).toBeVisible();
  },
};

/** A product sold singly shows its SKU alone; one without a SKU shows neither. */
export const SkuOnly: Story = {
  args: { product: { ...mirror, sku: 'EH-MIR-001', moq: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SKU EH-MIR-001')).toBeVisible();
    await expect(canvas.queryByText(/Min\. order/)).toBeNull();
  },
};

/** The compact card, a tile in a horizontal scroller (home's Latest and Bestselling rows). */
export const Compact: Story = {
  args: { variant: 'compact' },
  decorators: [(Story) => <div style={{ width: 240, padding: 16 }}>{Story()}</div>],
  play: async ({ args, canvas, canvasElement, step }) => {
    const card = canvas.getByRole('article');
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    const price = canvas.getByText('$189.99');

    await step('the price sits above a button as wide as the card body', async () => {
      await expect(card).toHaveAttribute('data-variant', 'compact');
      const priceBox = price.getBoundingClientRect();
      const buttonBox = button.getBoundingClientRect();
      await expect(buttonBox.top).toBeGreaterThanOrEqual(priceBox.bottom);
      const body = button.parentElement?.getBoundingClientRect();
      await expect(Math.round(buttonBox.width)).toBe(Math.round(body?.width ?? 0));
    });

    await step(
      'Add to Cart still adds, and the rest of the card still opens the product',
      async () => {
        const { x, y } = centreOf(button);
        await expect(button.contains(document.elementFromPoint(x, y))).toBe(true);
        await userEvent.click(button);
        await expect(args.onAddToCart).toHaveBeenCalledWith(mirror);
        await expect(canvas.queryByTestId('navigated-to')).toBeNull();
        await expectLink(canvasElement, mirror.name, `/products/${mirror.id}`);
      },
    );
  },
};

/** A compact tile with a 90-character name and a 7-digit price: nothing spills sideways. */
export const CompactLongText: Story = {
  args: {
    ...LongText.args,
    variant: 'compact',
  },
  decorators: [(Story) => <div style={{ width: 200, padding: 16 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234,567.89')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};
