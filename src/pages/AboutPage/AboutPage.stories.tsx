import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { siteSettings } from '@fixtures';
import { AboutPage } from './AboutPage';
import { sitePage } from '@fixtures/pages';
import { atViewport } from '@fixtures/viewports';
import { expectLink } from '@fixtures/steps';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: sitePage('/about'),
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsSections: Story = {
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
};

/** Advantages typed by the owner replace the defaults, one card each, at most four. */
export const CustomAdvantages: Story = {
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
};

export const Mobile: Story = atViewport('phone390');

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
