/**
 * The build's prerender entry (see build/prerender.ts): each visitor page as HTML, rendered
 * from the published catalogue. A first-time visitor's browser renders exactly that from the
 * published files, so the browser entry adopts the HTML (hydrates it) instead of painting from
 * scratch. Anything else falls back to a normal render.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createStore } from 'jotai';
import { preloadPage } from '@/app/routes';
import { AppTree } from '@/app/AppTree';
import { documentHeadHtml, HeadCollector, type DocumentHead } from '@/pages/shared/documentHead';
import * as paths from '@/domain/paths';
import { catalogueTags, type CatalogueContent } from '@/domain/views';
import { publishedRevisionAtom, seedWorkingCopy, siteUrlAtom, storageAtom } from '@/state';
import { createMemoryStorage } from '@/storage';

/** The address of the page hosts serve for anything that is not a page (a 404). */
export const NOT_FOUND_PATH = '/404';

/**
 * Every address whose page depends only on the catalogue, not on a query or on this browser:
 * every product, category, subcategory and tag, the fixed lists, and the pages around them.
 */
export function prerenderPaths(content: CatalogueContent): string[] {
  return [
    paths.home,
    ...content.categories.flatMap((category) => [
      paths.category(category.id),
      ...(category.subcategories ?? []).map((sub) => paths.category(sub.id)),
    ]),
    paths.newArrivals,
    paths.bestsellers,
    ...catalogueTags(content.products).map((tag) => paths.tag(tag)),
    ...content.products.map((product) => paths.product(product.id)),
    paths.searchPage,
    paths.cart,
    paths.quickOrder,
    paths.designInspirations,
    paths.about,
    paths.contact,
    NOT_FOUND_PATH,
  ];
}

export interface PrerenderedPage {
  /** The page's <title>, <meta>, <link> and structured data, for the document head. */
  head: string;
  /** The content of #root. */
  body: string;
}

/** What every page of one build renders from. */
export interface PublishedSite {
  revision: string;
  content: CatalogueContent;
  /** The site's address (no trailing slash), for canonical links and structured data. */
  siteUrl: string;
}

/** A store holding the published revision as a first visitor's working copy would. */
function storeFor(site: PublishedSite) {
  const store = createStore();
  const adapter = createMemoryStorage();
  seedWorkingCopy(adapter, site.revision, site.content);
  store.set(storageAtom, adapter);
  store.set(publishedRevisionAtom, site.revision);
  store.set(siteUrlAtom, site.siteUrl);
  return store;
}

/** The page at `pathname` as a first-time visitor's browser renders it. */
export async function prerender(pathname: string, site: PublishedSite): Promise<PrerenderedPage> {
  await preloadPage(pathname);
  let head: DocumentHead | undefined;
  const body = renderToString(
    <HeadCollector.Provider value={(pageHead) => (head = pageHead)}>
      <AppTree
        store={storeFor(site)}
        router={(routes) => <StaticRouter location={pathname}>{routes}</StaticRouter>}
      />
    </HeadCollector.Provider>,
  );
  if (!head) throw new Error(`prerender: the page at ${pathname} rendered no head`);
  return { head: documentHeadHtml(head), body };
}
