import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { siteSettings } from '@fixtures';
import { ContactPage } from './ContactPage';
import { sitePage } from '@fixtures/pages';
import { atViewport } from '@fixtures/viewports';

const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  parameters: sitePage('/contact'),
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsContact: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: siteSettings.contactEmail })[0],
    ).toHaveAttribute('href', `mailto:${siteSettings.contactEmail}`);
    await expect(canvas.getByRole('heading', { name: 'Send Inquiry', level: 2 })).toBeVisible();
  },
};

export const Mobile: Story = atViewport('phone390');

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
