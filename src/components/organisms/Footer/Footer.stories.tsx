import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InquiryForm } from '@/components/organisms/InquiryForm';
import { popularCategories } from '@/domain/catalogue';
import { categories, noSocialLinks, siteSettings, socialLinks } from '@fixtures';
import { Footer } from './Footer';
import { atViewport } from '@fixtures/viewports';
import { expectLink, expectLinks } from '@fixtures/steps';

const meta = {
  component: Footer,
  args: {
    siteName: siteSettings.siteName,
    aboutText: siteSettings.siteDescription,
    siteSettings,
    socialLinks,
    // Five subcategories on purpose: the footer must cut them to four.
    popularCategories: popularCategories(categories, 5),
    year: 2026,
    inquirySlot: <InquiryForm tone="dark" onSubmit={fn()} />,
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LinksContact: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('About and contact', async () => {
      await expectLinks(canvasElement, [
        ['More about ELIFEHOME', '/about'],
        [siteSettings.contactPhone, 'tel:+12125550148'],
        [siteSettings.contactEmail, `mailto:${siteSettings.contactEmail}`],
      ]);
      await expect(canvas.getByText(siteSettings.address)).toBeVisible();
    });
    await step('Seven social links named after the site', async () => {
      const list = canvas.getByRole('list', { name: 'Follow Us' });
      await expect(within(list).getAllByRole('link')).toHaveLength(7);
      await expectLink(canvasElement, 'ELIFEHOME on Facebook', socialLinks.facebook);
    });
    await step('At most four popular category chips', async () => {
      const chips = within(canvas.getByRole('list', { name: 'Popular Categories' })).getAllByRole(
        'link',
      );
      await expect(chips).toHaveLength(4);
      await expect(chips[0]).toHaveAttribute('href', '/products/category/mirrors_wooden');
    });
    await step('Inquiry slot and copyright', async () => {
      await expect(canvas.getByRole('form', { name: 'Send Inquiry' })).toBeVisible();
      await expect(canvas.getByText('© 2026 ELIFEHOME. All rights reserved.')).toBeVisible();
    });
  },
};

/** Empty and unsafe social links are left out, not rendered as links to nowhere. */
export const PartialSocialLinks: Story = {
  args: {
    siteName: 'Casa Nova',
    socialLinks: {
      ...socialLinks,
      twitter: '',
      youtube: 'javascript:alert(1)',
      tiktok: '   ',
    },
  },
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list', { name: 'Follow Us' })).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Casa Nova on Facebook',
      'Casa Nova on Instagram',
      'Casa Nova on Pinterest',
      'Casa Nova on LinkedIn',
    ]);
    await expect(canvas.getByText('© 2026 Casa Nova. All rights reserved.')).toBeVisible();
  },
};

/** No social links, categories, contact details or inquiry form: the footer still reads well. */
export const Empty: Story = {
  args: {
    aboutText: '',
    siteSettings: { address: '', contactPhone: '', contactEmail: '' },
    socialLinks: noSocialLinks,
    popularCategories: [],
    inquirySlot: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Follow Us' })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('link', { name: siteSettings.contactPhone }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('list', { name: 'Popular Categories' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByText('© 2026 ELIFEHOME. All rights reserved.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    siteName: 'ELIFEHOME Grand Venetian Home Furnishings Export Trading Company',
    aboutText: `${siteSettings.aboutDescription} Antireflectioncoatedbevelledsilverglassmirrorpanelassembly.`,
    siteSettings: {
      address:
        'Unit 1203, Antireflectioncoatedbevelledsilverglass Tower, 245 West 29th Street, New York, NY 10001, USA',
      contactPhone: '+1 (212) 555-0148 ext. 12345',
      contactEmail: 'international-wholesale-enquiries@elifehome-export-trading.com',
    },
    popularCategories: [
      { id: 'mirrors_long', name: 'Grand Venetian Bevelled Floor-Standing Metal Frame Mirrors' },
      ...popularCategories(categories),
    ],
  },
};

export const Mobile: Story = atViewport('phone');

export const Tablet: Story = atViewport('tablet');
