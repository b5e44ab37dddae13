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

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Quick order' }),
    ).toHaveAttribute('href', '/quick-order');
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
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your cart is empty')).toBeVisible();
    // A trade buyer with a list can order by SKU instead (the header has it too).
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Quick order' }),
    ).toHaveAttribute('href', '/quick-order');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
