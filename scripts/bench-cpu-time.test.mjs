// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  atCpuTime,
  mainThreadCpu,
  mainThreadShare,
  pageMainThread,
  performanceScore,
  withCpuDurations,
} from './bench-cpu-time.mjs';

const threadName = (pid, tid, name) => ({ ph: 'M', name: 'thread_name', pid, tid, args: { name } });
/** A top-level task on a thread: `ms` of wall-clock time, `cpuMs` of it running. */
const task = (pid, tid, ts, ms, cpuMs) => ({
  ph: 'X',
  name: 'RunTask',
  pid,
  tid,
  ts: ts * 1000,
  dur: ms * 1000,
  tdur: cpuMs * 1000,
});
const layout = (pid, tid, ts, ms) => ({
  ph: 'X',
  name: 'Layout',
  pid,
  tid,
  ts: ts * 1000,
  dur: ms * 1000,
});

// The blank page Lighthouse starts from (pid 1), the page under test (pid 2), the browser (3).
const events = [
  threadName(1, 1, 'CrRendererMain'),
  threadName(2, 2, 'CrRendererMain'),
  threadName(2, 5, 'Compositor'),
  threadName(3, 3, 'CrBrowserMain'),
  task(1, 1, 0, 15, 15),
  task(2, 2, 100, 40, 10),
  layout(2, 2, 101, 30),
  task(2, 2, 200, 20, 20),
  task(2, 2, 300, 5, 1),
  task(2, 5, 100, 90, 90),
  task(3, 3, 0, 500, 400),
];

describe('how much of a run measured the page', () => {
  it("finds the page's main thread: the renderer main thread whose tasks took longest", () => {
    expect(pageMainThread(events)).toBe('2:2');
    expect(pageMainThread(events.filter((e) => e.pid !== 2))).toBe('1:1');
    expect(pageMainThread([threadName(3, 3, 'CrBrowserMain'), task(3, 3, 0, 50, 50)])).toBe(
      undefined,
    );
  });

  it("adds up the CPU time of the page's main thread, a nested task once", () => {
    // 10 + 20 + 1 ms on the page's main thread; the compositor and the browser are not the page.
    expect(mainThreadCpu(events)).toBe(31);
    expect(mainThreadCpu([...events, task(2, 2, 205, 5, 4)])).toBe(31);
    const withoutCpuClock = events.map((event) => ({ ...event, tdur: undefined }));
    expect(mainThreadCpu(withoutCpuClock)).toBe(undefined);
  });

  it("gives the share of the long tasks' time the main thread ran, leaving short tasks out", () => {
    // 40 ms with 10 running and 20 ms with 20 running: 30 of 60. The 5 ms task can't block.
    expect(mainThreadShare(events)).toBe(0.5);
    expect(mainThreadShare(events, 30)).toBe(0.25);
    expect(mainThreadShare(events, 100)).toBe(undefined);
  });

  it("shortens only the page's main-thread tasks to their CPU time, leaving the recording alone", () => {
    const trace = { traceEvents: events, metadata: { kept: true } };
    const changed = withCpuDurations(trace);
    const durations = (list) => list.map((e) => e.dur / 1000);
    expect(durations(changed.traceEvents.filter((e) => e.name === 'RunTask'))).toEqual([
      15, 10, 20, 1, 90, 500,
    ]);
    // The events inside a task keep their times; the recorded trace is not changed.
    expect(changed.traceEvents.find((e) => e.name === 'Layout').dur).toBe(30_000);
    expect(durations(events.filter((e) => e.name === 'RunTask'))).toEqual([15, 40, 20, 5, 90, 500]);
    expect(changed.metadata).toEqual({ kept: true });
  });

  it("scores as Lighthouse weighs the metrics, with the scores asked again in place of the run's", () => {
    const lhr = {
      categories: {
        performance: {
          auditRefs: [
            { id: 'first-contentful-paint', weight: 10 },
            { id: 'largest-contentful-paint', weight: 25 },
            { id: 'total-blocking-time', weight: 30 },
            { id: 'cumulative-layout-shift', weight: 25 },
            { id: 'speed-index', weight: 10 },
            { id: 'interactive', weight: 0 },
          ],
        },
      },
      audits: {
        'first-contentful-paint': { score: 1 },
        'largest-contentful-paint': { score: 1 },
        'total-blocking-time': { score: 0.5 },
        'cumulative-layout-shift': { score: 1 },
        'speed-index': { score: 1 },
        interactive: { score: 0 },
      },
    };
    expect(performanceScore(lhr)).toBe(85);
    expect(performanceScore(lhr, { 'total-blocking-time': 0.9 })).toBe(97);
    expect(performanceScore(lhr, { 'total-blocking-time': 1 })).toBe(100);
  });

  it('says nothing rather than a figure when the run cannot be replayed', async () => {
    const artifacts = { Trace: { traceEvents: events }, DevtoolsLog: [], settings: {} };
    expect(await atCpuTime(artifacts, {})).toBe(undefined);
  });
});
