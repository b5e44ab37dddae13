// Runs one test layer and fails when it ran zero tests (docs/conventions.md#tests: every layer must
// collect tests).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { ensureBrowser } from './ensure-browser.mjs';

/** A Playwright JSON report's counts; a flaky test passed on retry. */
function playwrightCounts(json) {
  const s = json.stats ?? {};
  const passed = (s.expected ?? 0) + (s.flaky ?? 0);
  const failed = s.unexpected ?? 0;
  return { passed, failed, total: passed + failed + (s.skipped ?? 0) };
}

/** A Vitest JSON report's counts. */
function vitestCounts(json) {
  return { passed: json.numPassedTests, failed: json.numFailedTests, total: json.numTotalTests };
}

/** The first line of an error message, without colour codes. */
function firstLine(text = '') {
  return stripVTControlCharacters(String(text)).trim().split('\n')[0].slice(0, 200);
}

/** Every test a Playwright JSON report holds, with the file and title path it sits under. */
function* playwrightTests(suites, path = []) {
  for (const suite of suites ?? []) {
    const here = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        yield { file: spec.file, line: spec.line, title: [...here, spec.title].join(' › '), test };
    yield* playwrightTests(suite.suites, here);
  }
}

/** A Playwright report's failed tests and those that passed only on retry. */
export function playwrightProblems(json) {
  const problems = [];
  for (const { file, line, title, test } of playwrightTests(json.suites)) {
    if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
    const error = test.results.flatMap((r) => r.errors ?? [])[0];
    problems.push({
      kind: test.status === 'flaky' ? 'flaky' : 'failed',
      name: `${file}:${line} [${test.projectName}] ${title}`,
      message: firstLine(error?.message),
    });
  }
  for (const error of json.errors ?? [])
    problems.push({ kind: 'failed', name: 'outside any test', message: firstLine(error.message) });
  return problems;
}

/** A Vitest JSON report's failed tests, those that passed only on retry, and files that failed
 * before a test ran. */
export function vitestProblems(json) {
  const problems = [];
  for (const file of json.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    // A test that passed on its retry keeps the first try's error.
    const flaky = file.assertionResults.filter(
      (a) => a.status === 'passed' && a.failureMessages.length > 0,
    );
    for (const a of [...failed, ...flaky])
      problems.push({
        kind: a.status === 'failed' ? 'failed' : 'flaky',
        name: `${name} › ${a.fullName}`,
        message: firstLine(a.failureMessages[0]),
      });
    if (file.status === 'failed' && failed.length === 0)
      problems.push({ kind: 'failed', name, message: firstLine(file.message) });
  }
  return problems;
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
    count: vitestCounts,
    problems: vitestProblems,
  },
  stories: {
    browser: true,
    command: ['vitest', 'run', '--project', 'storybook'],
    report: 'test-results/stories.json',
    reporterArgs: (file) => ['--reporter=dot', '--reporter=json', `--outputFile.json=${file}`],
    count: vitestCounts,
    problems: vitestProblems,
  },
  e2e: {
    browser: true,
    builds: [SITE_BUILD],
    command: ['playwright', 'test'],
    report: 'test-results/e2e.json',
    reporterArgs: () => [],
    env: (file) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: file }),
    count: playwrightCounts,
    problems: playwrightProblems,
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
    problems: playwrightProblems,
  },
};

/** Runs a layer; returns { passed, failed, total, ok, problems }: `problems` names each failed
 * test (and each that passed only on retry), so the end of a long log says what to look at. */
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
  let problems = [];
  try {
    const json = JSON.parse(readFileSync(layer.report, 'utf8'));
    counts = layer.count(json);
    problems = layer.problems(json);
  } catch {
    console.error(`${name}: no test report was written (${layer.report}).`);
  }
  const ok = run.status === 0 && counts.total > 0 && counts.failed === 0;
  if (counts.total === 0)
    console.error(`${name}: the layer collected zero tests, which counts as a failure.`);
  return { ...counts, ok, problems };
}

/** Lines that name a layer's failed and flaky tests, with the first line of each error. */
export function problemLines(problems) {
  return problems.flatMap(({ kind, name, message }) => [
    `  ${kind.padEnd(6)} ${name}`,
    ...(message ? [`         ${message}`] : []),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [name, ...rest] = process.argv.slice(2);
  const result = runLayer(name, rest);
  console.log(`${name}: ${result.passed} passed, ${result.failed} failed`);
  for (const line of problemLines(result.problems)) console.log(line);
  process.exit(result.ok ? 0 : 1);
}
