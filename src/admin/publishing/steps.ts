/**
 * The steps of a publish, what they are called, and how long each may go without progress
 * before the publish stops and says which step ran out of time and what to check
 * (docs/publishing.md#a-publish-never-hangs). A step's clock starts again whenever it reports
 * progress, so a large upload that keeps moving is never cut off; one that stalls is.
 */
import type { PublishError, PublishStep } from './types';

/** The step names the progress shows. */
export const STEP_NAMES: Record<PublishStep, string> = {
  preparing: 'Preparing the files',
  connecting: 'Connecting to the repository',
  fetching: 'Fetching the latest version',
  writing: 'Writing the files',
  committing: 'Committing',
  pushing: 'Pushing the commit',
  retrying: 'Someone published meanwhile: trying again',
  done: 'Done',
};

/** How long each step may go without progress, in milliseconds. */
export const STEP_LIMITS: Record<PublishStep, number> = {
  preparing: 30_000,
  connecting: 30_000,
  fetching: 60_000,
  writing: 60_000,
  committing: 30_000,
  pushing: 90_000,
  retrying: 30_000,
  done: 0,
};

/** What to check when a step ran out of time. */
export const STEP_ADVICE: Record<PublishStep, string> = {
  preparing:
    "This site's published catalogue or its images could not be read in time: check your connection.",
  connecting:
    'Check the repository address, that the host is up, and that it lets this site connect (CORS). A host that asks the browser to sign in must take the username and token instead.',
  fetching:
    'The repository is large or the connection is slow: check your connection and try again.',
  writing: 'Sending the images is slow: check your connection, or use fewer or smaller images.',
  committing: 'Check your connection and try again.',
  pushing:
    'The host did not confirm the commit. Check your connection, and look at the repository to see whether the commit arrived before publishing again.',
  retrying: 'Someone keeps publishing at the same time: try again in a moment.',
  done: '',
};

const seconds = (ms: number) => `${Math.round(ms / 1000)} seconds`;

/** The failure for a step that ran out of time. */
export function timeoutError(step: PublishStep, limit: number): PublishError {
  return {
    kind: 'timeout',
    step,
    message: `${STEP_NAMES[step]} stopped: nothing happened for ${seconds(limit)}. ${STEP_ADVICE[step]}`,
  };
}

/**
 * A watchdog for one publish: `enter` (re)starts the clock of a step; when a step's clock runs
 * out, `signal` aborts (stopping the request in flight) and `expired` names the step.
 */
export function stepClock(limits: Partial<Record<PublishStep, number>> = {}, parent?: AbortSignal) {
  const stop = new AbortController();
  const signal = parent ? AbortSignal.any([parent, stop.signal]) : stop.signal;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expired: PublishError | undefined;
  const limitOf = (step: PublishStep) => limits[step] ?? STEP_LIMITS[step];
  return {
    signal,
    /** The timeout, once a step ran out of time. */
    get expired() {
      return expired;
    },
    enter(step: PublishStep) {
      clearTimeout(timer);
      const limit = limitOf(step);
      if (limit <= 0 || expired || signal.aborted) return;
      timer = setTimeout(() => {
        expired = timeoutError(step, limit);
        stop.abort(new DOMException(expired.message, 'TimeoutError'));
      }, limit);
    },
    /** `promise`, or a rejection as soon as the publish stops (time out or cancel). */
    within<T>(promise: Promise<T>): Promise<T> {
      if (signal.aborted) return Promise.reject(signal.reason as Error);
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(signal.reason as Error);
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then(
          (value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            reject(error as Error);
          },
        );
      });
    },
    end() {
      clearTimeout(timer);
    },
  };
}

export type StepClock = ReturnType<typeof stepClock>;
