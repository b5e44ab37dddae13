import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CaseStudiesComingSoonPage, SliderComingSoonPage } from '../ComingSoonPage';
import { NotFoundPage } from './NotFoundPage';
import { sitePage } from '@fixtures/pages';
import { atViewport } from '@fixtures/viewports';
import { expectLink, showsText } from '@fixtures/steps';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  parameters: sitePage('/no-such-page', { routePath: '*' }),
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OffersWayHome: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectLink(canvasElement, 'Return to Home', '/');
  },
};

export const SliderComingSoon: Story = {
  render: () => <SliderComingSoonPage />,
  parameters: { route: '/slider' },
  play: showsText('Slider Products Page - Coming Soon'),
};

export const CaseStudiesComingSoon: Story = {
  render: () => <CaseStudiesComingSoonPage />,
  parameters: { route: '/case-studies' },
  play: showsText('Case Studies Page - Coming Soon'),
};

/** The initial state on a phone (390 px). */
export const Mobile: Story = atViewport('phone390');

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
