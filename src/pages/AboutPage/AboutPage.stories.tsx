import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { siteSettings } from '@fixtures';
import { AboutPage } from './AboutPage';
import { sitePage } from '@fixtures/pages';
import { atViewport } from '@fixtures/viewports';
import { expectLink } from '@fixtures/steps';

const meta = preview.meta({
  title: 'Pages/About',
  component: AboutPage,
  parameters: sitePage('/about'),
});

export const Default = meta.story();

export const ShowsSections = meta.story({
  play: async ({ canvas, canvasElement }) => {
    for (const heading of [
      'Our Company',
      'Our Competitive Advantages',
      'Our Product Collections',
      'Our Export Services',
      'Our Business Focus',
    ]) {
      await expect(await canvas.findByRole('heading', { name: heading })).toBeVisible();
    }
    for (const advantage of [
      'Global Export Expertise',
      'Diverse Product Range',
      'Quality Assurance',
      'Reliable Partnership',
    ]) {
      await expect(canvas.getByRole('heading', { name: advantage })).toBeVisible();
    }
    await expectLink(canvasElement, 'Become a partner', '/contact');
  },
});

/** Advantages typed by the owner replace the defaults, one card each, at most four. */
export const CustomAdvantages = meta.story({
  parameters: {
    storage: {
      elifehome_site_data: {
        ...siteSettings,
        advantages: 'Fast Sampling, Private Label, FSC Timber, Mixed Containers, Ignored Fifth',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Private Label' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Ignored Fifth' })).toBeNull();
  },
});

export const Mobile = meta.story(atViewport('phone390'));

/** The initial state on a tablet held upright (768 px). */
export const Tablet = meta.story(atViewport('tablet'));

/** The initial state on a wide desktop screen (1440 px). */
export const Wide = meta.story(atViewport('wide1440'));
