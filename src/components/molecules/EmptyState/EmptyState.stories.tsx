import { ICON_NAMES } from '@/components/atoms/Icon';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '@/components/atoms/Button';
import { Link } from '@/components/atoms/Link';
import { EmptyState } from './EmptyState';
import { expectLink } from '@fixtures/steps';

const meta = {
  component: EmptyState,
  argTypes: {
    icon: { control: 'select', options: [...ICON_NAMES] },
    headingLevel: { control: 'radio', options: [1, 2, 3, 4] },
    size: { control: 'radio', options: ['section', 'page'] },
    body: { control: 'text' },
    children: { control: false },
  },
  args: {
    icon: 'search' as const,
    title: 'No products found',
    body: 'There are no products in this category yet.',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsMessage: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No products found' }),
    ).toBeVisible();
    await expect(canvas.getByText('There are no products in this category yet.')).toBeVisible();
  },
};

/** The cart page's 'Your cart is empty' with a 'Browse Products' button. */
export const CartEmpty: Story = {
  args: {
    icon: 'cart',
    title: 'Your cart is empty',
    body: 'Add products from the catalogue to build an inquiry for your store.',
    headingLevel: 1,
    size: 'page',
    children: (
      <Link to="/" variant="button">
        Browse Products
      </Link>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Your cart is empty');
    await expectLink(canvasElement, 'Browse Products', '/');
  },
};

/** Product detail with an unknown id. */
export const ProductNotFound: Story = {
  args: {
    icon: 'alert',
    title: 'Product Not Found',
    body: 'The requested product could not be found.',
    size: 'page',
    children: (
      <Link to="/" variant="button">
        Return to Home
      </Link>
    ),
  },
};

export const InspirationsEmpty: Story = {
  args: {
    icon: 'sparkle',
    title: 'No Design Inspirations Yet',
    body: 'Room ideas will appear here as soon as they are published.',
  },
};

/** The admin's empty product database; the action is a button that raises a callback. */
export const AdminEmpty: Story = {
  args: {
    icon: 'image',
    title: 'Product Database Empty',
    body: 'Add your first product to start building the catalogue.',
    children: <Button onClick={fn()}>Add First Product</Button>,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add First Product' });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
  },
};

/** Only a title: no body, no action. */
export const Empty: Story = { args: { body: undefined, title: 'Nothing here yet' } };

export const LongText: Story = {
  args: {
    title:
      'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror with Antique Brass Finish XL 2 m',
    body: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx could not be found in the catalogue, which may have been edited in another tab since this page was opened.',
  },
};

export const Mobile: Story = {
  ...CartEmpty,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
