// How much of a Lighthouse run measured the page, and how much the machine. Lighthouse's mobile
// model (Lantern) takes each main-thread task as long as the trace recorded it, wall-clock time,
// and multiplies it by four. On a machine with few cores the page's renderer shares them with
// Chromium's other processes and threads (the browser, compositing, script streaming, image
// decoding) and with Lighthouse itself; a task the renderer spent half of waiting for a core is
// recorded at twice its length, and its blocking time more than doubles. The trace records both
// clocks for each task: `dur` (wall) and `tdur` (the thread's own CPU time).
//
// `mainThreadShare` says how much of its long tasks' time the page's main thread actually ran;
// `mainThreadCpu` adds up the CPU time that thread used, the page's own work; `atCpuTime` asks
// Lighthouse's own metric audits again with every main-thread task as long as its CPU time, and
// scores the result as Lighthouse scores a run. All are diagnostics printed beside Lighthouse's
// figures, never in their place: a machine whose share is low measured its own contention as much
// as the page.
import FirstContentfulPaint from 'lighthouse/core/audits/metrics/first-contentful-paint.js';
import LargestContentfulPaint from 'lighthouse/core/audits/metrics/largest-contentful-paint.js';
import SpeedIndex from 'lighthouse/core/audits/metrics/speed-index.js';
import TotalBlockingTime from 'lighthouse/core/audits/metrics/total-blocking-time.js';
import { ReportScoring } from 'lighthouse/core/scoring.js';

/** Tasks shorter than this can't block at Lighthouse's fourfold slowdown (4 × 12.5 = 50 ms). */
export const LONG_TASK_MS = 12.5;

const isMainThreadName = (event) =>
  event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain';

const isTask = (event) => event.ph === 'X' && event.name === 'RunTask' && event.dur > 0;

/** A trace event's thread, as `pid:tid`. */
const threadOf = (event) => `${event.pid}:${event.tid}`;

/**
 * The page's main thread: of the renderers' main threads in the trace, the one whose tasks took
 * the longest (the page under test; others are the blank page Lighthouse starts from).
 * Returns `pid:tid`, or undefined for a trace with none.
 */
export function pageMainThread(events) {
  const mains = new Set(events.filter(isMainThreadName).map(threadOf));
  const busy = new Map();
  for (const event of events) {
    const thread = threadOf(event);
    if (isTask(event) && mains.has(thread)) busy.set(thread, (busy.get(thread) ?? 0) + event.dur);
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The share (0 to 1) of its long tasks' wall-clock time the page's main thread ran: their CPU
 * time over their recorded length. Undefined when the trace has no such task or no CPU clock.
 * `main` is that thread, where the caller has found it already.
 */
export function mainThreadShare(events, minMs = LONG_TASK_MS, main = pageMainThread(events)) {
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (!isTask(event) || threadOf(event) !== main) continue;
    if (event.dur < minMs * 1000 || event.tdur === undefined) continue;
    wall += event.dur;
    cpu += event.tdur;
  }
  return wall > 0 ? cpu / wall : undefined;
}

/**
 * The CPU time (ms) the page's main thread spent in its tasks over the whole run: the page's own
 * work in this machine's CPU, whatever the thread waited besides. Unlike blocking time it barely
 * moves from run to run, so two builds (or ours and the peer) are told apart in a few runs.
 * Undefined when the trace has no CPU clock. `main` as for `mainThreadShare`.
 */
export function mainThreadCpu(events, main = pageMainThread(events)) {
  let cpu;
  let end = -Infinity;
  const tasks = events.filter((event) => isTask(event) && threadOf(event) === main);
  for (const event of tasks.sort((a, b) => a.ts - b.ts)) {
    // A task run inside another (a nested loop) is counted in the one around it.
    if (event.ts < end || event.tdur === undefined) continue;
    end = event.ts + event.dur;
    cpu = (cpu ?? 0) + event.tdur / 1000;
  }
  return cpu;
}

/**
 * The trace with each of the page's main-thread tasks as long as its CPU time: what the
 * recording would have been had the thread had a core to itself. Only the tasks change (the
 * events inside them keep their times, for attribution); the rest is shared with `trace`.
 */
export function withCpuDurations(trace, main = pageMainThread(trace.traceEvents)) {
  return {
    ...trace,
    traceEvents: trace.traceEvents.map((event) =>
      isTask(event) && event.tdur !== undefined && threadOf(event) === main
        ? { ...event, dur: Math.min(event.dur, event.tdur) }
        : event,
    ),
  };
}

/** The metrics the performance score weighs that depend on the main thread's tasks. */
const RESIMULATED = {
  'first-contentful-paint': FirstContentfulPaint,
  'largest-contentful-paint': LargestContentfulPaint,
  'speed-index': SpeedIndex,
  'total-blocking-time': TotalBlockingTime,
};

/** As Lighthouse keeps a metric's score: two decimal places, between 0 and 1. */
const kept = (score) => Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;

/**
 * The performance score from each weighed audit's score, weighed by Lighthouse's own rule, as a
 * whole percentage. `scores` overrides the report's score for the audits it names.
 */
export function performanceScore(lhr, scores = {}) {
  const items = lhr.categories.performance.auditRefs.map((ref) => ({
    weight: ref.weight,
    score: scores[ref.id] ?? lhr.audits[ref.id].score ?? 0,
  }));
  return Math.round(ReportScoring.arithmeticMean(items) * 100);
}

/**
 * Lighthouse's paints, blocking time and performance score for the run recorded in `artifacts`,
 * asked again of its own audits with the main thread's tasks at their CPU time (CLS is the
 * run's). Undefined where the trace can't be replayed so. `main` as for `mainThreadShare`.
 */
export async function atCpuTime(
  artifacts,
  lhr,
  main = pageMainThread(artifacts.Trace.traceEvents),
) {
  const changed = { ...artifacts, Trace: withCpuDurations(artifacts.Trace, main) };
  // One cache for the four: they share the simulated load.
  const computedCache = new Map();
  const context = (audit) => ({
    settings: artifacts.settings,
    options: audit.defaultOptions,
    computedCache,
  });
  const scores = {};
  const values = {};
  try {
    for (const [id, audit] of Object.entries(RESIMULATED)) {
      const result = await audit.audit(changed, context(audit));
      scores[id] = kept(result.score);
      values[id] = result.numericValue;
    }
  } catch {
    return undefined;
  }
  return {
    performance: performanceScore(lhr, scores),
    fcp: values['first-contentful-paint'],
    lcp: values['largest-contentful-paint'],
    tbt: values['total-blocking-time'],
  };
}
