import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Footer } from '@/components/organisms/Footer';
import { Header } from '@/components/organisms/Header';
import { popularCategories } from '@/domain/catalogue';
import { categories, siteSettings, socialLinks } from '@fixtures';
import { StorefrontLayout } from './StorefrontLayout';

const meta = {
  component: StorefrontLayout,
  args: {
    header: (
      <Header
        siteName={siteSettings.siteName}
        logoUrl=""
        categories={categories}
        cartCount={2}
        isAdmin={false}
        activePath="/about"
        onSearch={fn()}
      />
    ),
    footer: (
      <Footer
        siteName={siteSettings.siteName}
        aboutText={siteSettings.siteDescription}
        siteSettings={siteSettings}
        socialLinks={socialLinks}
        popularCategories={popularCategories(categories)}
        year={2026}
      />
    ),
    children: (
      <div style={{ padding: '48px 16px', maxWidth: 720, margin: '0 auto' }}>
        <h1>About Us</h1>
        <p>{siteSettings.aboutDescription}</p>
      </div>
    ),
  },
} satisfies Meta<typeof StorefrontLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SkipsToContent: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(main).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const Empty: Story = { args: { children: undefined } };

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
