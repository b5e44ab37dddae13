// `npm test`: every check and test layer, in the order that fails fastest.
import { spawnSync } from 'node:child_process';
import { problemLines, runLayer } from './run-layer.mjs';

const started = Date.now();
const results = [];

function step(name, command, args) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: (Date.now() - t0) / 1000 });
  return ok;
}

function layer(name) {
  const t0 = Date.now();
  console.log(`\n=== ${name} tests ===`);
  const r = runLayer(name);
  results.push({ name: `${name} tests`, ok: r.ok, seconds: (Date.now() - t0) / 1000, ...r });
  return r.ok;
}

step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('lint', 'npm', ['run', '--silent', 'lint']);
step('format', 'npm', ['run', '--silent', 'format:check']);
layer('unit');
layer('stories');
process.env.SKIP_BUILD = '';
layer('e2e');
// The visual layer reuses the site the e2e layer built and builds the Storybook.
process.env.SKIP_BUILD = '1';
layer('visual');
process.env.SKIP_BUILD = '';
// The e2e layer built dist/; the size budget and the markup check read it.
step('size budget', 'node', ['scripts/size-budget.mjs']);
// Every built page is valid HTML (rules in .htmlvalidate.json).
step('html', 'npm', ['run', '--silent', 'test:html']);

console.log('\n=== summary ===');
for (const r of results) {
  const counts = r.total !== undefined ? ` (${r.passed} passed, ${r.failed} failed)` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(16)} ${r.seconds.toFixed(1)} s${counts}`);
  // Named here, at the end of the log, where a CI summary that keeps only the tail still shows them.
  for (const line of problemLines(r.problems ?? [])) console.log(line);
}
const passed = results.reduce((n, r) => n + (r.passed ?? 0), 0);
const failed =
  results.reduce((n, r) => n + (r.failed ?? 0), 0) +
  results.filter((r) => !r.ok && r.total === undefined).length;
console.log(`npm test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
