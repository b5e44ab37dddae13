// What Lighthouse's simulation (Lantern) would make of a recorded page load if some of its
// requests were gone, or merged into another: the first and largest contentful paints it
// simulates for the load as recorded, then for the change asked for. It replays the trace and the
// network log `BENCH_ARTIFACTS=<dir> npm run bench:lighthouse` keeps of each route's last run, so a
// question such as "would one stylesheet instead of five bring the cart's paint forward?" is
// answered in seconds, before any build is changed. It changes the network log only: the page's
// own work (its tasks and when they ran) stays as recorded.
// Usage: npm run bench:what-if -- <artifacts dir> [--list] [--without a,b] [--merge into=a,b]
//   --list           every request and task the simulated largest paint waits for, with its
//                    simulated start and end (ms) and its bytes on the wire
//   --without a,b    leaves out each request whose address contains a or b
//   --merge into=a,b leaves out those requests and adds their bytes to the one whose address
//                    contains `into` (one file instead of several)
// Both may be repeated; each term names part of an address (a file's hash, say).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** Reads the command line: the folder, whether to list, and the requests to drop or merge. */
export function readArguments(args) {
  const options = { dir: undefined, list: false, without: [], merges: [] };
  for (let at = 0; at < args.length; at += 1) {
    const arg = args[at];
    if (arg === '--list') options.list = true;
    else if (arg === '--without') options.without.push(...terms(args[++at], arg));
    else if (arg === '--merge') {
      const [into, parts] = (args[++at] ?? '').split('=');
      if (!into || !parts) throw new Error('--merge takes into=a,b');
      options.merges.push({ into, parts: terms(parts, arg) });
    } else if (!options.dir && !arg.startsWith('--')) options.dir = arg;
    else throw new Error(`unknown argument: ${arg}`);
  }
  if (!options.dir) throw new Error('name the artifacts folder of one route');
  return options;
}

function terms(value, flag) {
  const list = (value ?? '').split(',').filter(Boolean);
  if (list.length === 0) throw new Error(`${flag} takes a comma-separated list`);
  return list;
}

/**
 * The network log with the change applied: every event of a dropped request left out, and each
 * merge target's bytes on the wire grown by its parts'. Throws when a term matches nothing, so a
 * mistyped hash is not read as "no difference".
 */
export function changedLog(log, { without, merges }) {
  // Each request's address and bytes on the wire, in one pass over the log.
  const urls = new Map();
  const bytes = new Map();
  for (const { method, params } of log) {
    if (method === 'Network.requestWillBeSent') urls.set(params.requestId, params.request.url);
    if (method === 'Network.loadingFinished') bytes.set(params.requestId, params.encodedDataLength);
  }
  const idsWith = (term) => {
    const ids = [...urls].filter(([, url]) => url.includes(term)).map(([id]) => id);
    if (ids.length === 0) throw new Error(`no request's address contains "${term}"`);
    return ids;
  };
  const dropped = new Set(without.flatMap(idsWith));
  const grown = new Map();
  for (const { into, parts } of merges) {
    const [target] = idsWith(into);
    const partIds = parts.flatMap(idsWith).filter((id) => id !== target);
    partIds.forEach((id) => dropped.add(id));
    const added = partIds.reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0);
    grown.set(target, (grown.get(target) ?? 0) + added);
  }
  return log.flatMap((event) => {
    const id = event.params?.requestId;
    if (id === undefined) return [event];
    if (dropped.has(id)) return [];
    if (event.method === 'Network.loadingFinished' && grown.has(id)) {
      const encodedDataLength = event.params.encodedDataLength + grown.get(id);
      return [{ ...event, params: { ...event.params, encodedDataLength } }];
    }
    return [event];
  });
}

/** Lantern's first and largest contentful paints for the recorded load with `log` as its network. */
async function simulate(artifacts, log) {
  const settings = artifacts.settings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: log,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  // A cache of its own for each: Lighthouse caches computed metrics by their inputs' identity.
  const fcp = await LanternFirstContentfulPaint.request(data, {
    computedCache: new Map(),
    settings,
  });
  const lcp = await LanternLargestContentfulPaint.request(data, {
    computedCache: new Map(),
    settings,
  });
  return { fcp, lcp };
}

const ms = (value) => String(Math.round(value)).padStart(6);

/** The requests and tasks the simulated largest paint waited for, in the order they started. */
function listed(estimate) {
  return [...estimate.nodeTimings]
    .sort(([, a], [, b]) => a.startTime - b.startTime)
    .map(([node, timing]) => {
      const what =
        node.type === 'network'
          ? `${node.request.url.replace(/^\w+:\/\/[^/]+/, '').slice(0, 60)}  ${node.request.transferSize} B`
          : `task ${Math.round(node.duration / 1000)} ms (recorded)`;
      return `${ms(timing.startTime)} ${ms(timing.endTime)}  ${what}`;
    });
}

/** Stops with a message and the usage, not a stack. */
function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

const USAGE =
  'Usage: npm run bench:what-if -- <artifacts dir> [--list] [--without a,b] [--merge into=a,b]';

if (import.meta.url === `file://${process.argv[1]}`) {
  let options;
  try {
    options = readArguments(process.argv.slice(2));
  } catch (error) {
    fail(error.message);
  }
  if (!existsSync(join(options.dir, 'artifacts.json'))) {
    const routes = existsSync(options.dir)
      ? readdirSync(options.dir).filter((name) =>
          existsSync(join(options.dir, name, 'artifacts.json')),
        )
      : [];
    fail(
      `${options.dir} holds no recorded load` +
        (routes.length > 0 ? `; its routes' folders: ${routes.join(', ')}` : ''),
    );
  }
  const artifacts = await loadArtifacts(options.dir);
  const recorded = artifacts.DevtoolsLog;
  const changing = options.without.length > 0 || options.merges.length > 0;
  let log;
  try {
    log = changing ? changedLog(recorded, options) : undefined;
  } catch (error) {
    fail(error.message);
  }
  const asRecorded = await simulate(artifacts, recorded);
  const line = (label, { fcp, lcp }) =>
    console.log(`${label.padEnd(12)} FCP ${ms(fcp.timing)} ms   LCP ${ms(lcp.timing)} ms`);
  console.log(`Lantern, ${artifacts.URL.finalDisplayedUrl}, ${artifacts.settings.formFactor}`);
  line('as recorded', asRecorded);
  const shown = log ? await simulate(artifacts, log) : asRecorded;
  if (log) line('changed', shown);
  if (options.list) console.log(listed(shown.lcp.pessimisticEstimate).join('\n'));
}
