import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { categories, siteSettings } from '@fixtures';
import { Header } from './Header';
import { SITE_NAME_MAX } from '@/domain/schemas/readLimits';
import { expectLink, expectLinks, textsOf } from '@fixtures/steps';

// A small inline logo so the image state shows without the network.
const LOGO =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><circle cx="40" cy="40" r="36" fill="#8a5329"/><text x="40" y="52" font-size="36" text-anchor="middle" fill="#fbf8f3" font-family="Georgia">E</text></svg>',
  );

/** No label is cut off; 1px of slack absorbs sub-pixel rounding of scrollWidth. */
async function expectNoTruncation(links: HTMLElement[]) {
  for (const link of links)
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth + 1);
}

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  component: Header,
  args: {
    siteName: siteSettings.siteName,
    logoUrl: '',
    categories,
    cartCount: 0,
    isAdmin: false,
    onSearch: fn(),
    activePath: '/',
  },
  globals: desktop,
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NavigatesAndSearches: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('HOME first, dropdowns for categories with subcategories', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Main' });
      const home = within(nav).getByRole('link', { name: 'HOME' });
      await expect(home).toHaveAttribute('href', '/');
      await expect(home).toHaveAttribute('aria-current', 'page');
      await expectLinks(nav, [
        ['Fireplace', '/products/category/fireplace'],
        ['Design Inspirations', '/design-inspirations'],
      ]);
      await expect(
        within(nav).getByRole('button', { name: 'Mirrors subcategories' }),
      ).toHaveAttribute('aria-expanded', 'false');
      await expect(
        within(nav).getByRole('button', { name: 'Furniture subcategories' }),
      ).toBeVisible();
      await expect(within(nav).queryByRole('button', { name: /Lighting/ })).not.toBeInTheDocument();
    });
    await step('Logo links home; wordmark without a logo image', async () => {
      const brand = canvas.getByRole('link', { name: 'ELIFEHOME home' });
      await expect(brand).toHaveAttribute('href', '/');
      await expect(brand.querySelector('img')).toBeNull();
    });
    await step('No badge and no settings link for a visitor with an empty cart', async () => {
      await expectLink(canvasElement, 'Cart', '/cart');
      await expect(canvas.queryByTestId('cart-badge')).not.toBeInTheDocument();
      await expect(canvas.queryByRole('link', { name: 'Admin settings' })).not.toBeInTheDocument();
    });
    await step('Quick order is on the bar: an icon named so', async () => {
      const quick = canvas.getByRole('link', { name: 'Quick order' });
      await expect(quick).toHaveAttribute('href', '/quick-order');
      await expect(quick).toBeVisible();
      await expect(quick.getBoundingClientRect().width).toBeLessThanOrEqual(44);
    });
    await step('The desktop bar does not overflow at 1280px, nor truncate a label', async () => {
      const bar = canvasElement.querySelector('header > div') as HTMLElement;
      await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
      const links = within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
      await expectNoTruncation(links);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
  },
};

export const WithCartItems: Story = {
  args: { cartCount: 3 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(canvas.getByTestId('cart-badge')).toHaveTextContent('3');
  },
};

/**
 * Signed in at 1280 px, with a logo: the settings icon joins the bar, so the search folds into
 * its icon and the brand keeps its whole name.
 */
export const Admin: Story = {
  args: { isAdmin: true, cartCount: 1, logoUrl: LOGO },
  play: async ({ canvas, canvasElement }) => {
    const links = within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    await expectNoTruncation(links);
    await expectNoTruncation([canvas.getByText(siteSettings.siteName)]);
    await expect(canvas.getByRole('button', { name: 'Show search' })).toBeVisible();
    await expectLink(canvasElement, 'Admin settings', '/admin/products');
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'ELIFEHOME home' }).querySelector('img'),
    ).not.toBeNull();
  },
};

export const Search: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search products' }),
      '  oak  {Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('oak');
  },
};

export const DropdownKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Furniture subcategories' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Tables' })).toHaveFocus());
    await expectLink(canvasElement, 'Tables', '/products/category/furniture_tables');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { cartCount: 3 },
  globals: phone,
  play: async ({ args, canvas, canvasElement, step }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });

    await step('The category bar is collapsed into the menu', async () => {
      await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
      // An icon on phones, still named for screen readers.
      await expect(canvas.getByRole('link', { name: 'Quick order' })).toBeVisible();
      const bar = canvasElement.querySelector('header > div') as HTMLElement;
      await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    });

    await step('The menu lists exactly the required links plus Design Inspirations', async () => {
      await userEvent.click(menuButton);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const menu = canvas.getByRole('navigation', { name: 'Mobile' });
      const links = within(menu).getAllByRole('link');
      await expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
        ['HOME', '/'],
        ['MIRRORS', '/products/category/mirrors'],
        ['FURNITURE', '/products/category/furniture'],
        ['LIGHTING', '/products/category/lighting'],
        ['ABOUT US', '/about'],
        ['Design Inspirations', '/design-inspirations'],
      ]);
    });

    await step('Escape closes it and returns focus to the menu button', async () => {
      within(canvas.getByRole('navigation', { name: 'Mobile' }))
        .getByRole('link', { name: 'MIRRORS' })
        .focus();
      await userEvent.keyboard('{Escape}');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
      await expect(menuButton).toHaveFocus();
    });

    await step('A link click closes it', async () => {
      await userEvent.click(menuButton);
      await userEvent.click(canvas.getByRole('link', { name: 'ABOUT US' }));
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });

    await step('The menu button toggles it closed too', async () => {
      await userEvent.click(menuButton);
      await userEvent.click(menuButton);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });

    await step('The mobile search submits the trimmed query and closes the menu', async () => {
      await userEvent.click(menuButton);
      const menu = canvasElement.querySelector(
        `#${CSS.escape(menuButton.getAttribute('aria-controls') ?? '')}`,
      ) as HTMLElement;
      await userEvent.type(within(menu).getByRole('searchbox'), ' linen sofa {Enter}');
      await expect(args.onSearch).toHaveBeenCalledWith('linen sofa');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

/** A phone with the menu open: the state a designer reviews for the mobile navigation. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'HOME' })).toBeVisible();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** At 1024px the bar is tight: the search folds into an icon that opens a search field. */
export const Laptop: Story = {
  args: { isAdmin: true, cartCount: 3 },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        laptop: {
          name: 'Laptop 1024',
          styles: { width: '1024px', height: '768px' },
          type: 'desktop',
        },
      },
    },
  },
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('The category bar fits without overflowing', async () => {
      await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
      const bar = canvasElement.querySelector('header > div') as HTMLElement;
      await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
      const links = within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
      await expectNoTruncation(links);
    });
    await step('The search icon opens the field and focuses it; Escape closes it', async () => {
      const toggle = canvas.getByRole('button', { name: 'Show search' });
      await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(canvas.getByRole('searchbox')).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveFocus();
    });
    await step('Submitting searches and folds the field away', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show search' }));
      await waitFor(() => expect(canvas.getByRole('searchbox')).toHaveFocus());
      await userEvent.keyboard('walnut{Enter}');
      await expect(args.onSearch).toHaveBeenCalledWith('walnut');
      await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    });
  },
};

/** At 1920 the bar stays centred within the content width. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Quick order' })).toBeVisible();
    const bar = canvasElement.querySelector('header > div') as HTMLElement;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

/**
 * The longest site name the settings accept, at 1024 px: the wordmark gives way (ellipsis) and
 * every menu item keeps its whole name.
 */
export const LongestSiteNameLaptop: Story = {
  args: { siteName: 'W'.repeat(SITE_NAME_MAX), cartCount: 3 },
  globals: Laptop.globals,
  parameters: Laptop.parameters,
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const bar = canvasElement.querySelector('header > div') as HTMLElement;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expectNoTruncation(within(nav).getAllByRole('link'));
    await expect(canvas.getByRole('link', { name: /home$/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Quick order' })).toBeVisible();
  },
};

/** The longest site name at 390 px: the wordmark gives way; quick order, cart and menu stay. */
export const LongestSiteNamePhone: Story = {
  args: { siteName: 'W'.repeat(SITE_NAME_MAX), cartCount: 3 },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvasElement.querySelector('header > div') as HTMLElement;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    for (const name of ['Quick order', 'Cart, 3 items'])
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /home$/ })).toBeVisible();
  },
};

/** The longest site name at 1280 px, signed in: the menu keeps every word, Quick order its icon. */
export const LongestSiteNameDesktop: Story = {
  args: { siteName: 'W'.repeat(SITE_NAME_MAX), cartCount: 3, isAdmin: true },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const bar = canvasElement.querySelector('header > div') as HTMLElement;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expectNoTruncation(within(nav).getAllByRole('link'));
    await expect(canvas.getByRole('link', { name: 'Quick order' })).toBeVisible();
  },
};

/** A long site name, a huge cart count and an extra category with an unbroken name. */
export const LongText: Story = {
  args: {
    siteName: 'ELIFEHOME Grand Venetian Home Furnishings Export',
    cartCount: 1234,
    categories: [...categories, { id: 'bedding', name: 'Antireflectioncoatedbevelledsilverglass' }],
  },
};

/** Only the mandatory 'all' category: HOME and Design Inspirations remain. */
export const Empty: Story = {
  args: { categories: [{ id: 'all', name: 'All Products' }] },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(textsOf(nav, 'link')).toEqual(['HOME', 'Design Inspirations']);
  },
};
