// Lighthouse benchmark: the production build served on 127.0.0.1 as a static host serves it
// (clean URLs, _redirects, _headers, gzip) with every other host blocked, mobile and desktop
// presets, median of 3 runs per route. Per run it counts every script the visit downloads during
// load (bytes on the wire), and it prints the machine's load average and Lighthouse's benchmark
// index, so figures from different days can be told apart. `--compare <dist>` serves a second
// build (the previous one, say) and measures both in the same run, alternating run by run.
// Usage: npm run bench:lighthouse  (SKIP_BUILD=1 to reuse dist/, RUNS=n, BENCH_PORT=n,
// ROUTES=/,/cart and PRESETS=mobile to measure a subset while working on one page; the last
// run's full report per route is kept in bench-results/reports/ for reading)
//        npm run bench:lighthouse -- --compare previous-dist
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROME_ARGS } from './browser.mjs';
import { ensureBrowser } from './ensure-browser.mjs';
import { startStaticHost } from './static-host.mjs';

const ALL_ROUTES = [
  '/',
  '/products/category/all',
  '/products/1',
  '/cart',
  '/about',
  '/design-inspirations',
];
const ROUTES = process.env.ROUTES ? process.env.ROUTES.split(',') : ALL_ROUTES;
const PRESETS = process.env.PRESETS ? process.env.PRESETS.split(',') : ['mobile', 'desktop'];
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcp: 1800,
  cls: 0,
  tbt: 100,
  jsKB: 100,
};
const compareAt = process.argv.indexOf('--compare');
const COMPARE = compareAt > 0 ? process.argv[compareAt + 1] : undefined;
if (compareAt > 0 && (!COMPARE || !existsSync(COMPARE))) {
  console.error(`--compare needs a built site folder; ${COMPARE ?? 'none'} was given`);
  process.exit(1);
}

// Every run is a first visit. Lighthouse clears the cache and service workers but keeps the
// origin's localStorage and cookies, so without this only the very first run would be one: the
// app seeds storage on a first visit, and a returning visitor gets a different first paint
// (prerendered HTML is adopted only when the browser holds none of our data; see main.tsx).
const clearStorageTypes = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
];
// Every other host is blocked twice over: Lighthouse's own request blocking refuses every https
// address before it is sent (logged as ERR_BLOCKED_BY_CLIENT.Inspector, which Lighthouse leaves
// out of the page's console errors), and the host resolver rule below catches anything else. The
// catalogue's images are the site's own, so nothing a page needs is blocked.
const blockedUrlPatterns = ['https://*'];
const settings = { clearStorageTypes, blockedUrlPatterns };
const MOBILE = { extends: 'lighthouse:default', settings };
const DESKTOP = { ...desktopConfig, settings: { ...desktopConfig.settings, ...settings } };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const chromePath = ensureBrowser();
const builds = [{ name: 'dist', server: await startStaticHost('dist', PORT) }];
if (COMPARE) builds.push({ name: COMPARE, server: await startStaticHost(COMPARE, PORT + 1) });
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
  ],
});

/** Bytes on the wire of every script the visit downloaded before Lighthouse stopped. */
const scriptKB = (lhr) =>
  (lhr.audits['network-requests'].details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;

const rows = [];
const benchmarkIndexes = [];
try {
  for (const preset of PRESETS) {
    for (const route of ROUTES) {
      const runs = new Map(builds.map((b) => [b.name, []]));
      // Alternating builds run by run, so a busier minute falls on both alike.
      for (let i = 0; i < RUNS; i += 1) {
        for (const build of builds) {
          const result = await lighthouse(
            `${build.server.url}${route}`,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            preset === 'desktop' ? DESKTOP : MOBILE,
          );
          const lhr = result.lhr;
          // The last run's full report stays for reading (which scripts, which long tasks).
          if (i === RUNS - 1) {
            const slug = `${build.name.replace(/\W+/g, '_')}-${preset}${route.replace(/\W+/g, '_')}`;
            mkdirSync('bench-results/reports', { recursive: true });
            writeFileSync(`bench-results/reports/${slug}.json`, JSON.stringify(lhr));
          }
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          runs.get(build.name).push({
            performance: Math.round(lhr.categories.performance.score * 100),
            accessibility: Math.round(lhr.categories.accessibility.score * 100),
            'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
            seo: Math.round(lhr.categories.seo.score * 100),
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            cls: lhr.audits['cumulative-layout-shift'].numericValue,
            tbt: lhr.audits['total-blocking-time'].numericValue,
            fcp: lhr.audits['first-contentful-paint'].numericValue,
            jsKB: scriptKB(lhr),
          });
        }
      }
      for (const [build, list] of runs) {
        const row = { build, preset, route };
        for (const key of Object.keys(list[0])) row[key] = median(list.map((r) => r[key]));
        rows.push(row);
      }
      process.stdout.write('.');
    }
  }
} finally {
  await chrome.kill();
  for (const build of builds) build.server.stop();
}

const [after1] = loadavg();
/**
 * A figure Lighthouse may leave out (a page with no contentful paint): shown as '-'. CLS is shown
 * to four places: a font swap's shift of 0.0002 would read as 0.000 at three.
 */
const fmt = (value, digits) => (typeof value === 'number' ? value.toFixed(digits) : '-');
console.log(
  `\nLighthouse, median of ${RUNS} runs (targets on mobile: perf >= ${TARGETS.performance}, a11y/bp/seo 100, LCP <= ${TARGETS.lcp} ms, CLS ${TARGETS.cls}, TBT <= ${TARGETS.tbt} ms, JS <= ${TARGETS.jsKB} KB)`,
);
console.log(
  `benchmark index (Lighthouse's CPU score for this machine): median ${median(benchmarkIndexes).toFixed(0)}, ` +
    `range ${Math.min(...benchmarkIndexes).toFixed(0)}-${Math.max(...benchmarkIndexes).toFixed(0)}; ` +
    `load average after the runs ${after1.toFixed(2)}`,
);
const buildColumn = COMPARE ? 'build'.padEnd(18) : '';
console.log(
  `${buildColumn}preset   route                     perf  a11y  bp   seo   FCP ms  LCP ms   CLS     TBT ms   JS KB`,
);
for (const r of rows) {
  console.log(
    `${COMPARE ? r.build.slice(-17).padEnd(18) : ''}${r.preset.padEnd(8)} ${r.route.padEnd(25)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r['best-practices']).padStart(3)}  ${String(r.seo).padStart(4)}  ${fmt(r.fcp, 0).padStart(7)} ${fmt(r.lcp, 0).padStart(7)}  ${fmt(r.cls, 4).padStart(6)} ${fmt(r.tbt, 0).padStart(8)} ${fmt(r.jsKB, 1).padStart(7)}`,
  );
}
const misses = rows
  .filter((r) => r.preset === 'mobile' && r.build === 'dist')
  .flatMap((r) => {
    const m = [];
    if (r.performance < TARGETS.performance) m.push(`${r.route} performance ${r.performance}`);
    for (const k of ['accessibility', 'best-practices', 'seo'])
      if (r[k] < TARGETS[k]) m.push(`${r.route} ${k} ${r[k]}`);
    if (r.lcp > TARGETS.lcp) m.push(`${r.route} LCP ${r.lcp.toFixed(0)} ms`);
    if (r.cls > TARGETS.cls) m.push(`${r.route} CLS ${r.cls.toFixed(4)}`);
    if (r.tbt > TARGETS.tbt) m.push(`${r.route} TBT ${r.tbt.toFixed(0)} ms`);
    if (r.jsKB > TARGETS.jsKB) m.push(`${r.route} JS ${r.jsKB.toFixed(1)} KB`);
    return m;
  });
console.log(misses.length ? `targets missed: ${misses.join('; ')}` : 'every mobile target met');
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/lighthouse.json',
  JSON.stringify(
    { runs: RUNS, targets: TARGETS, benchmarkIndexes, loadAverage: [load1, load5], rows },
    null,
    2,
  ),
);
console.log('wrote bench-results/lighthouse.json');
