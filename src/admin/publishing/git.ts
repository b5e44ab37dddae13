/**
 * Publishing over git's smart HTTP protocol with isomorphic-git: a shallow single-branch
 * clone (depth 1, no checkout: only objects, never a work tree), the catalogue files written
 * as blobs into the branch's tree, a commit on top of the head, a push. A push the remote
 * refuses as not fast-forward (someone else pushed) fetches the new head and tries again.
 *
 * The filesystem and HTTP client come from the caller: the browser passes lightning-fs and
 * isomorphic-git's `http/web` (see gitBrowser.ts), Node tests `node:fs` and `http/node`.
 * Credentials reach isomorphic-git only through `onAuth`; an address holding credentials is
 * refused, so a token never lands in a URL, a log or a remote's config.
 */
import {
  clone,
  commit as writeCommit,
  fetch as gitFetch,
  push,
  readBlob,
  readCommit,
  readTree,
  resolveRef,
  writeBlob,
  writeRef,
  writeTree,
  type FsClient,
  type GitAuth,
  type HttpClient,
  type TreeEntry,
} from 'isomorphic-git';
import {
  DEFAULT_ATTEMPTS,
  fail,
  publishThrough,
  type Change,
  type Head,
  type Remote,
  type Session,
} from './engine';
import { CATALOGUE_FILE, type PublishError, type Publisher, type PublishRequest } from './types';

export interface GitPublisherOptions {
  /** The repository's HTTPS address, e.g. 'https://git.example.com/acme/shop.git'. */
  url: string;
  branch: string;
  username?: string;
  /** A token (or password) for HTTP Basic auth; omitted for a repository that needs none. */
  token?: string;
  /** Where the scratch clone lives (an empty folder in `fs`). */
  fs: FsClient;
  dir: string;
  http: HttpClient;
  /** A CORS proxy for hosts whose git endpoints send no CORS headers. */
  corsProxy?: string;
  /** How many times to try before giving up on a branch that keeps moving. */
  attempts?: number;
}

/** The remote's name in the scratch clone. */
const REMOTE = 'origin';

/** isomorphic-git errors carry a `code` and, for some, `data`. */
interface GitError {
  code?: string;
  data?: { statusCode?: number; reason?: string; prettyDetails?: string };
  message?: string;
}

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null ? (error as GitError).code : undefined;

/** Node's socket errors and the browser's failed fetch (offline, DNS, refused, CORS). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** How browsers word a fetch that never got an answer (Chromium, Firefox, Safari). */
const isFailedFetch = (error: unknown) =>
  error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message);

/** Ref updates a server refuses because the branch moved (git's own wording varies). */
const MOVED_ON = /fast[- ]forward|fetch first|stale info|failed to update ref|cannot lock ref/i;

interface GitHead extends Head {
  tree: string;
}

/** The address without any query or credentials, for messages. */
function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url;
  }
}

function hasCredentials(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}

/** Lets an abort stop the request in flight, for calls that take no signal of their own. */
function abortable(http: HttpClient, signal: AbortSignal): HttpClient {
  return {
    request: (request) => {
      signal.throwIfAborted();
      return http.request({ ...request, signal });
    },
  };
}

/** An HTTP Basic `Authorization` value; the token may hold any Unicode character. */
export function basicAuthorization(username: string, token: string): string {
  const bytes = new TextEncoder().encode(`${username}:${token}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

function explainGitError(error: unknown, options: GitPublisherOptions): PublishError | undefined {
  const where = displayUrl(options.url);
  const code = codeOf(error);
  const status = (error as GitError).data?.statusCode;
  if (code === 'HttpError' && status !== undefined) {
    if (status === 401 || status === 403) {
      return {
        kind: 'auth',
        message: options.token
          ? `${where} refused the username and token (HTTP ${status}). Check them and that the token may push.`
          : `${where} asks for a username and token.`,
      };
    }
    if (status === 404) {
      return { kind: 'not-found', message: `There is no git repository at ${where}.` };
    }
    if (status === 413) {
      return {
        kind: 'too-large',
        message: `${where} refused the upload as too large. Use fewer or smaller images.`,
      };
    }
    if (status >= 500) {
      return { kind: 'network', message: `${where} is not answering properly (HTTP ${status}).` };
    }
    return { kind: 'rejected', message: `${where} answered HTTP ${status}.` };
  }
  if (code === 'UserCanceledError') {
    return { kind: 'auth', message: `${where} refused the username and token.` };
  }
  if (code === 'SmartHttpError') {
    return { kind: 'not-found', message: `${where} does not answer as a git repository.` };
  }
  if (code === 'UrlParseError' || code === 'UnknownTransportError') {
    return { kind: 'not-found', message: `${where} is not an https:// address of a repository.` };
  }
  if (code === 'GitPushError') {
    const details = (error as GitError).data?.prettyDetails?.trim() ?? '';
    return { kind: 'rejected', message: `${where} refused the push. ${details}`.trim() };
  }
  if ((code && NETWORK_CODES.has(code)) || isFailedFetch(error)) {
    return {
      kind: 'network',
      message: `Could not reach ${where}: check the connection, the address, and that the host (or its CORS proxy) lets this site connect.`,
    };
  }
  return undefined;
}

/**
 * `tree` with `changes` applied: repository path -> blob id, or null to delete. Trees left
 * empty disappear, as git has no empty folders. Returns null for an empty tree.
 */
async function editTree(
  fs: FsClient,
  dir: string,
  tree: string | null,
  changes: Map<string, string | null>,
): Promise<string | null> {
  const existing = tree ? (await readTree({ fs, dir, oid: tree })).tree : [];
  const entries = new Map(existing.map((entry): [string, TreeEntry] => [entry.path, entry]));
  const below = new Map<string, Map<string, string | null>>();
  for (const [path, oid] of changes) {
    const slash = path.indexOf('/');
    if (slash < 0) {
      if (oid === null) entries.delete(path);
      else entries.set(path, { mode: '100644', path, oid, type: 'blob' });
      continue;
    }
    const name = path.slice(0, slash);
    if (!below.has(name)) below.set(name, new Map());
    below.get(name)!.set(path.slice(slash + 1), oid);
  }
  for (const [name, nested] of below) {
    const current = entries.get(name);
    const subtree = current?.type === 'tree' ? current.oid : null;
    const edited = await editTree(fs, dir, subtree, nested);
    if (edited === null) entries.delete(name);
    else entries.set(name, { mode: '040000', path: name, oid: edited, type: 'tree' });
  }
  if (entries.size === 0) return null;
  return writeTree({ fs, dir, tree: [...entries.values()] });
}

function gitRemote(options: GitPublisherOptions, session: Session): Remote<GitHead> {
  const { fs, dir, branch, url, corsProxy } = options;
  const http = abortable(options.http, session.signal);
  let authRefused = false;
  const username = options.username || 'git';
  const auth = {
    ...(options.token
      ? {
          // Sent with the first request, so a host never answers with a challenge: one on this
          // site's own address would raise the browser's sign-in prompt and stall the publish.
          headers: { Authorization: basicAuthorization(username, options.token) },
          onAuth: (): GitAuth => ({ username, password: options.token }),
          // A second refusal ends the attempt: never prompt in a loop.
          onAuthFailure: () => {
            authRefused = true;
          },
        }
      : {}),
    ...(corsProxy ? { corsProxy } : {}),
  };
  // isomorphic-git reports every object; the owner needs each phase and each percent.
  let last = '';
  const onProgress = (event: { phase: string; loaded: number; total: number }) => {
    const percent = event.total ? Math.floor((event.loaded / event.total) * 100) : '';
    if (`${event.phase}:${percent}` === last) return;
    last = `${event.phase}:${percent}`;
    session.report({
      step: 'fetching',
      done: event.loaded,
      ...(event.total ? { total: event.total } : {}),
      detail: event.phase,
    });
  };

  return {
    async read(attempt) {
      const common = {
        fs,
        http,
        dir,
        ref: branch,
        singleBranch: true,
        depth: 1,
        onProgress,
        ...auth,
      };
      try {
        if (attempt === 1) await clone({ ...common, url, noCheckout: true, noTags: true });
        else await gitFetch({ ...common, remote: REMOTE, tags: false });
      } catch (error) {
        if (codeOf(error) === 'NotFoundError') {
          throw fail(
            'not-found',
            `The repository at ${displayUrl(url)} has no branch '${branch}'.`,
          );
        }
        throw error;
      }
      session.check();
      const revision = await resolveRef({ fs, dir, ref: `refs/remotes/${REMOTE}/${branch}` });
      const { tree } = (await readCommit({ fs, dir, oid: revision })).commit;
      const catalogue = await readBlob({ fs, dir, oid: revision, filepath: CATALOGUE_FILE }).then(
        ({ blob }) => new TextDecoder().decode(blob),
        (error: unknown) => {
          if (codeOf(error) === 'NotFoundError') return null;
          throw error;
        },
      );
      return { revision, tree, catalogue };
    },

    async commit(head, change: Change) {
      const changes = new Map<string, string | null>();
      let done = 0;
      for (const file of change.files) {
        session.check();
        changes.set(file.path, await writeBlob({ fs, dir, blob: file.content }));
        done += 1;
        session.report({ step: 'writing', done, total: change.files.length });
      }
      for (const path of change.deletions) changes.set(path, null);
      session.report({ step: 'committing' });
      const tree = await editTree(fs, dir, head.tree, changes);
      if (tree === head.tree) return null;
      if (tree === null) throw fail('rejected', 'Publishing would leave the repository empty.');
      return writeCommit({
        fs,
        dir,
        message: change.message,
        author: change.author,
        tree,
        parent: [head.revision],
        noUpdateBranch: true,
      });
    },

    async update(_head, revision) {
      await writeRef({ fs, dir, ref: `refs/heads/${branch}`, value: revision, force: true });
      try {
        await push({
          fs,
          http,
          dir,
          remote: REMOTE,
          ref: branch,
          remoteRef: branch,
          onProgress: (event) => session.report({ step: 'pushing', detail: event.phase }),
          ...auth,
        });
        return true;
      } catch (error) {
        const { data } = error as GitError;
        if (codeOf(error) === 'PushRejectedError' && data?.reason === 'not-fast-forward') {
          return false;
        }
        if (codeOf(error) === 'GitPushError' && MOVED_ON.test(data?.prettyDetails ?? '')) {
          return false;
        }
        throw error;
      }
    },

    explain(error) {
      if (authRefused) {
        return {
          kind: 'auth',
          message: `${displayUrl(url)} refused the username and token. Check them and that the token may push.`,
        };
      }
      return explainGitError(error, options);
    },
  };
}

export function createGitPublisher(options: GitPublisherOptions): Publisher {
  return {
    kind: 'git',
    async publish(request: PublishRequest) {
      if (hasCredentials(options.url)) {
        const message = 'Put the username and token in their own fields, not in the address.';
        return { ok: false, error: { kind: 'auth', message } };
      }
      return publishThrough(
        request,
        (session) => gitRemote(options, session),
        options.attempts ?? DEFAULT_ATTEMPTS,
      );
    },
  };
}
