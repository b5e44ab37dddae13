/**
 * A repository in memory behind the same publish loop as the git and GitHub adapters, for
 * stories and unit tests: it records commits, can fail with any error kind, can report its
 * steps slowly enough to watch, and can have "someone else" publish just before its push.
 */
import { encoder, PublishFailure, publishThrough, textOf, type Head } from './engine';
import { STEP_LIMITS, timeoutError } from './steps';
import {
  CATALOGUE_FILE,
  type PublishError,
  type PublishErrorKind,
  type Publisher,
  type PublishRequest,
  type PublishResult,
} from './types';

/** Repository path -> content; text is stored as UTF-8. */
export type MemoryFiles = Record<string, string | Uint8Array>;

export interface MemoryCommit {
  revision: string;
  parent: string | null;
  message: string;
  author: { name: string; email: string };
  /** Every file of the repository after this commit. */
  files: Map<string, Uint8Array>;
}

export interface MemoryPublisherOptions {
  /** The repository's files before the first publish. */
  files?: MemoryFiles;
  /** Makes publishing fail: a kind (with a standard message) or a whole error. */
  failWith?: PublishErrorKind | PublishError;
  /** How many publishes fail before they succeed again (default: all of them). */
  failTimes?: number;
  /**
   * Someone else publishes these changes (null deletes) once, between this publisher's
   * first read and its push: the push is refused and the owner's changes are rebased.
   */
  concurrent?: Record<string, string | Uint8Array | null>;
  /** Milliseconds each step waits, so a story can show the progress. */
  stepDelay?: number;
  /** The host stops answering at this point, as a stalled connection does: only a time limit ends it. */
  stallAt?: 'read' | 'commit' | 'update';
}

/** A standard sentence per kind, as the real adapters would phrase it. */
export const MEMORY_ERRORS: Record<PublishErrorKind, string> = {
  auth: 'The host refused the token.',
  'not-found': "The repository has no branch 'main'.",
  conflict: 'Someone else published changes to the same entries.',
  network: 'Could not reach the host: check the connection.',
  'too-large': 'The host refused the upload as too large.',
  rejected: 'The host refused the change: the branch is protected.',
  timeout: timeoutError('connecting', STEP_LIMITS.connecting).message,
  cancelled: 'Publishing was cancelled.',
};

const bytesOf = (content: string | Uint8Array) =>
  typeof content === 'string' ? encoder.encode(content) : content;

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((v, i) => v === b[i]);

function sameFiles(a: Map<string, Uint8Array>, b: Map<string, Uint8Array>) {
  return a.size === b.size && [...a].every(([path, content]) => sameBytes(content, b.get(path)));
}

/** A request the host never answers: it ends only when the publish stops waiting. */
const never = () => new Promise<never>(() => undefined);

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

export class MemoryPublisher implements Publisher {
  readonly kind = 'memory';
  /** Every commit, oldest first; the first holds the initial files. */
  readonly commits: MemoryCommit[] = [];
  /** Every request passed to `publish`, in order. */
  readonly requests: PublishRequest[] = [];
  private readonly options: MemoryPublisherOptions;
  private failuresLeft: number;
  private concurrentPending: boolean;
  private files = new Map<string, Uint8Array>();
  private nextRevision = 1;

  constructor(options: MemoryPublisherOptions = {}) {
    this.options = options;
    this.failuresLeft = options.failWith ? (options.failTimes ?? Infinity) : 0;
    this.concurrentPending = options.concurrent !== undefined;
    const files = Object.entries(options.files ?? {}).map(([p, c]) => [p, bytesOf(c)] as const);
    this.record({
      parent: null,
      message: 'Initial files',
      author: { name: 'Memory', email: 'memory@example.test' },
      files: new Map(files),
    });
  }

  /** The branch head's commit id. */
  get head(): string {
    return this.commits.at(-1)!.revision;
  }

  /** A file's text at the head, or null. */
  read(path: string): string | null {
    const content = this.files.get(path);
    return content ? textOf({ path, content }) : null;
  }

  /** Paths at the head, sorted. */
  paths(): string[] {
    return [...this.files.keys()].sort();
  }

  /** Someone else's commit on top of the head (null deletes a file). */
  publishOther(changes: Record<string, string | Uint8Array | null>, message = 'Other change') {
    const files = new Map(this.files);
    for (const [path, content] of Object.entries(changes)) {
      if (content === null) files.delete(path);
      else files.set(path, bytesOf(content));
    }
    const author = { name: 'Someone Else', email: 'else@example.test' };
    return this.record({ parent: this.head, message, author, files });
  }

  private newRevision() {
    const revision = `memory-${this.nextRevision}`;
    this.nextRevision += 1;
    return revision;
  }

  /** Makes `commit` the head. */
  private record(commit: Omit<MemoryCommit, 'revision'>, revision = this.newRevision()) {
    this.commits.push({ ...commit, revision });
    this.files = commit.files;
    return revision;
  }

  publish(request: PublishRequest): Promise<PublishResult> {
    this.requests.push(request);
    const delay = this.options.stepDelay ?? 0;
    // Commits are written aside and become the head only when the branch is moved.
    const pending = new Map<string, MemoryCommit>();
    return publishThrough(request, (session) => ({
      read: async () => {
        if (this.options.stallAt === 'read') await never();
        await wait(delay, session.signal);
        if (this.failuresLeft > 0) {
          this.failuresLeft -= 1;
          const { failWith } = this.options;
          const error =
            typeof failWith === 'string'
              ? { kind: failWith, message: MEMORY_ERRORS[failWith] }
              : failWith!;
          throw new PublishFailure(error);
        }
        session.report({ step: 'fetching' });
        return { revision: this.head, catalogue: this.read(CATALOGUE_FILE) } satisfies Head;
      },
      commit: async (head, change) => {
        if (this.options.stallAt === 'commit') await never();
        const before = this.commits.find((c) => c.revision === head.revision)!.files;
        const files = new Map(before);
        let done = 0;
        for (const file of change.files) {
          await wait(delay / Math.max(change.files.length, 1), session.signal);
          files.set(file.path, file.content);
          done += 1;
          session.report({ step: 'writing', done, total: change.files.length });
        }
        for (const path of change.deletions) files.delete(path);
        session.report({ step: 'committing' });
        if (sameFiles(files, before)) return null;
        const revision = this.newRevision();
        const { message, author } = change;
        pending.set(revision, { revision, parent: head.revision, message, author, files });
        return revision;
      },
      update: async (head, revision) => {
        if (this.options.stallAt === 'update') await never();
        await wait(delay, session.signal);
        if (this.concurrentPending) {
          this.concurrentPending = false;
          this.publishOther(this.options.concurrent!, 'Someone else published');
        }
        if (head.revision !== this.head) return false;
        this.record(pending.get(revision)!, revision);
        return true;
      },
      explain: () => undefined,
    }));
  }
}

export function createMemoryPublisher(options?: MemoryPublisherOptions): MemoryPublisher {
  return new MemoryPublisher(options);
}
