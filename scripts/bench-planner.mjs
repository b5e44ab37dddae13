// Container planner benchmark: what the cart's planner computes for an order of 5,000 lines
// (docs/requirements.md#shipping): every line's cartons, CBM and weight, the totals, the fill of
// each container type, the suggestion, and the room left for each line's product. Times the
// domain rules alone, in Node, with the rules bundled from src/domain/shipping.ts by Vite.
// Usage: npm run bench:planner  (LINES=n, RUNS=n; prints the median of RUNS after a warm-up)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const LINES = Number(process.env.LINES ?? 5000);
const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_MS = 50;

/** The domain rules as one ES module in bench-results/, imported like any other. */
async function loadRules() {
  const outDir = join(ROOT, 'bench-results', 'planner');
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      lib: { entry: join(ROOT, 'src/domain/shipping.ts'), formats: ['es'], fileName: 'rules' },
      outDir,
      emptyOutDir: true,
      minify: false,
    },
  });
  return import(pathToFileURL(join(outDir, 'rules.js')).href);
}

/**
 * A deterministic order: cartons from a cushion box to a sofa's, one line in nine without carton
 * data (named and left out, as the planner does), quantities from 1 to 400.
 */
function order(count) {
  const lines = [];
  for (let i = 0; i < count; i += 1) {
    const carton =
      i % 9 === 4
        ? undefined
        : {
            lengthCm: 30 + (i % 17) * 11,
            widthCm: 25 + (i % 13) * 7,
            heightCm: 10 + (i % 11) * 9,
            grossKg: 2 + (i % 23) * 3.5,
            units: 1 + (i % 6) * 2,
          };
    lines.push({ key: `EH-${i}`, name: `Product ${i}`, quantity: 1 + ((i * 37) % 400), carton });
  }
  return lines;
}

/** One pass of the planner's work over the order; returns a figure so nothing is optimised away. */
function plan(rules, lines, containers) {
  const load = rules.orderLoad(lines);
  const fills = containers.map((container) => rules.fillOf(load.total, container));
  const suggestion = rules.suggestContainer(load.total, containers);
  const room = suggestion.kind === 'empty' ? undefined : suggestion.container;
  let rooms = 0;
  if (room)
    for (const line of lines)
      if (rules.hasCartonData(line.carton))
        rooms += rules.roomForCartons(load.total, room, line.carton);
  return { load, fills, suggestion, rooms };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const rules = await loadRules();
const containers = rules.DEFAULT_CONTAINER_TYPES;
const lines = order(LINES);
plan(rules, lines, containers); // warm-up: the first pass also compiles
const times = [];
let result;
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  result = plan(rules, lines, containers);
  times.push(performance.now() - start);
}
const ms = median(times);
const { total, missing } = result.load;
const suggestion =
  result.suggestion.kind === 'several'
    ? `${result.suggestion.count} × ${result.suggestion.container.name}`
    : result.suggestion.kind === 'fits'
      ? result.suggestion.container.name
      : 'nothing to ship';
console.log(
  `planner: ${LINES} lines (${missing.length} without carton data): ${total.cartons} cartons, ` +
    `${total.cbm.toFixed(1)} m³, ${Math.round(total.grossKg)} kg; suggests ${suggestion}`,
);
console.log(
  `planner: median ${ms.toFixed(2)} ms of ${RUNS} runs (${times.map((t) => t.toFixed(2)).join(', ')}), ` +
    `target under ${TARGET_MS} ms: ${ms < TARGET_MS ? 'met' : 'NOT met'}`,
);
writeFileSync(
  join(ROOT, 'bench-results', 'planner.json'),
  `${JSON.stringify({ lines: LINES, runs: times, medianMs: ms, targetMs: TARGET_MS }, null, 2)}\n`,
);
