import { definePreview } from '@storybook/react-vite';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import '@/styles/global.css';
import { withAppProviders } from '../stories/decorators/withAppProviders';
import { create } from 'storybook/theming';
import { configure } from 'storybook/test';
import tokensCss from '@/styles/tokens.css?raw';
import { brandFromTokens, themeVars } from './brand.ts';
import { fitControls } from './fitControls';
import headingFace from '@/styles/fonts/fraunces-500-core.woff2?url';
import textFace from '@/styles/fonts/dm-sans-wght-core.woff2?url';
import textAccents from '@/styles/fonts/dm-sans-wght-accents.woff2?url';

// Every story is a first view to the designer looking at it, so the preview asks for both faces as
// it starts, before the first story is drawn: the text face (`font-display: optional`) is used
// only if it is there by then (docs/conventions.md#typefaces). Its accents too, which a site's
// page fetches only when it shows one: the preview is one document for every story, and one
// story's late accents would leave every later story's in the fallback.
for (const href of [headingFace, textFace, textAccents]) {
  document.head.append(
    Object.assign(document.createElement('link'), {
      rel: 'preload',
      href,
      as: 'font',
      type: 'font/woff2',
      crossOrigin: 'anonymous',
    }),
  );
}

// Play functions wait up to 5 s for what they look for (findBy…, waitFor), not Testing Library's
// 1 s: a lazily loaded part's first load, or a React render on a busy 2-core CI machine, can take
// longer than a second without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

export default definePreview({
  addons: [addonDocs(), addonA11y()],
  decorators: [withAppProviders],
  tags: ['autodocs'],
  // No raw JSON controls: objects and React nodes get none, text-like unions a text field.
  argTypesEnhancers: [fitControls],
  parameters: {
    layout: 'fullscreen',
    // Docs pages in the brand's type and colours, read from tokens.css like the UI theme.
    docs: { theme: create(themeVars(brandFromTokens(tokensCss))) },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story test (docs/conventions.md#accessibility).
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        phone390: {
          name: 'Phone 390',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
        wide1440: {
          name: 'Wide 1440',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
        wide: { name: 'Wide 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
      },
    },
    options: {
      storySort: {
        // Designers land on the Introduction: Storybook opens the first entry.
        order: [
          'Docs',
          ['Introduction', 'Tokens', 'Using components', 'Contributing'],
          'Pages',
          'Flows',
          'Organisms',
          'Molecules',
          'Atoms',
          'Layouts',
        ],
      },
    },
  },
});
