// Size budget (deterministic, part of `npm test`): gzip size of the JS and CSS each visitor route
// loads after `vite build` — the entry, its static imports, and the route's lazy page chunk with
// its static imports — and of the JS a whole visit downloads: that first download plus what
// every visit loads as soon as the browser is idle (IDLE_MODULES). Fails over either gate and
// names the biggest modules.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure } from './chunk-graph.mjs';

const DIST = 'dist';
// Both written by the build (see build/bundleReport.ts and build/prerender.ts).
const REPORT = join(DIST, '.vite/bundle-report.json');
const PRERENDERED = join(DIST, '.vite/prerendered.json');

/**
 * The visitor routes to measure, from the build's route table and the pages it prerendered:
 * one row per page module a prerendered page belongs to (routes of one module load the same
 * files), named by its first such route, with that route's first prerendered page.
 */
export function visitorRoutes(routes, prerendered) {
  const rows = [];
  for (const { path, module, chunk } of routes) {
    const page = prerendered.find((p) => p.route === path);
    if (!page || rows.some((row) => row.module === module)) continue;
    rows.push({ route: path, module, chunk, html: page.file });
  }
  return rows;
}

/**
 * Targets in gzip KB: what a visit to home may download (React 19, React DOM and React Router
 * alone weigh about 80 KB of it); every other visitor route gets the same ceiling.
 */
export const BUDGET = { js: 110, css: 15 };

/**
 * What `npm test` enforces today: a ratchet just above today's heaviest routes (contact for JS,
 * home for CSS), so any growth fails; lower it as the first download shrinks. The CSS gate rose
 * from 9.1 to 9.2 KB when the faces were split into a core and its accents (five more
 * `@font-face` rules, 36 B of gzip on home) to take 25 KB off a first view's fonts (D67). The JS
 * gate fell from 110.2 to 110.1 KB when the storage notices' wording began to load with the first
 * notice (src/app/StorageNotices.tsx), 0.2 KB off every route.
 */
export const GATE = { js: 110.1, css: 9.2 };

/**
 * Routes with gates of their own (KB of JS, first download and whole visit): the product page
 * carries the variant pickers and the chosen variant's rules, which only it uses
 * (docs/requirements.md#variants) and the terms line under the price, and its visit the Shipping
 * section's code (docs/decisions.md#d59-below-the-fold-parts-hydrate-from-their-own-chunks).
 * The last moves: 0.2 KB up on the first download when the footer's code began to wait for the
 * visitor (the entry carries src/pages/shared/whenNear.ts; every page's visit fell by 1.6 KB,
 * docs/decisions.md#d65-the-footer-and-homes-inspirations-wait-for-the-visitor), then 0.8 KB down
 * on both when the entry's modules went into the app chunk
 * (docs/decisions.md#d66-the-entrys-modules-ride-in-the-app-chunk), then 0.2 KB down on the first
 * download and 0.1 KB on the visit when the pieces it shares with the cart went into one chunk
 * (docs/decisions.md#d68-the-pieces-pages-share-ride-together-and-a-page-drawn-afresh-paints-first),
 * then 0.1 KB down on both when the storage notices' wording began to load with the first notice,
 * then 0.1 KB up on both when the cookie jar began to read the browser's cookies once a task, which
 * every route's first download carries and which took the product page 37 B over its gate
 * (docs/decisions.md#d74-cookies-are-read-once-a-task).
 * The contact page, which had a gate of its own, is back under the general one.
 */
export const ROUTE_GATES = {
  '/products/:productId': { js: 114.9, visit: 119.9 },
};

/** The JS gates of a route. */
const jsGate = (route) => ROUTE_GATES[route]?.js ?? GATE.js;
const visitGate = (route) => ROUTE_GATES[route]?.visit ?? VISIT_GATE.js;

/**
 * Modules every visitor route loads after its first download, whatever the visitor does: what
 * start-up does once the page is up (storing the working copy, re-pricing the cart) and readying
 * the text face for the next page (src/app/textFace.ts). A visit downloads them before Lighthouse
 * calls the page idle, so they count towards what a visit costs. Not here: the toast region waits
 * for the visitor's first input (useLoadWhenIdle's `after: 'input'`); the footer, and its inquiry
 * form, for the visitor to head for them (`near` in src/pages/shared/laterPart.tsx, and
 * src/app/FooterInquiryForm.tsx).
 */
export const IDLE_MODULES = ['src/app/afterFirstRender.ts', 'src/app/textFace.ts'];

/**
 * Modules a route's page loads as it hydrates, whatever the visitor does: parts painted before
 * their code comes (src/pages/shared/laterPart.tsx) that do not wait for the visitor to head for
 * them: the product page's Shipping section (home's inspirations do wait).
 * They count towards that route's visit.
 */
export const ROUTE_IDLE_MODULES = {
  '/products/:productId': ['src/pages/ProductDetailPage/ProductShipping.tsx'],
};

/**
 * The ratchet for a whole visit's JS (first download plus IDLE_MODULES), just above today's
 * heaviest route; lower it with every improvement.
 */
export const VISIT_GATE = { js: 111.6 };

/** Modules that must never reach a visitor's chunks: the admin, stories and tests. */
const FORBIDDEN = [
  /^src\/admin\//,
  /^stories\//,
  /^\.storybook\//,
  /storybook/,
  /\.stories\./,
  /\.test\./,
  /^e2e\//,
];

const kb = (bytes) => bytes / 1024;
const gzText = (text) => gzipSync(text, { level: 9 }).length;
const gz = (file) => gzText(readFileSync(join(DIST, file)));

export function measure() {
  if (!existsSync(REPORT)) {
    throw new Error(`${REPORT} is missing: run \`npm run build\` first.`);
  }
  if (!existsSync(PRERENDERED)) {
    throw new Error(`${PRERENDERED} is missing: the build prerendered no page.`);
  }
  const { chunks, routes } = JSON.parse(readFileSync(REPORT, 'utf8'));
  // Hosts do not serve a file whose name starts with '_' (they keep _headers and _redirects
  // there), so a chunk named so would break every page that loads it.
  const hidden = Object.entries(chunks)
    .flatMap(([file, chunk]) => [file, ...chunk.css])
    .filter((file) => /(^|\/)[_.]/.test(file));
  if (hidden.length > 0) {
    throw new Error(`built files that hosts will not serve: ${hidden.join(', ')}`);
  }
  const prerendered = JSON.parse(readFileSync(PRERENDERED, 'utf8'));
  const entry = Object.keys(chunks).find((f) => chunks[f].isEntry);
  const closure = (start) => staticClosure(start, (f) => chunks[f]?.imports);
  // The inline head script (adopt or discard, route hints, app start) is on every page, with the
  // data it runs on (the files the page's route preloads) in a block before it: both count as JS.
  const headScript = (html, file) => {
    const data = /<script type="application\/json" id="head-data">([^<]+)<\/script>/.exec(
      html,
    )?.[1];
    const script = /<script id="head-script">([^<]+)<\/script>/.exec(html)?.[1];
    if (!data || !script) {
      throw new Error(
        `dist/${file} has no head script or no data for it (see build/headScript.ts).`,
      );
    }
    return data + script;
  };
  const indexHtml = readFileSync(join(DIST, 'index.html'), 'utf8');
  headScript(indexHtml, 'index.html');
  // Chunks the first download loads on its own after the first screen (toasts, the footer
  // form): reported beside the routes, not part of any route's first download.
  const pageChunks = new Set(
    routes.filter(({ module }) => module.startsWith('pages/')).map(({ chunk }) => chunk),
  );
  const isPage = (f) => pageChunks.has(f);
  const entryFiles = closure([entry]);
  // Any chunk of the first download may import them (the toasts: the 'app' chunk).
  const started = [...entryFiles].flatMap((f) => chunks[f].dynamicImports);
  const deferred = started.filter((f) => !isPage(f));
  const pages = closure(started.filter(isPage));
  const afterFirstScreen = [...closure(deferred)].filter(
    (f) => !entryFiles.has(f) && !pages.has(f),
  );
  const idleFiles = closure(
    started.filter((f) => IDLE_MODULES.some((id) => chunks[f].facadeModuleId?.endsWith(id))),
  );
  if (idleFiles.size < IDLE_MODULES.length) {
    throw new Error(
      `only ${idleFiles.size} of the ${IDLE_MODULES.length} idle-loaded modules were found among the chunks the first download starts: update IDLE_MODULES`,
    );
  }
  measure.afterFirstScreen = afterFirstScreen.map((f) => ({
    file: f,
    module: chunks[f].facadeModuleId,
    js: gz(f),
  }));
  return visitorRoutes(routes, prerendered).map(({ route, module, chunk, html: page }) => {
    const pageChunk = chunks[chunk] ? chunk : undefined;
    const files = closure([entry, ...(pageChunk ? [pageChunk] : [])]);
    // The stylesheets the page's HTML links (the route's own and those of parts painted before
    // their code comes, such as the footer's); those of its chunks when it was not prerendered.
    const css = new Set();
    const pageHtml = existsSync(join(DIST, page)) ? readFileSync(join(DIST, page), 'utf8') : '';
    for (const [, href] of pageHtml.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g))
      css.add(href);
    if (css.size === 0) for (const f of files) chunks[f].css.forEach((c) => css.add(c));
    const modules = [];
    for (const f of files) {
      for (const [id, size] of Object.entries(chunks[f].modules)) modules.push({ id, size });
    }
    modules.sort((a, b) => b.size - a.size);
    const js = [...files].reduce(
      (n, f) => n + gz(f),
      gzText(pageHtml ? headScript(pageHtml, page) : headScript(indexHtml, 'index.html')),
    );
    const ownIdle = ROUTE_IDLE_MODULES[route] ?? [];
    const ownIdleFiles = closure(
      [...files]
        .flatMap((f) => chunks[f].dynamicImports)
        .filter((f) => ownIdle.some((id) => chunks[f]?.facadeModuleId?.endsWith(id))),
    );
    if (ownIdleFiles.size < ownIdle.length) {
      throw new Error(
        `${route}: the parts its page loads as it hydrates (${ownIdle.join(', ')}) were not found among its chunks' imports: update ROUTE_IDLE_MODULES`,
      );
    }
    const later = new Set([...idleFiles, ...ownIdleFiles]);
    return {
      route,
      page: module,
      found: Boolean(pageChunk),
      js,
      visitJs: [...later].filter((f) => !files.has(f)).reduce((n, f) => n + gz(f), js),
      html: pageHtml ? gzText(pageHtml) : 0,
      css: [...css].reduce((n, f) => n + gz(f), 0),
      modules,
      forbidden: modules.filter((m) => FORBIDDEN.some((re) => re.test(m.id))).map((m) => m.id),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false;
  let rows;
  try {
    rows = measure();
  } catch (e) {
    console.error(`size budget: ${e.message}`);
    process.exit(1);
  }
  const width = Math.max(28, ...rows.map((r) => r.route.length + 1));
  console.log(
    `${'route'.padEnd(width)} JS gzip KB   CSS gzip KB   HTML gzip KB   visit JS KB   (JS/CSS target ${BUDGET.js} / ${BUDGET.css}, gate ${GATE.js} / ${GATE.css}; visit gate ${VISIT_GATE.js})`,
  );
  for (const r of rows) {
    const over = r.js > jsGate(r.route) * 1024 || r.css > GATE.css * 1024;
    const visitOver = Math.round(r.visitJs - visitGate(r.route) * 1024);
    const overTarget = r.js > BUDGET.js * 1024 || r.css > BUDGET.css * 1024;
    const status = !r.found
      ? 'NO PAGE CHUNK'
      : !r.html
        ? 'NOT PRERENDERED'
        : r.forbidden.length
          ? 'FORBIDDEN'
          : over
            ? `OVER GATE by ${Math.round(Math.max(r.js - jsGate(r.route) * 1024, r.css - GATE.css * 1024))} B`
            : visitOver > 0
              ? `VISIT OVER GATE by ${visitOver} B`
              : `ok, ${Math.round(jsGate(r.route) * 1024 - r.js)} B under (visit ${-visitOver} B under)`;
    const target = overTarget
      ? `  (over target by ${kb(r.js - BUDGET.js * 1024).toFixed(1)} KB)`
      : '';
    console.log(
      `${r.route.padEnd(width)} ${kb(r.js).toFixed(1).padStart(10)} ${kb(r.css).toFixed(1).padStart(13)} ${kb(r.html).toFixed(1).padStart(14)} ${kb(r.visitJs).toFixed(1).padStart(13)}   ${status}${target}`,
    );
    if (!status.startsWith('ok')) {
      failed = true;
      if (r.forbidden.length)
        console.log(`   modules that must not ship to visitors: ${r.forbidden.join(', ')}`);
      if (over || visitOver > 0) {
        console.log('   biggest modules (rendered bytes before gzip):');
        for (const m of r.modules.slice(0, 8))
          console.log(`     ${(m.size / 1024).toFixed(1).padStart(7)} KB  ${m.id}`);
      }
    }
  }
  console.log('loaded after the first screen (idle on every visit, or on demand), per chunk:');
  for (const d of measure.afterFirstScreen)
    console.log(`   ${kb(d.js).toFixed(1).padStart(6)} KB  ${d.module ?? d.file}`);
  console.log(
    failed
      ? 'size budget: FAILED'
      : `size budget: every visitor route is within the gate (${GATE.js} KB JS)`,
  );
  process.exit(failed ? 1 : 0);
}
