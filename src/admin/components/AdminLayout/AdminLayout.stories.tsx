import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { AdminLayout } from './AdminLayout';
import { expectCurrentPage, expectLink } from '@fixtures/steps';

const meta = {
  title: 'Layouts/AdminLayout',
  component: AdminLayout,
  args: {
    title: 'Product Management',
    active: 'products' as const,
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

export const Default: Story = {};

export const MarksCurrentScreen: Story = {
  play: async ({ args, canvas, step }) => {
    await step('Title and actions; no back link on the products screen itself', async () => {
      await expect(canvas.queryByRole('link', { name: 'Back to products' })).toBeNull();
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
      await expectCurrentPage(nav, 'Products');
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

/** Any other screen leads back to the products screen. */
export const SiteSettings: Story = {
  args: { title: 'Site Settings', active: 'site-settings', actions: undefined },
  play: async ({ canvasElement }) => {
    await expectCurrentPage(canvasElement, 'Site settings');
    await expectLink(canvasElement, 'Back to products', '/admin/products');
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

/** On a phone the sections that do not fit are hinted by a faded edge on their side. */
export const MobileScrollHint: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, step }) => {
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth);
    await step('At the start, more sections wait at the end', async () => {
      await waitFor(() => expect(nav).toHaveAttribute('data-more', 'end'));
    });
    await step('Scrolled to the end, the hint moves to the start', async () => {
      nav.scrollLeft = nav.scrollWidth;
      await waitFor(() => expect(nav).toHaveAttribute('data-more', 'start'));
    });
  },
};

/** On a phone the current section's link is scrolled into the sideways list, not left off-screen. */
export const MobileLastSection: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { title: 'Social Media', active: 'social-media', actions: undefined },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    const link = canvas.getByRole('link', { name: 'Social media' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth);
    await expect(nav.dataset.more).toMatch(/start/);
    const navBox = nav.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    // Sub-pixel widths: allow one pixel at either edge.
    await expect(linkBox.left).toBeGreaterThanOrEqual(navBox.left - 1);
    await expect(linkBox.right).toBeLessThanOrEqual(navBox.right + 1);
  },
};
