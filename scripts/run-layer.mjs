// Runs one test layer and fails when it ran zero tests (docs/conventions.md#tests: every layer must
// collect tests).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureBrowser } from './ensure-browser.mjs';

/** A Playwright JSON report's counts; a flaky test passed on retry. */
function playwrightCounts(json) {
  const s = json.stats ?? {};
  const passed = (s.expected ?? 0) + (s.flaky ?? 0);
  const failed = s.unexpected ?? 0;
  return { passed, failed, total: passed + failed + (s.skipped ?? 0) };
}

/** The builds a layer tests; each is skipped when its variable is set (it was built already). */
const SITE_BUILD = { skip: 'SKIP_BUILD', command: ['vite', 'build', '--logLevel', 'warn'] };
const STORYBOOK_BUILD = {
  skip: 'SKIP_STORYBOOK_BUILD',
  command: ['storybook', 'build', '--quiet', '-o', 'storybook-static'],
};

const LAYERS = {
  unit: {
    browser: false,
    command: ['vitest', 'run', '--project', 'unit'],
    report: 'test-results/unit.json',
    reporterArgs: (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    count: (json) => ({
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      total: json.numTotalTests,
    }),
  },
  stories: {
    browser: true,
    command: ['vitest', 'run', '--project', 'storybook'],
    report: 'test-results/stories.json',
    reporterArgs: (file) => ['--reporter=dot', '--reporter=json', `--outputFile.json=${file}`],
    count: (json) => ({
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      total: json.numTotalTests,
    }),
  },
  e2e: {
    browser: true,
    builds: [SITE_BUILD],
    command: ['playwright', 'test'],
    report: 'test-results/e2e.json',
    reporterArgs: () => [],
    env: (file) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: file }),
    count: playwrightCounts,
  },
  // Screenshots of every story and visitor route against visual/baselines
  // (docs/conventions.md#visual-regression).
  visual: {
    browser: true,
    builds: [SITE_BUILD, STORYBOOK_BUILD],
    command: ['playwright', 'test', '-c', 'visual/playwright.config.ts'],
    report: 'test-results/visual.json',
    reporterArgs: () => [],
    count: playwrightCounts,
  },
};

/** Runs a layer; returns { passed, failed, total, ok }. */
export function runLayer(name, extraArgs = []) {
  const layer = LAYERS[name];
  if (!layer) throw new Error(`Unknown layer ${name}: use ${Object.keys(LAYERS).join(', ')}`);
  const env = { ...process.env };
  if (layer.browser) env.CHROME_PATH = ensureBrowser();
  for (const build of layer.builds ?? []) {
    if (process.env[build.skip]) continue;
    const run = spawnSync('npx', build.command, { stdio: 'inherit', env });
    if (run.status !== 0) return { passed: 0, failed: 1, total: 1, ok: false };
  }
  mkdirSync('test-results', { recursive: true });
  rmSync(layer.report, { force: true });
  Object.assign(env, layer.env?.(layer.report) ?? {});
  const args = [...layer.command, ...layer.reporterArgs(layer.report), ...extraArgs];
  const run = spawnSync('npx', args, { stdio: 'inherit', env });
  let counts = { passed: 0, failed: 0, total: 0 };
  try {
    counts = layer.count(JSON.parse(readFileSync(layer.report, 'utf8')));
  } catch {
    console.error(`${name}: no test report was written (${layer.report}).`);
  }
  const ok = run.status === 0 && counts.total > 0 && counts.failed === 0;
  if (counts.total === 0)
    console.error(`${name}: the layer collected zero tests, which counts as a failure.`);
  return { ...counts, ok };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [name, ...rest] = process.argv.slice(2);
  const result = runLayer(name, rest);
  console.log(`${name}: ${result.passed} passed, ${result.failed} failed`);
  process.exit(result.ok ? 0 : 1);
}
