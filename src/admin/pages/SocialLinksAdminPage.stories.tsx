import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { adminParameters } from '@fixtures/admin';
import { socialLinks } from '@fixtures';
import { SocialLinksAdminPage } from './SocialLinksAdminPage';
import { atViewport } from '@fixtures/viewports';
import { expectToast, retype, toastsOnLoad } from '@fixtures/steps';

const meta = {
  title: 'Pages/Admin/SocialMedia',
  component: SocialLinksAdminPage,
  parameters: adminParameters('/admin/social-media'),
} satisfies Meta<typeof SocialLinksAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Social Media' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Facebook/ })).toHaveValue(
      socialLinks.facebook,
    );
  },
};

/** A filled link needs http:// or https://. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    const facebook = canvas.getByRole('textbox', { name: /Facebook/ });
    await retype(facebook, 'facebook.com/elifehome');
    const tiktok = canvas.getByRole('textbox', { name: /TikTok/ });
    await retype(tiktok, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Links' }));
    await expect(
      canvas.getByText('Invalid URL for Facebook. Please include http:// or https://'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Invalid URL for TikTok. Please include http:// or https://'),
    ).toBeVisible();
    await expect(facebook).toHaveFocus();
  },
};

/** Saved links show in the footer at once. */
export const Saving: Story = {
  play: async ({ canvas, canvasElement }) => {
    const youtube = canvas.getByRole('textbox', { name: /YouTube/ });
    await retype(youtube, 'https://www.youtube.com/@elifehome-showroom');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Links' }));
    await expectToast(canvasElement, 'Social media links updated successfully!');
    await expect(
      canvas
        .getAllByRole('link')
        .some((a) => a.getAttribute('href') === 'https://www.youtube.com/@elifehome-showroom'),
    ).toBe(true);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: adminParameters('/admin/social-media', { elifehome_social_links: [1, 2] }),
  play: toastsOnLoad('Failed to load social media links, using backup data'),
};

export const Mobile: Story = atViewport('phone');

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
