import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { siteSettings } from '@fixtures';
import { ContactPage } from './ContactPage';
import { sitePage } from '@fixtures/pages';
import { atViewport } from '@fixtures/viewports';

const meta = preview.meta({
  title: 'Pages/Contact',
  component: ContactPage,
  parameters: sitePage('/contact'),
});

export const Default = meta.story();

export const ShowsContact = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: siteSettings.contactEmail })[0],
    ).toHaveAttribute('href', `mailto:${siteSettings.contactEmail}`);
    await expect(canvas.getByRole('heading', { name: 'Send Inquiry', level: 2 })).toBeVisible();
  },
});

export const Mobile = meta.story(atViewport('phone390'));

/** The initial state on a tablet held upright (768 px). */
export const Tablet = meta.story(atViewport('tablet'));

/** The initial state on a wide desktop screen (1440 px). */
export const Wide = meta.story(atViewport('wide1440'));
