import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { CaseStudiesComingSoonPage, SliderComingSoonPage } from '../ComingSoonPage';
import { NotFoundPage } from './NotFoundPage';
import { sitePage } from '@fixtures/pages';
import { atViewport } from '@fixtures/viewports';
import { expectLink, showsText } from '@fixtures/steps';

const meta = preview.meta({
  title: 'Pages/NotFound',
  component: NotFoundPage,
  parameters: sitePage('/no-such-page', { routePath: '*' }),
});

export const Default = meta.story();

export const OffersWayHome = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectLink(canvasElement, 'Return to Home', '/');
  },
});

export const SliderComingSoon = meta.story({
  render: () => <SliderComingSoonPage />,
  parameters: { route: '/slider' },
  play: showsText('Slider Products Page - Coming Soon'),
});

export const CaseStudiesComingSoon = meta.story({
  render: () => <CaseStudiesComingSoonPage />,
  parameters: { route: '/case-studies' },
  play: showsText('Case Studies Page - Coming Soon'),
});

/** The initial state on a phone (390 px). */
export const Mobile = meta.story(atViewport('phone390'));

/** The initial state on a tablet held upright (768 px). */
export const Tablet = meta.story(atViewport('tablet'));

/** The initial state on a wide desktop screen (1440 px). */
export const Wide = meta.story(atViewport('wide1440'));
