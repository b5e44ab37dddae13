import { createElement } from 'react';
import { ComingSoonPage } from './ComingSoonPage';

export { ComingSoonPage };
export type { ComingSoonPageProps } from './ComingSoonPage';

/** /slider. */
export const SliderComingSoonPage = () =>
  createElement(ComingSoonPage, { text: 'Slider Products Page - Coming Soon' });

/** /case-studies. */
export const CaseStudiesComingSoonPage = () =>
  createElement(ComingSoonPage, { text: 'Case Studies Page - Coming Soon' });
