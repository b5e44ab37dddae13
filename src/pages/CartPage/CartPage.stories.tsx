import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cartLines } from '@fixtures';
import { CartPage } from './CartPage';

const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  parameters: {
    layout: 'fullscreen',
    site: true,
    route: '/cart',
    routePath: '/cart',
    storage: { elifehome_cart: cartLines },
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ReviewsCart: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await step('Order Summary shows free shipping and a 10% tax', async () => {
      await expect(canvas.getByText('Order Summary')).toBeVisible();
      await expect(canvas.getByText('Free')).toBeVisible();
    });
    await step('the email form asks for a contact and a recipient', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Email Cart Summary' }));
      await expect(
        await canvas.findByText('Please provide either email or phone number'),
      ).toBeVisible();
      await expect(canvas.getByText('Please enter recipient email')).toBeVisible();
    });
  },
};

/** Clearing the cart leads to the empty state. */
export const ClearCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear Cart' }));
    await waitFor(() => expect(canvas.getByText('Your cart is empty')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const Empty: Story = {
  parameters: { storage: { elifehome_cart: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your cart is empty')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/**
 * The catalogue is empty but the buyer filled the cart earlier: the cart keeps the lines as they
 * were saved (names and prices travel with them), so the enquiry can still be sent.
 */
export const EmptyCatalogue: Story = {
  parameters: { storage: { elifehome_cart: cartLines, elifehome_products: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Cart items' });
    await expect(list.children).toHaveLength(cartLines.length);
  },
};

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = {
  globals: { viewport: { value: 'wide1440', isRotated: false } },
};
