import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QUICK_VIEW_DESCRIPTION_MAX } from '@/domain/text';
import { longTextProduct, offlineProducts, productById } from '@fixtures';
import { renderWithTrigger } from '@fixtures/dialogs';
import { openDialogWith } from '@fixtures/play';
import { QuickViewModal } from './QuickViewModal';
import { expectCalledOnceWith, retype } from '@fixtures/steps';

/** The sample sofa, sold in variants (Oatmeal, Sage and Charcoal linen). */
const sofaInVariants = offlineProducts[3] ?? productById(4);
/** The sofa as one item: the quick view adds it to the cart itself. */
const { options: _options, variants: _variants, ...sofa } = sofaInVariants;

/** Opens the quick view from its trigger, as a hotspot would, and returns the dialog. */
const openQuickView = (canvasElement: HTMLElement) => openDialogWith(canvasElement, 'Quick view');

/** The description paragraph of the open quick view. */
function descriptionOf(dialog: HTMLElement, product: { description: string }) {
  const start = product.description.slice(0, 20);
  return within(dialog).getByText((text) => text.startsWith(start));
}

const meta = {
  component: QuickViewModal,
  argTypes: { product: { control: false } },
  args: {
    product: sofa,
    open: false,
    categoryName: 'Furniture',
    onClose: fn(),
    onAddToCart: fn(),
  },
  render: renderWithTrigger(QuickViewModal, { trigger: 'Quick view', variant: 'secondary' }),
} satisfies Meta<typeof QuickViewModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AddsToCart: Story = {
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openQuickView(canvasElement);
    const inDialog = within(dialog);

    await step('named by the product, description cut to 150 characters', async () => {
      await expect(dialog).toHaveAccessibleName(sofa.name);
      await expect(inDialog.getByText('$749.99')).toBeVisible();
      const text = descriptionOf(dialog, sofa).textContent ?? '';
      await expect(sofa.description.length).toBeGreaterThan(QUICK_VIEW_DESCRIPTION_MAX);
      await expect(text.length).toBeLessThanOrEqual(QUICK_VIEW_DESCRIPTION_MAX + 1);
      await expect(text.endsWith('…')).toBe(true);
    });

    await step('View Details links to the product page', async () => {
      await expect(inDialog.getByRole('link', { name: 'View Details' })).toHaveAttribute(
        'href',
        `/products/${sofa.id}`,
      );
    });

    await step('the quantity starts at the minimum order; the next break is offered', async () => {
      await expect(inDialog.getByText('SKU EH-SOF-004')).toBeVisible();
      await expect(inDialog.getByRole('textbox', { name: 'Quantity' })).toHaveValue('30');
      await expect(inDialog.getByText('Buy 58 for $699.00 each')).toBeVisible();
    });

    await step('Add to Cart raises the callback with the product and the quantity', async () => {
      await userEvent.click(inDialog.getByRole('button', { name: 'Add to Cart' }));
      await expectCalledOnceWith(args.onAddToCart, sofa, 30);
    });
  },
};

/** A typed quantity below the minimum snaps up with its reason; a break reached shows its price. */
export const TradeQuantity: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openQuickView(canvasElement);
    const inDialog = within(dialog);
    const field = inDialog.getByRole('textbox', { name: 'Quantity' });
    await retype(field, '3{Enter}');
    await expect(field).toHaveValue('30');
    await expect(inDialog.getByText('Minimum order is 30')).toBeVisible();
    await retype(field, '60{Enter}');
    await expect(inDialog.getByText(/60 at/)).toHaveTextContent('60 at $699.00 each');
    await expect(inDialog.getByText('Buy 116 for $659.00 each')).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(sofa, 60);
  },
};

/** 'View Details' closes the preview before it navigates. */
export const ViewDetails: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openQuickView(canvasElement);
    await userEvent.click(within(dialog).getByRole('link', { name: 'View Details' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  },
};

/** A short description is shown whole, with no ellipsis. */
export const ShortDescription: Story = {
  args: { product: { ...sofa, description: 'A linen three-seater with feather cushions.' } },
  play: async ({ canvasElement }) => {
    const dialog = await openQuickView(canvasElement);
    await expect(
      within(dialog).getByText('A linen three-seater with feather cushions.'),
    ).toBeVisible();
  },
};

/** A product sold in variants is chosen on its page: the quick view links there instead of adding. */
export const SoldInVariants: Story = {
  args: { product: sofaInVariants },
  play: async ({ args, canvasElement }) => {
    const dialog = await openQuickView(canvasElement);
    const choose = within(dialog).getByRole('link', { name: 'Choose options' });
    await expect(choose).toHaveAttribute('href', '/products/4');
    await expect(within(dialog).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** No product: the trigger opens nothing. */
export const Empty: Story = {
  args: { product: null },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Quick view' }));
    await expect(canvasElement.querySelector('dialog')).not.toHaveAttribute('open');
  },
};

export const LongText: Story = {
  args: { product: longTextProduct, categoryName: 'Metal Frame Mirrors' },
  play: async ({ canvasElement }) => {
    const dialog = await openQuickView(canvasElement);
    const text = descriptionOf(dialog, longTextProduct).textContent ?? '';
    await expect(text.length).toBeLessThanOrEqual(QUICK_VIEW_DESCRIPTION_MAX + 1);
    await expect(within(dialog).getByText('$1,234,567.89')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await openQuickView(canvasElement);
  },
};
