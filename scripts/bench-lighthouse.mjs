// Lighthouse benchmark: the production build served on 127.0.0.1 as a static host serves it
// (clean URLs, _redirects, _headers, gzip) with every other host blocked, mobile and desktop
// presets, median of 5 runs per route, for two visits:
// - first: storage empty, as a buyer's first visit;
// - returning: storage as an earlier visit left it (the working copy stored, one line put in the
//   cart), with the HTTP cache cleared as for any run, so only what the browser stores differs.
// A React peer runs in the same minutes: reactjs-ui-products (a small public React 19 + React
// Router 7 + Vite store) at a pinned commit, cloned and built in a temporary folder, its home and
// product pages measured beside ours. Per run it counts every script the visit downloads during
// load, as bytes on the wire (response headers included, as Lighthouse counts them) and as
// gzip bytes alone (the bodies, what the size target counts), and it prints the machine's load average and Lighthouse's benchmark
// index, so figures from different days can be told apart. `--compare <dist>` serves a second
// build of ours (the previous one, say) and measures it too. Builds alternate run by run.
// Usage: npm run bench:lighthouse  (SKIP_BUILD=1 reuses dist/; RUNS=n; BENCH_PORT=n, the next
// two ports serve --compare and the peer; ROUTES=/,/cart, PRESETS=mobile and VISITS=first
// measure a subset while working on one page; PEER=off leaves the peer out; PEER_REPO and
// PEER_COMMIT name another source for it, PEER_DIR another folder; the last run's full report
// per route is kept in bench-results/reports/ for reading; BENCH_HTTP2=1 serves every build over
// HTTP/2 with TLS, as the hosts the site deploys to do, with the certificate in scripts/tls/;
// BENCH_ARTIFACTS=<dir> keeps each route's last run's trace and network log, one folder per route
// (<dir>/dist-returning-mobile_cart, say), for `npm run bench:what-if`; BENCH_EACH=1 prints each
// run's figures as it ends)
//        npm run bench:lighthouse -- --compare previous-dist
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';
import {
  atCpuTime,
  LONG_TASK_MS,
  mainThreadCpu,
  mainThreadShare,
  pageMainThread,
} from './bench-cpu-time.mjs';
import { CHROME_ARGS } from './browser.mjs';
import { ensureBrowser } from './ensure-browser.mjs';
import { localTls, startStaticHost } from './static-host.mjs';

const ALL_ROUTES = [
  '/',
  '/products/category/all',
  '/products/1',
  '/cart',
  '/about',
  '/design-inspirations',
  '/quick-order',
];
const ROUTES = process.env.ROUTES ? process.env.ROUTES.split(',') : ALL_ROUTES;
const PRESETS = process.env.PRESETS ? process.env.PRESETS.split(',') : ['mobile', 'desktop'];
const VISITS = process.env.VISITS ? process.env.VISITS.split(',') : ['first', 'returning'];
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const PEER = {
  repo: process.env.PEER_REPO || 'https://github.com/ngtn-tiennguyen/reactjs-ui-products.git',
  commit: process.env.PEER_COMMIT || '2bc82b4',
  // Its home and a product page: the pages it shares with ours.
  routes: ['/', '/products/1'],
};
const TARGETS = {
  performance: { first: 98, returning: 95 },
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcp: 1800,
  cls: 0,
  tbt: 100,
  jsKB: 110,
};
const compareAt = process.argv.indexOf('--compare');
const COMPARE = compareAt > 0 ? process.argv[compareAt + 1] : undefined;
if (compareAt > 0 && (!COMPARE || !existsSync(COMPARE))) {
  console.error(`--compare needs a built site folder; ${COMPARE ?? 'none'} was given`);
  process.exit(1);
}

/** Runs a command in `cwd`, its output shown; exits when it fails. */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed in ${cwd}`);
    process.exit(1);
  }
}

/**
 * The peer's built site, in a temporary folder (never in this repository): cloned at the pinned
 * commit, its locked dependencies installed from the registry, built with its own Vite config.
 * A second run finds it built. It is a single-page app, so every address serves its index.html,
 * as its host would be told to (`_redirects`).
 */
function peerSite() {
  const dir = process.env.PEER_DIR || join(tmpdir(), `elifehome-bench-peer-${PEER.commit}`);
  const dist = join(dir, 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  if (!existsSync(join(dir, '.git'))) run('git', ['clone', '--quiet', PEER.repo, dir], tmpdir());
  run('git', ['checkout', '--quiet', PEER.commit], dir);
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], dir);
  writeFileSync(join(dist, '_redirects'), '/*  /index.html  200\n');
  return dist;
}

// Lighthouse clears the cache and service workers before each run, but keeps the origin's
// localStorage and cookies: first visits clear them too (without this only the very first run
// would be one: the app stores the catalogue on a first visit), returning visits keep them.
const KEPT_BY_RETURNING = ['local_storage', 'indexeddb', 'cookies'];
const clearStorageTypes = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  ...KEPT_BY_RETURNING,
];
// Every other host is blocked twice over: Lighthouse's own request blocking refuses every https
// address before it is sent (logged as ERR_BLOCKED_BY_CLIENT.Inspector, which Lighthouse leaves
// out of the page's console errors), and the host resolver rule below catches anything else. The
// catalogue's images are the site's own, so nothing our pages need is blocked; the peer's
// product images are on other hosts, so its pages are measured without them.
// Over HTTP/2 the site itself is an https address, so the resolver rule alone does the blocking.
const HTTP2 = process.env.BENCH_HTTP2 === '1';
// Where each route's last run keeps Lighthouse's artifacts (its trace and network log), for
// `npm run bench:what-if` (scripts/lantern-what-if.mjs) to replay.
const ARTIFACTS = process.env.BENCH_ARTIFACTS;
// BENCH_EACH=1 prints every run's figures as it ends, and the element its largest paint was: a
// median hides a route whose paint lands late one run in three.
const EACH = process.env.BENCH_EACH === '1';
const blockedUrlPatterns = HTTP2 ? [] : ['https://*'];
/** Lighthouse's config for a preset and a visit. */
function configFor(preset, visit) {
  const settings = {
    blockedUrlPatterns,
    clearStorageTypes:
      visit === 'first'
        ? clearStorageTypes
        : clearStorageTypes.filter((type) => !KEPT_BY_RETURNING.includes(type)),
  };
  return preset === 'desktop'
    ? { ...desktopConfig, settings: { ...desktopConfig.settings, ...settings } }
    : { extends: 'lighthouse:default', settings };
}

/** The median of the numbers among `xs` (a run may lack a figure); undefined if none. */
const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * A figure Lighthouse may leave out (a page with no contentful paint): shown as '-'. CLS is shown
 * to four places: a font swap's shift of 0.0002 would read as 0.000 at three.
 */
const fmt = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** The catalogue's keys, each marked with the revision it holds once the working copy is stored. */
const CATALOGUE_KEYS = [
  'elifehome_products',
  'elifehome_categories',
  'elifehome_case_studies',
  'elifehome_site_data',
  'elifehome_social_links',
  'elifehome_image_gallery',
  'elifehome_slider_items',
];

/**
 * The earlier visit a returning visit follows, in the benchmark's own browser: a product page,
 * its first 'Add to Cart', and (ours) the working copy stored once the browser was idle.
 */
async function earlierVisit(browser, build) {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  try {
    if (build.peer) {
      await page.goto(`${build.server.url}/`);
      await page
        .getByRole('button', { name: /Add to Cart/ })
        .first()
        .click();
    } else {
      await page.goto(`${build.server.url}/products/1`);
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await page
        .getByRole('link', { name: /^Cart, \d+ items?$/ })
        .first()
        .waitFor();
      await page.waitForFunction(
        (keys) => {
          const marks = JSON.parse(localStorage.getItem('elifehome_meta') ?? '{}');
          return keys.every((key) => typeof marks[key]?.revision === 'string');
        },
        CATALOGUE_KEYS,
        { timeout: 30_000 },
      );
    }
  } finally {
    await page.close();
  }
}

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
const peerDist = process.env.PEER === 'off' ? undefined : peerSite();

const chromePath = ensureBrowser();
const hostOptions = HTTP2 ? { tls: localTls() } : {};
const serve = (dir, port) => startStaticHost(dir, port, hostOptions);
const builds = [{ name: 'dist', server: await serve('dist', PORT), routes: ROUTES }];
if (COMPARE) {
  builds.push({ name: COMPARE, server: await serve(COMPARE, PORT + 1), routes: ROUTES });
}
if (peerDist) {
  builds.push({
    name: 'peer',
    peer: true,
    server: await serve(peerDist, PORT + 2),
    routes: PEER.routes,
  });
}
const [load1, load5] = loadavg();
console.log(
  `load average before the runs: ${load1.toFixed(2)} (1 min), ${load5.toFixed(2)} (5 min)`,
);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    ...CHROME_ARGS,
    // Every host but the local server is unreachable: the numbers measure this app alone.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ...(HTTP2 ? ['--ignore-certificate-errors'] : []),
  ],
});

/** The scripts the visit downloaded before Lighthouse stopped (none came from a cache). */
const scripts = (lhr) =>
  (lhr.audits['network-requests'].details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.transferSize > 0,
  );

/** Bytes on the wire of those scripts, response headers included. */
const scriptKB = (lhr) => scripts(lhr).reduce((sum, item) => sum + item.transferSize, 0) / 1024;

/**
 * The size of a file's body as the host sends it to a browser that takes gzip, asked once per
 * address: the built files are named by their content, and every run downloads the same ones.
 */
const gzipSizes = new Map();
function gzipBytes(url) {
  if (!gzipSizes.has(url)) gzipSizes.set(url, askGzipBytes(url));
  return gzipSizes.get(url);
}

function askGzipBytes(url) {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      { headers: { 'accept-encoding': 'gzip' }, rejectUnauthorized: false },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** Gzip bytes of those scripts, the bodies alone (inline scripts are the page's). */
const scriptGzipKB = async (lhr) =>
  (await Promise.all(scripts(lhr).map((item) => gzipBytes(item.url)))).reduce(
    (sum, bytes) => sum + bytes,
    0,
  ) / 1024;

const rows = [];
const benchmarkIndexes = [];
/** The runs Lighthouse could not measure, said after the table. */
const unmeasured = [];
try {
  for (const visit of VISITS) {
    if (visit === 'returning') {
      // Connected to the benchmark's own Chromium, so the storage is the one Lighthouse sees.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        for (const build of builds) await earlierVisit(browser, build);
      } finally {
        await browser.close();
      }
    }
    for (const preset of PRESETS) {
      const config = configFor(preset, visit);
      for (const route of new Set(builds.flatMap((b) => b.routes))) {
        const measured = builds.filter((b) => b.routes.includes(route));
        const runs = new Map(measured.map((b) => [b.name, []]));
        // Alternating builds run by run, so a busier minute falls on all alike.
        for (let i = 0; i < RUNS; i += 1) {
          for (const build of measured) {
            const last = i === RUNS - 1;
            const slug = `${build.name.replace(/\W+/g, '_')}-${visit}-${preset}${route.replace(/\W+/g, '_')}`;
            // Kept, the last run's trace and network log are gathered to disk and audited from it.
            const kept = last && ARTIFACTS ? join(ARTIFACTS, slug) : undefined;
            const result = await lighthouse(
              `${build.server.url}${route}`,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                ...(kept && { gatherMode: kept, auditMode: kept }),
              },
              config,
            );
            const lhr = result.lhr;
            // The last run's full report stays for reading (which scripts, which long tasks).
            if (last) {
              mkdirSync('bench-results/reports', { recursive: true });
              writeFileSync(`bench-results/reports/${slug}.json`, JSON.stringify(lhr));
            }
            benchmarkIndexes.push(lhr.environment.benchmarkIndex);
            // How much of the run measured the page rather than the machine (bench-cpu-time.mjs),
            // its main thread found once for both figures: a trace is tens of thousands of events.
            const events = result.artifacts.Trace.traceEvents;
            const main = pageMainThread(events);
            const cpu = await atCpuTime(result.artifacts, lhr, main);
            const figures = {
              performance: Math.round(lhr.categories.performance.score * 100),
              accessibility: Math.round(lhr.categories.accessibility.score * 100),
              'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
              seo: Math.round(lhr.categories.seo.score * 100),
              lcp: lhr.audits['largest-contentful-paint'].numericValue,
              cls: lhr.audits['cumulative-layout-shift'].numericValue,
              tbt: lhr.audits['total-blocking-time'].numericValue,
              fcp: lhr.audits['first-contentful-paint'].numericValue,
              jsKB: scriptKB(lhr),
              jsGzipKB: await scriptGzipKB(lhr),
              ran: mainThreadShare(events, LONG_TASK_MS, main),
              cpuMs: mainThreadCpu(events, main),
              cpuPerformance: cpu?.performance,
              cpuTbt: cpu?.tbt,
            };
            runs.get(build.name).push(figures);
            // A run Lighthouse could not measure (no paint seen, the page's tab lost) scores 0 and
            // counts in the median as it is; what went wrong is said, so it is not taken for the page's.
            const failed = lhr.runtimeError
              ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
              : undefined;
            if (failed)
              unmeasured.push(`run ${i + 1} ${build.name} ${visit} ${preset} ${route}, ${failed}`);
            if (EACH) {
              const lcpNode =
                lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]
                  ?.node;
              console.log(
                `run ${i + 1} ${build.name} ${visit} ${preset} ${route}: perf ${figures.performance}, ` +
                  `FCP ${fmt(figures.fcp, 0)}, LCP ${fmt(figures.lcp, 0)} (${lcpNode?.selector ?? 'no element'}), ` +
                  `TBT ${fmt(figures.tbt, 0)}, ran ${fmt(figures.ran * 100, 0)} %, CPU ${fmt(figures.cpuMs, 0)} ms, ` +
                  `benchmark index ${lhr.environment.benchmarkIndex.toFixed(0)}` +
                  (failed ? `; not measured, ${failed}` : ''),
              );
            }
          }
        }
        for (const [build, list] of runs) {
          const row = { build, visit, preset, route };
          for (const key of Object.keys(list[0])) row[key] = median(list.map((r) => r[key]));
          rows.push(row);
        }
        // A dot a route, unless each run has its own line already.
        if (!EACH) process.stdout.write('.');
      }
    }
  }
} finally {
  await chrome.kill();
  for (const build of builds) build.server.stop();
}

const [after1] = loadavg();
console.log(
  `\nLighthouse, median of ${RUNS} runs, served over ${HTTP2 ? 'HTTP/2 with TLS' : 'HTTP/1.1'} (targets on mobile: perf >= ${TARGETS.performance.first} first visit and >= ${TARGETS.performance.returning} returning, none below the peer's home; a11y/bp/seo 100; first visit LCP <= ${TARGETS.lcp} ms and TBT <= ${TARGETS.tbt} ms; CLS ${TARGETS.cls}; home's JS <= ${TARGETS.jsKB} KB gzip; JS KB is bytes on the wire, headers included, JS gzip KB the bodies alone)`,
);
console.log(
  `benchmark index (Lighthouse's CPU score for this machine): median ${median(benchmarkIndexes).toFixed(0)}, ` +
    `range ${Math.min(...benchmarkIndexes).toFixed(0)}-${Math.max(...benchmarkIndexes).toFixed(0)}; ` +
    `load average before the runs ${load1.toFixed(2)}, after ${after1.toFixed(2)}`,
);
console.log(
  `main thread ran: the share of its long tasks' time the page's main thread had a core (the rest it waited while other processes and threads ran); CPU ms: the CPU time that thread spent, the page's own work; at CPU time: Lighthouse's score and TBT again with each of the page's main-thread tasks as long as its CPU time. Diagnostics, not the score: when the share is low, the machine measured its own contention too`,
);
console.log(
  `${'build'.padEnd(18)}visit      preset   route                     perf  a11y  bp   seo   FCP ms  LCP ms   CLS     TBT ms   JS KB  JS gzip KB  ran %  CPU ms  perf@CPU  TBT@CPU`,
);
for (const r of rows) {
  console.log(
    `${r.build.slice(-17).padEnd(18)}${r.visit.padEnd(10)} ${r.preset.padEnd(8)} ${r.route.padEnd(25)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r['best-practices']).padStart(3)}  ${String(r.seo).padStart(4)}  ${fmt(r.fcp, 0).padStart(7)} ${fmt(r.lcp, 0).padStart(7)}  ${fmt(r.cls, 4).padStart(6)} ${fmt(r.tbt, 0).padStart(8)} ${fmt(r.jsKB, 1).padStart(7)} ${fmt(r.jsGzipKB, 1).padStart(11)} ${fmt(r.ran * 100, 0).padStart(6)} ${fmt(r.cpuMs, 0).padStart(7)} ${fmt(r.cpuPerformance, 0).padStart(9)} ${fmt(r.cpuTbt, 0).padStart(8)}`,
  );
}
if (unmeasured.length)
  console.log(
    `Lighthouse could not measure ${unmeasured.length} run(s), each counted with a score of 0: ${unmeasured.join('; ')}`,
  );
const peerHome = (visit) =>
  rows.find(
    (r) => r.build === 'peer' && r.visit === visit && r.preset === 'mobile' && r.route === '/',
  );
const ours = rows.filter((r) => r.preset === 'mobile' && r.build === 'dist');
const misses = ours.flatMap((r) => {
  const m = [];
  const at = `${r.route} (${r.visit})`;
  if (r.performance < TARGETS.performance[r.visit]) m.push(`${at} performance ${r.performance}`);
  const peer = peerHome(r.visit);
  if (peer && r.performance < peer.performance)
    m.push(`${at} performance ${r.performance} below the peer's home (${peer.performance})`);
  for (const k of ['accessibility', 'best-practices', 'seo'])
    if (r[k] < TARGETS[k]) m.push(`${at} ${k} ${r[k]}`);
  if (r.visit === 'first' && r.lcp > TARGETS.lcp) m.push(`${at} LCP ${r.lcp.toFixed(0)} ms`);
  if (r.visit === 'first' && r.tbt > TARGETS.tbt) m.push(`${at} TBT ${r.tbt.toFixed(0)} ms`);
  if (r.cls > TARGETS.cls) m.push(`${at} CLS ${r.cls.toFixed(4)}`);
  if (r.route === '/' && r.jsGzipKB > TARGETS.jsKB)
    m.push(`${at} JS ${r.jsGzipKB.toFixed(1)} KB gzip`);
  return m;
});
console.log(
  ours.length === 0
    ? 'targets not checked: they are for the mobile preset, and this run measured none of ours'
    : misses.length
      ? `targets missed: ${misses.join('; ')}`
      : 'every mobile target met',
);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/lighthouse.json',
  JSON.stringify(
    {
      runs: RUNS,
      targets: TARGETS,
      peer: peerDist ? PEER : undefined,
      benchmarkIndexes,
      loadAverage: { before: [load1, load5], after: after1 },
      rows,
    },
    null,
    2,
  ),
);
console.log('wrote bench-results/lighthouse.json');
