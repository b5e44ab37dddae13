/**
 * Publishing through GitHub's REST API (the Git database endpoints), which answers browsers
 * with CORS headers where GitHub's git endpoints do not:
 *   GET   /repos/{owner}/{repo}/git/ref/heads/{branch}       the head commit
 *   GET   /repos/{owner}/{repo}/git/commits/{sha}            its tree
 *   GET   /repos/{owner}/{repo}/git/trees/{sha}[?recursive=1] the root, then catalogue/
 *   GET   /repos/{owner}/{repo}/git/blobs/{sha}              the current catalogue.json
 *   POST  /repos/{owner}/{repo}/git/blobs                    each new or changed file (base64)
 *   POST  /repos/{owner}/{repo}/git/trees                    base_tree + changes (sha null deletes)
 *   POST  /repos/{owner}/{repo}/git/commits                  the commit on top of the head
 *   PATCH /repos/{owner}/{repo}/git/refs/heads/{branch}      force: false, so nothing is lost
 * A 422 "not a fast forward" on the last step means someone else published: start over from
 * the new head. Files whose git blob id already matches the repository's are not uploaded.
 */
import {
  DEFAULT_ATTEMPTS,
  PublishFailure,
  encoder,
  fail,
  publishThrough,
  toHex,
  type Change,
  type Head,
  type Remote,
  type Session,
} from './engine';
import { CATALOGUE_DIR, CATALOGUE_FILE, type PublishError, type Publisher } from './types';

export const GITHUB_API = 'https://api.github.com';
export const GITHUB_API_VERSION = '2022-11-28';

export interface GitHubPublisherOptions {
  owner: string;
  repo: string;
  branch: string;
  /** A fine-grained token with Contents: read and write on the repository (or a classic one with `repo`). */
  token: string;
  /** The API's address (tests point it at a stand-in). */
  apiBaseUrl?: string;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** How many times to try before giving up on a branch that keeps moving. */
  attempts?: number;
  /** Blob uploads in flight at once. */
  uploads?: number;
}

/** An answer other than the one expected, with what GitHub said. */
class GitHubHttpError extends Error {
  readonly status: number;
  readonly headers: Headers;
  constructor(status: number, message: string, headers: Headers) {
    super(message);
    this.name = 'GitHubHttpError';
    this.status = status;
    this.headers = headers;
  }
}

/** fetch itself failed: offline, DNS, refused, or blocked by CORS. */
class GitHubNetworkError extends Error {}

interface GitHubHead extends Head {
  tree: string;
  /** Paths under catalogue/ -> blob sha. */
  entries: Map<string, string>;
}

interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
}

/** The id git gives a file's content: SHA-1 of "blob <size>\0<content>". */
export async function gitBlobId(content: Uint8Array): Promise<string> {
  const header = encoder.encode(`blob ${content.length}\0`);
  const object = new Uint8Array(header.length + content.length);
  object.set(header);
  object.set(content, header.length);
  return toHex(await crypto.subtle.digest('SHA-1', object));
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** GitHub wraps base64 content in lines. */
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A ref path with each branch segment encoded ('feature/x' stays two segments). */
const refPath = (branch: string) => `heads/${branch.split('/').map(encodeURIComponent).join('/')}`;

/** Runs `task` over `items` with at most `limit` in flight, in order of start. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function explainGitHubError(error: unknown, repository: string): PublishError | undefined {
  if (error instanceof GitHubNetworkError) {
    return {
      kind: 'network',
      message: `Could not reach GitHub (${error.message}): check the connection.`,
    };
  }
  if (!(error instanceof GitHubHttpError)) return undefined;
  const { status, message, headers } = error;
  const said = message ? ` GitHub said: "${message}".` : '';
  const rateLimited =
    status === 429 || headers.get('x-ratelimit-remaining') === '0' || /rate limit/i.test(message);
  if (status === 401) {
    return {
      kind: 'auth',
      message: `GitHub refused the token: it is wrong, expired or revoked.${said}`,
    };
  }
  if ((status === 403 || status === 429) && rateLimited) {
    const reset = Number(headers.get('x-ratelimit-reset'));
    const when = reset ? ` It resets at ${new Date(reset * 1000).toLocaleTimeString()}.` : '';
    return {
      kind: 'auth',
      message: `GitHub's API rate limit for this token is used up.${when}`,
    };
  }
  if (status === 403) {
    return {
      kind: 'auth',
      message: `The token may not write to ${repository}: give it the "Contents: read and write" permission (or the repo scope).${said}`,
    };
  }
  if (status === 404) {
    return {
      kind: 'not-found',
      message: `GitHub answered "Not Found" for ${repository}: the repository is gone, or the token may not see or write to it.`,
    };
  }
  if (status === 413 || (status === 422 && /too large|too big|size/i.test(message))) {
    return {
      kind: 'too-large',
      message: `GitHub refused a file as too large. Use fewer or smaller images.${said}`,
    };
  }
  if (status >= 500) {
    return { kind: 'network', message: `GitHub is not answering properly (HTTP ${status}).` };
  }
  return { kind: 'rejected', message: `GitHub refused the change (HTTP ${status}).${said}` };
}

function githubRemote(options: GitHubPublisherOptions, session: Session): Remote<GitHubHead> {
  const { owner, repo, branch, token } = options;
  const repository = `${owner}/${repo}`;
  const base = `${(options.apiBaseUrl ?? GITHUB_API).replace(/\/+$/, '')}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const commitPages = new Map<string, string>();
  const blobTexts = new Map<string, string>();

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    session.check();
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${token}`,
          'X-GitHub-Api-Version': GITHUB_API_VERSION,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        // The token is the only credential: no cookies, and never the browser's sign-in prompt.
        credentials: 'omit',
        signal: session.signal,
      });
    } catch (error) {
      session.check();
      throw new GitHubNetworkError(error instanceof Error ? error.message : String(error));
    }
    const json = (await response.json().catch(() => ({}))) as T & { message?: unknown };
    if (!response.ok) {
      const message = typeof json.message === 'string' ? json.message : '';
      throw new GitHubHttpError(response.status, message, response.headers);
    }
    return json;
  }

  /** A 404 on the branch is either a missing branch or a missing (or hidden) repository. */
  async function whichIsMissing(): Promise<PublishFailure> {
    try {
      await call('GET', '');
    } catch (error) {
      if (error instanceof GitHubHttpError && error.status === 404) {
        return fail(
          'not-found',
          `GitHub has no repository ${repository}, or the token cannot see it.`,
        );
      }
      throw error;
    }
    return fail('not-found', `The repository ${repository} has no branch '${branch}'.`);
  }

  async function readText(sha: string): Promise<string> {
    const known = blobTexts.get(sha);
    if (known !== undefined) return known;
    const blob = await call<{ content: string; encoding: string }>('GET', `/git/blobs/${sha}`);
    const bytes =
      blob.encoding === 'base64' ? fromBase64(blob.content) : encoder.encode(blob.content);
    const text = new TextDecoder().decode(bytes);
    blobTexts.set(sha, text);
    return text;
  }

  return {
    async read() {
      let ref: { object: { sha: string } };
      try {
        ref = await call('GET', `/git/ref/${refPath(branch)}`);
      } catch (error) {
        if (error instanceof GitHubHttpError && error.status === 404) throw await whichIsMissing();
        if (error instanceof GitHubHttpError && error.status === 409) {
          throw fail(
            'not-found',
            `The repository ${repository} is empty: it has no branch '${branch}' yet.`,
          );
        }
        throw error;
      }
      session.report({ step: 'fetching' });
      const revision = ref.object.sha;
      const commit = await call<{ tree: { sha: string } }>('GET', `/git/commits/${revision}`);
      const root = await call<{ tree: TreeEntry[] }>('GET', `/git/trees/${commit.tree.sha}`);
      const folder = root.tree.find((e) => `${e.path}/` === CATALOGUE_DIR && e.type === 'tree');
      const entries = new Map<string, string>();
      if (folder) {
        const listing = await call<{ tree: TreeEntry[] }>(
          'GET',
          `/git/trees/${folder.sha}?recursive=1`,
        );
        // A truncated listing (GitHub's limit is far beyond a catalogue's size) would only
        // cost uploads of files already there, and leave unlisted deletions undone.
        for (const entry of listing.tree) {
          if (entry.type === 'blob') entries.set(`${CATALOGUE_DIR}${entry.path}`, entry.sha);
        }
      }
      const catalogueSha = entries.get(CATALOGUE_FILE);
      const catalogue = catalogueSha ? await readText(catalogueSha) : null;
      return { revision, tree: commit.tree.sha, entries, catalogue };
    },

    async commit(head, change: Change) {
      const writes: Array<{ path: string; sha: string; content: Uint8Array }> = [];
      for (const file of change.files) {
        const sha = await gitBlobId(file.content);
        if (head.entries.get(file.path) !== sha) {
          writes.push({ path: file.path, sha, content: file.content });
        }
      }
      const deletions = change.deletions.filter((path) => head.entries.has(path));
      if (writes.length === 0 && deletions.length === 0) return null;
      let done = 0;
      session.report({ step: 'writing', done, total: writes.length });
      await eachLimited(writes, options.uploads ?? 4, async (write) => {
        const created = await call<{ sha: string }>('POST', '/git/blobs', {
          content: toBase64(write.content),
          encoding: 'base64',
        });
        write.sha = created.sha;
        done += 1;
        session.report({ step: 'writing', done, total: writes.length });
      });
      session.report({ step: 'committing' });
      const tree = await call<{ sha: string }>('POST', '/git/trees', {
        base_tree: head.tree,
        tree: [
          ...writes.map(({ path, sha }) => ({ path, mode: '100644', type: 'blob', sha })),
          ...deletions.map((path) => ({ path, mode: '100644', type: 'blob', sha: null })),
        ],
      });
      const commit = await call<{ sha: string; html_url?: string }>('POST', '/git/commits', {
        message: change.message,
        tree: tree.sha,
        parents: [head.revision],
        author: change.author,
      });
      if (commit.html_url) commitPages.set(commit.sha, commit.html_url);
      return commit.sha;
    },

    async update(_head, revision) {
      try {
        await call('PATCH', `/git/refs/${refPath(branch)}`, { sha: revision, force: false });
        return true;
      } catch (error) {
        if (error instanceof GitHubHttpError && error.status === 422) {
          if (/fast.?forward/i.test(error.message)) return false;
          if (/does not exist/i.test(error.message)) {
            throw fail(
              'not-found',
              `The branch '${branch}' of ${repository} was deleted meanwhile.`,
            );
          }
        }
        throw error;
      }
    },

    commitUrl: (revision) => commitPages.get(revision),

    explain: (error) => explainGitHubError(error, repository),
  };
}

export function createGitHubPublisher(options: GitHubPublisherOptions): Publisher {
  return {
    kind: 'github',
    publish: (request) =>
      publishThrough(
        request,
        (session) => githubRemote(options, session),
        options.attempts ?? DEFAULT_ATTEMPTS,
      ),
  };
}
