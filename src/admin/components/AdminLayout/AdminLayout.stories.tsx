import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { AdminLayout } from './AdminLayout';

const meta = {
  title: 'Layouts/AdminLayout',
  component: AdminLayout,
  args: {
    title: 'Product Management',
    active: 'products',
    onLogout: fn(),
    actions: (
      <Button icon={<Icon name="plus" size={18} />} onClick={fn()}>
        Add Product
      </Button>
    ),
    children: <p>The screen's content goes here.</p>,
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Back arrow, title and actions', async () => {
      await expect(canvas.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
        'href',
        '/admin/products',
      );
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Product Management' }),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Add Product' })).toBeVisible();
    });
    await step('The admin navigation marks the current screen', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Admin' });
      const links = within(nav).getAllByRole('link');
      await expect(links.map((l) => l.getAttribute('href'))).toEqual([
        '/admin/products',
        '/admin/categories',
        '/admin/slider',
        '/admin/images',
        '/admin/site-settings',
        '/admin/social-media',
        '/admin/publishing',
      ]);
      await expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(nav).getByRole('link', { name: 'Slider' })).not.toHaveAttribute(
        'aria-current',
      );
    });
    await step('Logout raises onLogout', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
    });
  },
};

export const SiteSettings: Story = {
  args: { title: 'Site Settings', active: 'site-settings', actions: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Site settings' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const LongText: Story = {
  args: {
    title:
      'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror Antireflectioncoatedbevelledsilverglass',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** On a phone the current section's link is scrolled into the sideways list, not left off-screen. */
export const MobileLastSection: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { title: 'Social Media', active: 'social-media', actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    const link = canvas.getByRole('link', { name: 'Social media' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth);
    const navBox = nav.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    // Sub-pixel widths: allow one pixel at either edge.
    await expect(linkBox.left).toBeGreaterThanOrEqual(navBox.left - 1);
    await expect(linkBox.right).toBeLessThanOrEqual(navBox.right + 1);
  },
};
