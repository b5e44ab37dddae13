import { createElement } from 'react';
import { ComingSoonPage } from './ComingSoonPage';

export { ComingSoonPage };
export type { ComingSoonPageProps } from './ComingSoonPage';

/** /slider (SPEC §2). */
export const SliderComingSoonPage = () =>
  createElement(ComingSoonPage, { text: 'Slider Products Page - Coming Soon' });

/** /case-studies (SPEC §2). */
export const CaseStudiesComingSoonPage = () =>
  createElement(ComingSoonPage, { text: 'Case Studies Page - Coming Soon' });
