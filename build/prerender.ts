import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { HeadScriptData } from '../src/app/headScript.ts';
import type { PrerenderedPage } from '../src/app/prerender.tsx';
import { appEntry, assetFrom, describeBundle } from './bundle.ts';
import { allowScript } from './csp.ts';
import { HEADING_ACCENTS_SOURCE, headingAccentsPreload, rangeOfFile } from './fontFaces.ts';
import { CSP_META, pageHeadData, readHeadData, scriptHash, withHeadData } from './headScript.ts';
import { pageCss } from './pageCss.ts';
import { routeAt } from './routes.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import {
  CatalogueError,
  loadCatalogue,
  publishCatalogue,
  type LoadedCatalogue,
} from './catalogue/publish.ts';
import { countryName } from '../src/domain/countries.ts';
import { escapeMarkup } from '../src/domain/markup.ts';
import * as paths from '../src/domain/paths.ts';
import { productsOfList, type CatalogueContent, type ProductList } from '../src/domain/views.ts';

/** Where the build lists the pages it prerendered, for the size budget. */
export const PRERENDERED_LIST = '.vite/prerendered.json';

/** One prerendered page: its address, the route it belongs to, and its file in the output. */
export interface PrerenderedFile {
  path: string;
  route: string;
  file: string;
}

/** The shell the host serves for the admin area's addresses. */
export const ADMIN_SHELL = 'admin.html';

export interface SiteOptions {
  /** The catalogue folder to publish. */
  catalogueDir: string;
  /** The site's address, for canonical links, structured data and the sitemap. */
  siteUrl: string;
}

/**
 * The page's root element names the revision, the site's address and the countries the
 * catalogue's products come from (so the browser need not look their names up while it renders:
 * see src/domain/countries.ts).
 */
export function withSite(
  html: string,
  site: { revision: string; siteUrl: string; content: Pick<CatalogueContent, 'products'> },
): string {
  if (!html.includes('<html lang="en">'))
    throw new Error('prerender: index.html has no <html lang="en">');
  const origins = new Set(site.content.products.map((product) => product.origin));
  origins.delete(undefined);
  const countries = JSON.stringify(
    Object.fromEntries([...origins].map((code) => [code, countryName(code)])),
  );
  return html.replace(
    '<html lang="en">',
    `<html lang="en" data-revision="${escapeMarkup(site.revision)}" data-site-url="${escapeMarkup(site.siteUrl)}" data-countries="${escapeMarkup(countries)}">`,
  );
}

/**
 * Whether a page belongs in the sitemap: not the cart, quick order, search, the 404 page or an
 * empty list.
 */
function isIndexed(path: string, content: CatalogueContent): boolean {
  if (
    path === paths.cart ||
    path === paths.quickOrder ||
    path === paths.searchPage ||
    path === NOT_FOUND_PAGE ||
    // A variant's page shares its product's canonical address (docs/decisions.md#d57-variant-addresses).
    path.includes('?')
  )
    return false;
  const list = listAt(path);
  return !list || productsOfList(content.products, list).length > 0;
}

/** The product list an address shows, if it is a list page. */
function listAt(path: string): ProductList | undefined {
  if (path === paths.newArrivals) return { kind: 'new' };
  if (path === paths.bestsellers) return { kind: 'bestsellers' };
  const category = /^\/products\/category\/([^/]+)$/.exec(path);
  if (category) return { kind: 'category', id: decodeURIComponent(category[1]!) };
  const tag = /^\/products\/tag\/([^/]+)$/.exec(path);
  if (tag) return { kind: 'tag', tag: decodeURIComponent(tag[1]!) };
  return undefined;
}

/** The address whose page the host serves, with status 404, for anything that is not a page. */
const NOT_FOUND_PAGE = '/404';

/** The module the prerender builds for Node, from the root. */
const ENTRY = 'src/app/prerender.tsx';

const STATIC_HEAD = /<title data-page-head>[^<]*<\/title>\s*<meta\s+data-page-head[^>]*>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The file an address is written to: `/about` as `about.html`, which static hosts and
 * `vite preview` serve for that address as is (a folder's index.html would want `/about/`).
 * Home replaces index.html.
 */
export const prerenderedFile = (path: string) => {
  const [pathname, query] = path.split('?') as [string, string | undefined];
  const variant = query === undefined ? null : new URLSearchParams(query).get('variant');
  // A variant's page (`/products/1?variant=EH-MIR-001-80-OAK`): the file the host's query rule
  // rewrites that address to (public/_redirects, docs/decisions.md#d57-variant-addresses).
  if (variant !== null) return `${pathname.replace(/^\//, '')}/variants/${variant}.html`;
  return `${pathname === '/' ? 'index' : decodeURIComponent(pathname).replace(/^\//, '')}.html`;
};

const MAIN_ID = 'main';

/**
 * No frame of a prerendered page is drawn before its main element is parsed: on a slow phone the
 * parser would otherwise paint a header whose centred menu is half read, then move it as the
 * rest arrives (docs/decisions.md#d60-no-frame-before-the-header-is-whole). Only pages that carry
 * the element ask for it: a browser told to expect one that never comes warns in the console.
 */
const RENDER_AFTER_MAIN = `<link rel="expect" href="#${MAIN_ID}" blocking="render">`;

const WAIT_FOR_STYLESHEETS_SOURCE = '/* The parser reads on once the stylesheets above are in. */';

/**
 * A script after a page's stylesheets, which runs nothing: the parser waits for the stylesheets
 * before any script that follows them, so the page's body is parsed once they are in. Without it,
 * a small page was parsed before its stylesheets came, and the browser worked out every
 * element's style and the page's layout without them (it does so when parsing ends), then again
 * with them, and each card and button began a transition from its unstyled look
 * (docs/decisions.md#d75-the-body-is-parsed-once-the-stylesheets-are-in). The CSP allows it by
 * its hash (`allowWaitForStylesheets`).
 */
export const WAIT_FOR_STYLESHEETS = `<script id="wait-for-stylesheets">${WAIT_FOR_STYLESHEETS_SOURCE}</script>`;

/** `policy`, from a page's CSP meta or the host's `_headers`, allowing that script. */
export const allowWaitForStylesheets = (policy: string) =>
  allowScript(policy, scriptHash(WAIT_FOR_STYLESHEETS_SOURCE));

/** The built page whose CSP meta allows that script. */
function withWaitAllowed(html: string): string {
  if (!CSP_META.test(html)) throw new Error('prerender: index.html has no CSP meta');
  return html.replace(CSP_META, (meta, policy: string) =>
    meta.replace(policy, () => allowWaitForStylesheets(policy)),
  );
}

/**
 * The built page (`template`) holding the page prerendered at `path`, marked with its address,
 * its head marked like the static pair (so a discarded page's head goes with it, see
 * src/app/main.tsx), and its own stylesheets linked after the entry's, as Vite's loader would
 * add them (it finds these links and adds no second copy), and after them the script that has the
 * parser wait for them: the HTML paints fully styled, once its main element is parsed.
 * `preloads` go before them (the headings' accents, for a page whose headings show one).
 */
export function prerenderedHtml(
  template: string,
  path: string,
  page: PrerenderedPage,
  stylesheets: readonly string[],
  preloads: readonly string[] = [],
): string {
  if (!STATIC_HEAD.test(template) || !template.includes(EMPTY_ROOT)) {
    throw new Error('prerender: index.html lost its static head or its empty #root');
  }
  if (!page.body.includes(`<main id="${MAIN_ID}"`)) {
    throw new Error(`prerender: ${path} has no <main id="${MAIN_ID}">`);
  }
  const links = [
    ...preloads,
    ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    RENDER_AFTER_MAIN,
    WAIT_FOR_STYLESHEETS,
  ];
  return template
    .replace('<html lang="en"', `<html lang="en" data-prerendered="${escapeMarkup(path)}"`)
    .replace(STATIC_HEAD, () => page.head.replace(/<(title|meta|link)\b/g, '<$1 data-page-head'))
    .replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${page.body}</div>`);
}

/**
 * Prerendered visitor pages. After the app's build, src/app/prerender.tsx is built for Node and
 * renders each address of the sample catalogue, written as its own HTML file. The HTML paints
 * before any script has run; the app then adopts it, or discards it unseen when this browser's
 * data differs (see src/app/headScript.ts).
 */
export function prerender({ catalogueDir, siteUrl }: SiteOptions): Plugin {
  let loaded: LoadedCatalogue | undefined;
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  // Each route's stylesheets, from this build's chunks; undefined when it is not the app's.
  let stylesheets: Map<string, string[]> | undefined;
  // The built address of the headings' accents (see fontFaces.ts).
  let headingAccents = '';
  return {
    name: 'elifehome-prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    // The catalogue is checked before anything is bundled: a refused one stops the build at once.
    async buildStart() {
      try {
        loaded = await loadCatalogue(catalogueDir);
      } catch (error) {
        if (error instanceof CatalogueError) this.error(error.message);
        throw error;
      }
    },
    generateBundle(_options, bundle) {
      const graph = describeBundle(bundle, root);
      const entry = appEntry(graph);
      stylesheets = entry ? pageCss(graph, entry) : undefined;
      const accents = assetFrom(bundle, root, HEADING_ACCENTS_SOURCE);
      if (stylesheets && !accents)
        throw new Error(`prerender: no asset is ${HEADING_ACCENTS_SOURCE}`);
      headingAccents = accents ? `/${accents.fileName}` : '';
    },
    async closeBundle() {
      if (!stylesheets) return;
      const serverDir = resolve(root, 'node_modules/.cache/elifehome-prerender');
      await build({
        configFile,
        logLevel: 'warn',
        publicDir: false,
        build: { ssr: resolve(root, ENTRY), outDir: serverDir, emptyOutDir: true },
        // Bundled whole, packages too, so the build's aliases apply: the prerender renders with
        // the same React Router build the browser hydrates with (see build/index.ts).
        ssr: { noExternal: true },
      });
      const entry = pathToFileURL(join(serverDir, 'prerender.js')).href;
      const { prerender: render, prerenderPaths } = (await import(
        `${entry}?build=${Date.now()}`
      )) as typeof import('../src/app/prerender.tsx');
      const log = (line: string) => console.info(line);
      const published = await publishCatalogue(loaded ?? (await loadCatalogue(catalogueDir)), {
        outDir,
        cacheDir: resolve(root, 'node_modules/.cache/elifehome-images'),
        log,
      });
      const site = { revision: published.revision, content: published.content, siteUrl };
      // Every page names the revision it shows and the site's address (see src/app/main.tsx).
      const template = withSite(
        withWaitAllowed(readFileSync(join(outDir, 'index.html'), 'utf8')),
        site,
      );
      const headers = join(outDir, '_headers');
      writeFileSync(headers, allowWaitForStylesheets(readFileSync(headers, 'utf8')));
      // Every route's preload data, read once; each page carries its route's (the same for every
      // page of a route), except the 404 page, which answers every address that is not a page.
      const headData = readHeadData(template);
      const accentsRange = rangeOfFile(
        readFileSync(resolve(root, 'src/styles/fonts.css'), 'utf8'),
        HEADING_ACCENTS_SOURCE,
      );
      const routeHeadData = new Map<string, HeadScriptData>();
      const written: PrerenderedFile[] = [];
      const addresses = prerenderPaths(published.content);
      for (const path of addresses) {
        const route = routeAt(path.split('?')[0]!)?.[0];
        if (!route) throw new Error(`prerender: no route for ${path}`);
        const rendered = await render(path, site);
        const accentsLink = headingAccentsPreload(rendered.body, accentsRange, headingAccents);
        const page = prerenderedHtml(
          template,
          path,
          rendered,
          stylesheets.get(route)!,
          accentsLink ? [accentsLink] : [],
        );
        let html = page;
        if (path !== NOT_FOUND_PAGE) {
          if (!routeHeadData.has(route))
            routeHeadData.set(route, pageHeadData(headData, path.split('?')[0]!));
          html = withHeadData(page, routeHeadData.get(route)!);
        }
        const file = prerenderedFile(path);
        mkdirSync(dirname(join(outDir, file)), { recursive: true });
        writeFileSync(join(outDir, file), html);
        written.push({ path, route, file });
        if (written.length % 500 === 0)
          log(`prerender: ${written.length} of ${addresses.length} pages`);
      }
      // The admin area renders in the browser only, from the same shell.
      writeFileSync(join(outDir, ADMIN_SHELL), template);
      log(`prerender: ${written.length} pages`);
      mkdirSync(dirname(join(outDir, PRERENDERED_LIST)), { recursive: true });
      writeFileSync(join(outDir, PRERENDERED_LIST), JSON.stringify(written, null, 1));
      const indexed = addresses.filter((path) => isIndexed(path, published.content));
      writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, indexed));
      writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
    },
  };
}
