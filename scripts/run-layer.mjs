// Runs one test layer and fails when it ran zero tests (docs/conventions.md#tests: every layer must
// collect tests).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureBrowser } from './ensure-browser.mjs';

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
    build: true,
    command: ['playwright', 'test'],
    report: 'test-results/e2e.json',
    reporterArgs: () => [],
    env: (file) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: file }),
    count: (json) => {
      const s = json.stats ?? {};
      const passed = (s.expected ?? 0) + (s.flaky ?? 0);
      const failed = s.unexpected ?? 0;
      return { passed, failed, total: passed + failed + (s.skipped ?? 0) };
    },
  },
};

/** Runs a layer; returns { passed, failed, total, ok }. */
export function runLayer(name, extraArgs = []) {
  const layer = LAYERS[name];
  if (!layer) throw new Error(`Unknown layer ${name}: use ${Object.keys(LAYERS).join(', ')}`);
  const env = { ...process.env };
  if (layer.browser) env.CHROME_PATH = ensureBrowser();
  if (layer.build && !process.env.SKIP_BUILD) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env,
    });
    if (build.status !== 0) return { passed: 0, failed: 1, total: 1, ok: false };
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
