/**
 * The build's prerender entry (see build/prerender.ts): each visitor page as HTML, rendered
 * from the published catalogue. A first-time visitor's browser renders exactly that from the
 * published files, so the browser entry adopts the HTML (hydrates it) instead of painting from
 * scratch. Anything else falls back to a normal render.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createStore } from 'jotai';
import { landing } from '@/app/landing';
import { ROUTE_TABLE } from '@/app/routeTable';
import { PAGE_MODULES, preloadPage } from '@/app/routes';
import { loadSiteFooter } from '@/app/RootLayout';
import { AppTree } from '@/app/AppTree';
import * as paths from '@/domain/paths';
import { hasVariants } from '@/domain/variantBasics';
import { catalogueTags, type CatalogueContent } from '@/domain/views';
import { publishedRevisionAtom, seedWorkingCopy, siteUrlAtom, storageAtom } from '@/state';
import { createMemoryStorage } from '@/storage';

/** The address of the page hosts serve for anything that is not a page (a 404). */
export const NOT_FOUND_PATH = '/404';

/**
 * Every address whose page depends only on the catalogue, not on this browser: every product
 * and each variant of one, category, subcategory and tag, the fixed lists, and the pages around
 * them.
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
    // Each variant's shareable address (docs/decisions.md#d57-variant-addresses); a SKU that
    // cannot name a file is left to the app.
    ...content.products.flatMap((product) =>
      hasVariants(product)
        ? product
            .variants!.filter((variant) => !/(^|\/)\.\.?(\/|$)/.test(variant.sku))
            .map((variant) => paths.productVariant(product.id, variant.sku))
        : [],
    ),
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

/**
 * The working copy each site's pages read, seeded once: the adapter keeps what it parsed and
 * repaired, so 25,000 pages of a 5,000-product catalogue in variants do not each store and read
 * the whole catalogue again (renders only read it; no effect runs on the server).
 */
const seeded = new WeakMap<PublishedSite, ReturnType<typeof createMemoryStorage>>();

function workingCopyOf(site: PublishedSite) {
  let adapter = seeded.get(site);
  if (!adapter) {
    adapter = createMemoryStorage();
    seedWorkingCopy(adapter, site.revision, site.content);
    seeded.set(site, adapter);
  }
  return adapter;
}

/** A store holding the published revision as a first visitor's working copy would. */
function storeFor(site: PublishedSite) {
  const store = createStore();
  store.set(storageAtom, workingCopyOf(site));
  store.set(publishedRevisionAtom, site.revision);
  store.set(siteUrlAtom, site.siteUrl);
  return store;
}

/**
 * The title, meta and link elements React writes ahead of the page when the root it renders is
 * not a whole document (see PageHead): they belong in the page's head.
 */
const LEADING_HEAD = /^(?:<title>[^<]*<\/title>|<(?:meta|link) [^>]*\/?>)+/;

/**
 * The code of the parts a page paints before their code comes (a page module's `loadPageParts`,
 * such as the product page's Shipping section), so that the prerendered page carries them.
 */
async function loadPageParts(pathname: string) {
  const [, dir] = ROUTE_TABLE[landing(pathname).row] ?? [];
  const module = dir ? await PAGE_MODULES[`./${dir}/index.ts`]?.() : undefined;
  await (module?.loadPageParts as (() => Promise<unknown>) | undefined)?.();
}

/** The page at `pathname` as a first-time visitor's browser renders it. */
export async function prerender(pathname: string, site: PublishedSite): Promise<PrerenderedPage> {
  await Promise.all([preloadPage(pathname), loadPageParts(pathname), loadSiteFooter()]);
  const html = renderToString(
    <AppTree
      store={storeFor(site)}
      router={(routes) => <StaticRouter location={pathname}>{routes}</StaticRouter>}
    />,
  );
  const head = LEADING_HEAD.exec(html)?.[0] ?? '';
  if (!head.startsWith('<title>'))
    throw new Error(`prerender: the page at ${pathname} has no title`);
  return { head, body: html.slice(head.length) };
}
