/**
 * The publish loop every repository adapter shares: read the branch head, replay the owner's
 * changes when the repository's catalogue moved on, write a commit on top of the head, move
 * the branch only if nobody else did meanwhile, and start over (a bounded number of times)
 * when somebody did. Adapters supply the four steps for their host.
 */
import { stepClock } from './steps';
import {
  CATALOGUE_DIR,
  CATALOGUE_FILE,
  type PublishError,
  type PublishErrorKind,
  type PublishFile,
  type PublishProgress,
  type PublishRequest,
  type PublishResult,
} from './types';

/** A failure an adapter has already explained; the loop hands its error back as the result. */
export class PublishFailure extends Error {
  readonly error: PublishError;
  constructor(error: PublishError) {
    super(error.message);
    this.name = 'PublishFailure';
    this.error = error;
  }
}

/** A mistake in the request or in its `rebase`: a bug, so `publish` rejects with it. */
class RequestBug extends Error {
  constructor(cause: unknown) {
    super('publish: the request is faulty', { cause });
    this.name = 'RequestBug';
  }
}

/** Runs the caller's code so that what it throws is never taken for the host's failure. */
function callersCode<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw new RequestBug(error);
  }
}

export function fail(kind: PublishErrorKind, message: string): PublishFailure {
  return new PublishFailure({ kind, message });
}

/** How many times a publish tries to land before it gives up on a busy branch. */
export const DEFAULT_ATTEMPTS = 4;

/** The branch as an attempt found it. */
export interface Head {
  /** The commit the branch points at. */
  revision: string;
  /** The text of catalogue/catalogue.json there, or null when there is none. */
  catalogue: string | null;
}

export interface Change {
  files: PublishFile[];
  deletions: string[];
  message: string;
  author: { name: string; email: string };
}

/** What an adapter does for one attempt; each step may throw, `explain` names the failure. */
export interface Remote<H extends Head> {
  /** Reads the branch head (the first attempt connects, later ones fetch what is new). */
  read(attempt: number): Promise<H>;
  /** Writes the change as a commit on top of `head`: its id, or null when nothing changes. */
  commit(head: H, change: Change): Promise<string | null>;
  /** Moves the branch from `head` to `revision`: false when the branch had moved on. */
  update(head: H, revision: string): Promise<boolean>;
  /** The page showing a commit, when the host has one. */
  commitUrl?(revision: string): string | undefined;
  /** A failure for the owner from an error a step threw, or undefined when it is a bug. */
  explain(error: unknown): PublishError | undefined;
}

/** What an adapter's steps may use while they run. */
export interface Session {
  /** Aborts when the caller cancels or a step runs out of time: pass it to every request. */
  signal: AbortSignal;
  /** Reports progress; it also restarts the step's time limit. */
  report(progress: PublishProgress): void;
  /** Throws the cancellation, or the timeout, once the publish has stopped. */
  check(): void;
  /** `promise`, or the stop as soon as the publish stops, whatever the promise does. */
  within<T>(promise: Promise<T>): Promise<T>;
  /** The timeout, once a step ran out of time. */
  readonly expired: PublishError | undefined;
  end(): void;
}

export const CANCELLED: PublishError = { kind: 'cancelled', message: 'Publishing was cancelled.' };

const decoder = new TextDecoder();
export const encoder = new TextEncoder();

export const toHex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

export const textOf = (file: PublishFile | undefined) =>
  file ? decoder.decode(file.content) : null;

/** Refuses paths outside catalogue/ or with empty, '.' or '..' segments: a caller's bug. */
export function checkPaths(paths: readonly string[]): void {
  const seen = new Set<string>();
  for (const path of paths) {
    const inside = path.startsWith(CATALOGUE_DIR) && path.length > CATALOGUE_DIR.length;
    const segments = path.split('/');
    if (!inside || segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) {
      throw new TypeError(`publish: '${path}' is not a file path under ${CATALOGUE_DIR}`);
    }
    if (seen.has(path)) throw new TypeError(`publish: '${path}' is listed twice`);
    seen.add(path);
  }
}

/** A session for one publish: progress, cancellation and each step's time limit. */
export function createSession(request: PublishRequest): Session {
  const { onProgress } = request;
  const clock = stepClock(request.limits, request.signal);
  return {
    signal: clock.signal,
    report: (progress) => {
      clock.enter(progress.step);
      onProgress?.(progress);
    },
    check: () => {
      if (clock.expired) throw new PublishFailure(clock.expired);
      if (clock.signal.aborted) throw new PublishFailure(CANCELLED);
    },
    within: (promise) => clock.within(promise),
    get expired() {
      return clock.expired;
    },
    end: () => clock.end(),
  };
}

/** The result for an error thrown anywhere in a publish. */
function failureOf(
  error: unknown,
  session: Session,
  explain: (error: unknown) => PublishError | undefined,
): PublishResult {
  if (error instanceof RequestBug) throw error.cause;
  if (session.expired) return { ok: false, error: session.expired };
  if (session.signal.aborted) return { ok: false, error: CANCELLED };
  if (error instanceof PublishFailure) return { ok: false, error: error.error };
  const explained = explain(error);
  if (!explained) throw error;
  return { ok: false, error: explained };
}

/** Runs the attempts of one publish against a remote built for this session. */
export async function publishThrough<H extends Head>(
  request: PublishRequest,
  connect: (session: Session) => Remote<H>,
  attempts = DEFAULT_ATTEMPTS,
): Promise<PublishResult> {
  const session = createSession(request);
  const remote = connect(session);
  let files = request.files;
  let deletions = request.deletions ?? [];
  // The catalogue text our files are based on: the drafts' base, then each rebase's target.
  let base = request.baseDocument;
  try {
    callersCode(() => checkPaths([...files.map((f) => f.path), ...deletions]));
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      session.check();
      session.report(
        attempt === 1
          ? { step: 'connecting' }
          : { step: 'retrying', done: attempt - 1, total: attempts - 1 },
      );
      const head = await session.within(remote.read(attempt));
      session.check();
      const theirs = head.catalogue;
      const ours = textOf(files.find((f) => f.path === CATALOGUE_FILE));
      if (theirs !== null && theirs !== base && theirs !== ours) {
        const rebased = callersCode(() => request.rebase(theirs));
        if ('conflicts' in rebased) {
          return {
            ok: false,
            error: {
              kind: 'conflict',
              message: 'Someone else published changes to the same entries.',
              conflicts: rebased.conflicts,
            },
          };
        }
        files = rebased.files;
        deletions = rebased.deletions ?? deletions;
        base = theirs;
        callersCode(() => checkPaths([...files.map((f) => f.path), ...deletions]));
      }
      const { message, author } = request;
      const revision = await session.within(
        remote.commit(head, { files, deletions, message, author }),
      );
      const catalogue = textOf(files.find((f) => f.path === CATALOGUE_FILE)) ?? undefined;
      if (revision === null) {
        session.report({ step: 'done' });
        return {
          ok: true,
          revision: head.revision,
          unchanged: true,
          ...(catalogue === undefined ? {} : { catalogue }),
        };
      }
      session.check();
      session.report({ step: 'pushing' });
      if (await session.within(remote.update(head, revision))) {
        session.report({ step: 'done' });
        const url = remote.commitUrl?.(revision);
        return {
          ok: true,
          revision,
          ...(url ? { url } : {}),
          ...(catalogue === undefined ? {} : { catalogue }),
        };
      }
    }
    return {
      ok: false,
      error: {
        kind: 'conflict',
        message: `The branch changed again while publishing (${attempts} tries). Try again in a moment.`,
      },
    };
  } catch (error) {
    return failureOf(error, session, (e) => remote.explain(e));
  } finally {
    session.end();
  }
}
