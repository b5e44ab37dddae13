import type { Plugin } from 'vite';
import { staticClosure } from '../scripts/chunk-graph.mjs';
import { fromRoot } from './bundle.ts';
import {
  homeModule,
  pageModuleFile,
  ROUTE_TABLE,
  visitorPageModules,
  type RouteTable,
} from './routes.ts';

/**
 * The chunk the head script evaluates before the entry: the rendering runtime, React DOM with
 * React and its scheduler (see src/app/headScript.ts).
 */
export const FIRST_CHUNK = 'runtime';

/** The chunk of the framework, the stores and the small pieces most pages share with home. */
export const APP_CHUNK = 'app';

/**
 * Home shares a module with one other page only: it stays in a chunk of those two, which the
 * other pages never download.
 */
const MIN_OTHER_PAGES = 2;

/** A module of the build's graph: what it imports statically, and whether it is an entry. */
export interface ModuleNode {
  imports: readonly string[];
  isEntry: boolean;
}

/**
 * Parts on every page whose code comes after the page's own: the footer. What they share with
 * home is downloaded on every visit anyway.
 */
export const EVERY_PAGE_PARTS = ['src/app/SiteFooter.tsx'];

/**
 * What the build's module graph reaches statically: from given modules, from a page module's
 * files, and from the entries.
 */
function graphReach(modules: ReadonlyMap<string, ModuleNode>) {
  const ids = [...modules.keys()];
  const reach = (start: string[]) => staticClosure(start, (id) => modules.get(id)?.imports);
  const pageOf = (module: string) => ids.filter((id) => id.startsWith(pageModuleFile(module)));
  return { ids, reach, pageOf, entryReach: reach(ids.filter((id) => modules.get(id)!.isEntry)) };
}

/**
 * Our own modules (under src/) that home's page imports statically and that at least two other
 * visitor pages, or a part on every page (`EVERY_PAGE_PARTS`), import too, leaving out what the
 * entry loads anyway. Module ids are from the project root. Empty when the graph holds no home
 * page (Storybook's builds).
 *
 * Riding with the framework, such a module's stylesheet is part of the app chunk's rather than a
 * file of its own. Over HTTP/1.1 a browser opens six connections to a host, and the document, the
 * heading face's preload and six stylesheets are one request more than that: home's chips in a
 * chunk of their own (home, the footer and the inspirations page shared them) made that sixth
 * stylesheet on home, the cart and the inspirations page, and their first paint came a round trip
 * later in Lighthouse's model (mobile, median of 3: 1,518 against 1,374 ms on home).
 */
export function sharedWithHome(
  modules: ReadonlyMap<string, ModuleNode>,
  table: RouteTable = ROUTE_TABLE,
  everyPage: readonly string[] = EVERY_PAGE_PARTS,
): Set<string> {
  const { reach, pageOf, entryReach } = graphReach(modules);
  const home = homeModule(table);
  const others = visitorPageModules(table)
    .filter((module) => module !== home)
    .map((module) => reach(pageOf(module)));
  const onEveryPage = reach(everyPage.filter((id) => modules.has(id)));
  return new Set(
    [...reach(pageOf(home))].filter(
      (id) =>
        id.startsWith('src/') &&
        !entryReach.has(id) &&
        (onEveryPage.has(id) ||
          others.filter((pageReach) => pageReach.has(id)).length >= MIN_OTHER_PAGES),
    ),
  );
}

/** A page module's name in a chunk's name: `pages/CartPage` is `CartPage`. */
const pageName = (module: string) => module.slice(module.lastIndexOf('/') + 1);

/**
 * The chunk each of our modules rides in where splitting by importer alone would cut a page's
 * first download into files of a few hundred bytes: a module that two or more visitor pages
 * import statically, and that neither the app chunk nor the entry holds (`taken`), rides with the
 * others those same pages import, in a chunk named after them, whichever lazy parts import it
 * too. Split by every importer, the cart's quantity stepper, its edits and its prices terms were
 * three files that the cart and the product page each downloaded, because the quick view and the
 * printed sheets import some of them. Over HTTP/1.1 each file is a request on one of six
 * connections, and Lighthouse's model shares the bandwidth between the requests under way
 * (docs/decisions.md#d68-the-pieces-pages-share-ride-together-and-a-page-drawn-afresh-paints-first).
 */
export function sharedPieces(
  modules: ReadonlyMap<string, ModuleNode>,
  taken: ReadonlySet<string>,
  table: RouteTable = ROUTE_TABLE,
): Map<string, string> {
  const { ids, reach, pageOf, entryReach } = graphReach(modules);
  const pages = visitorPageModules(table).map((module) => ({
    name: pageName(module),
    reach: reach(pageOf(module)),
  }));
  const ours = (id: string) => id.startsWith('src/') && !taken.has(id) && !entryReach.has(id);
  const chunkOf = new Map<string, string>();
  for (const id of ids.filter(ours)) {
    const users = pages.filter((page) => page.reach.has(id)).map((page) => page.name);
    if (users.length >= 2) chunkOf.set(id, users.join('+'));
  }
  return chunkOf;
}

/**
 * What the entry loads statically, beyond its own script (the module `index.html` names, which
 * starts the app, stays in the entry's file) and the rendering runtime, which its own group takes
 * first. In the app chunk with the pieces home shares, it compresses with them: apart, the entry
 * and the app chunk were two files every page downloads, each compressed on its own and each
 * naming the hundred imports the entry took from the app chunk.
 */
export function loadedByEntry(modules: ReadonlyMap<string, ModuleNode>): Set<string> {
  const entries = [...modules.keys()].filter((id) => modules.get(id)!.isEntry);
  const scripts = entries.flatMap((id) => modules.get(id)!.imports);
  const loaded = staticClosure(entries, (id) => modules.get(id)?.imports);
  [...entries, ...scripts].forEach((id) => loaded.delete(id));
  return loaded;
}

/**
 * How the app's code is cut into chunks, beyond one per entry and lazy page:
 * - The rendering runtime in a chunk of its own, which the head script evaluates a task ahead
 *   of the entry; src/app/reactDomClient.ts makes it start as it is evaluated.
 * - The small pieces home shares with most other pages ride in one chunk with the framework (a
 *   group takes its modules' dependencies along), rather than in many small chunks that each
 *   compress on their own, and so does everything the entry loads (`loadedByEntry`), leaving the
 *   entry's file the app's start alone. Which pieces is read from the module graph once it is
 *   complete. Rolldown's own `minShareCount` made home heavier.
 */
export function chunkGroups(): Plugin {
  let root = '';
  let shared = new Set<string>();
  let pieces = new Map<string, string>();
  return {
    name: 'elifehome-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: FIRST_CHUNK,
                  test: /node_modules[\\/](react-dom|scheduler)[\\/]|src[\\/]app[\\/]reactDomClient\.ts$/,
                },
                { name: APP_CHUNK, test: (id: string) => shared.has(fromRoot(id, root)) },
                {
                  name: (id: string) => pieces.get(fromRoot(id, root)) ?? null,
                  debugName: 'shared pieces',
                },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const modules = new Map<string, ModuleNode>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        // Ids that differ only by a query are one module here.
        const known = modules.get(fromRoot(id, root));
        modules.set(fromRoot(id, root), {
          imports: [
            ...(known?.imports ?? []),
            ...info.importedIds.map((imported) => fromRoot(imported, root)),
          ],
          isEntry: info.isEntry || (known?.isEntry ?? false),
        });
      }
      shared = new Set([...sharedWithHome(modules), ...loadedByEntry(modules)]);
      pieces = sharedPieces(modules, shared);
    },
  };
}
