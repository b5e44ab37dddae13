import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_MARGIN, wantWaitingParts, whenNear } from './whenNear';

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

/** Whether the promise has settled, after the microtasks already queued have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('whenNear', () => {
  beforeEach(() => {
    FakeObserver.last = undefined;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML = '<section data-part="rooms">rooms</section>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('resolves where the part is not in the document (drawn afresh) once the page has painted and the browser is idle', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    document.documentElement.dataset.painting = '';
    try {
      const near = whenNear('[data-part="footer"]');
      expect(FakeObserver.last).toBeUndefined();
      // Idle, but the page has not painted yet: it asks again.
      idle.shift()!();
      expect(await settled(near)).toBe(false);
      expect(idle).toHaveLength(1);
      delete document.documentElement.dataset.painting;
      idle.shift()!();
      expect(await settled(near)).toBe(true);
    } finally {
      delete document.documentElement.dataset.painting;
    }
  });

  it('resolves when the browser is idle outside a built page, which nothing marks as painting', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    const near = whenNear('[data-part="footer"]');
    expect(await settled(near)).toBe(false);
    idle.shift()!();
    expect(await settled(near)).toBe(true);
  });

  it('waits while the part is more than a screen away, and resolves once it comes near', async () => {
    const near = whenNear('[data-part="rooms"]');
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([document.querySelector('[data-part="rooms"]')]);
    expect(observer.options.rootMargin).toBe(NEAR_MARGIN);
    observer.report(false);
    expect(await settled(near)).toBe(false);
    observer.report(true);
    expect(await settled(near)).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it('resolves on the first scroll, and stops listening', async () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const near = whenNear('[data-part="rooms"]');
    expect(await settled(near)).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    expect(await settled(near)).toBe(true);
    expect(FakeObserver.last!.disconnected).toBe(true);
    expect(remove.mock.calls.map(([event]) => event)).toEqual(['scroll']);
    remove.mockRestore();
  });

  it('resolves for every waiting part once the visitor goes on to another page', async () => {
    const rooms = whenNear('[data-part="rooms"]');
    const observer = FakeObserver.last!;
    expect(await settled(rooms)).toBe(false);
    wantWaitingParts();
    expect(await settled(rooms)).toBe(true);
    expect(observer.disconnected).toBe(true);
    // From then on, a part is wanted at once.
    expect(await settled(whenNear('[data-part="rooms"]'))).toBe(true);
  });
});
