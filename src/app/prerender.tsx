/**
 * The build's prerender entry (see build/prerender.ts): each visitor page as
 * HTML, rendered from the sample catalogue. A first-time visitor's browser holds exactly that
 * catalogue, so the HTML is what the app would render there; the browser entry adopts it
 * (hydrates) instead of painting from scratch. Anything else falls back to a normal render.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createStore } from 'jotai';
import { preloadPage } from '@/app/routes';
import { AppTree } from '@/app/AppTree';
import * as paths from '@/domain/paths';
import { seedStoredDataAtom, storageAtom } from '@/state';
import { createMemoryStorage } from '@/storage';
import { SAMPLE_CATEGORIES, SAMPLE_PRODUCTS } from '@/storage/sampleData';

/** Every visitor address whose page depends only on the stored catalogue, not on a query. */
export function prerenderPaths(): string[] {
  return [
    paths.home,
    ...SAMPLE_CATEGORIES.map((category) => paths.category(category.id)),
    paths.newArrivals,
    paths.bestsellers,
    ...SAMPLE_PRODUCTS.map((product) => paths.product(product.id)),
    paths.cart,
    paths.designInspirations,
    paths.about,
    paths.contact,
  ];
}

export interface PrerenderedPage {
  /** The page's <title> and <meta> elements, for the document head. */
  head: string;
  /** The content of #root. */
  body: string;
}

/** Hoisted head elements React writes ahead of the tree when the root is not a whole document. */
const LEADING_HEAD = /^(?:<title>[^<]*<\/title>|<(?:meta|link) [^>]*\/?>)+/;

/** The page at `pathname` as a first-time visitor's browser would render it. */
export async function prerender(pathname: string): Promise<PrerenderedPage> {
  await preloadPage(pathname);
  const store = createStore();
  store.set(storageAtom, createMemoryStorage());
  store.set(seedStoredDataAtom);
  const html = renderToString(
    <AppTree
      store={store}
      router={(routes) => <StaticRouter location={pathname}>{routes}</StaticRouter>}
    />,
  );
  const head = LEADING_HEAD.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
