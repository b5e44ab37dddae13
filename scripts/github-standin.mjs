// A stand-in for the GitHub REST endpoints the GitHub publisher uses, written from GitHub's
// REST documentation (Repositories "Get a repository"; Git database: references, commits,
// trees, blobs): the same paths, status codes, JSON shapes and error bodies
// (`{ message, documentation_url, status }`). Behind it is a real bare repository per
// `owner/repo` (`<root>/<owner>/<repo>.git`), written with git plumbing, so a test checks the
// outcome with plain git. Bearer token check, CORS like a browser-facing API.
//
//   const api = await startGitHubStandIn({ root, token: 'ghp_test' });
//   // GitHubPublisher({ apiBaseUrl: api.url, owner: 'acme', repo: 'shop', ... })
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corsHeaders, git } from './git-server.mjs';

const DOCS = 'https://docs.github.com/rest';
const DOC_PAGES = {
  repository: `${DOCS}/repos/repos#get-a-repository`,
  ref: `${DOCS}/git/refs#get-a-reference`,
  updateRef: `${DOCS}/git/refs#update-a-reference`,
  commit: `${DOCS}/git/commits#get-a-commit-object`,
  createCommit: `${DOCS}/git/commits#create-a-commit`,
  tree: `${DOCS}/git/trees#get-a-tree`,
  createTree: `${DOCS}/git/trees#create-a-tree`,
  blob: `${DOCS}/git/blobs#get-a-blob`,
  createBlob: `${DOCS}/git/blobs#create-a-blob`,
};

const SHA = /^[0-9a-f]{40}$/;
const ZERO = '0'.repeat(40);

/** An error answer as GitHub sends one. */
class ApiError extends Error {
  constructor(status, message, page = DOCS, extra = {}) {
    super(message);
    this.status = status;
    this.page = page;
    this.extra = extra;
  }
}

const notFound = (page) => new ApiError(404, 'Not Found', page);
const invalid = (message, page) => new ApiError(422, message, page);

function readJson(request, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > limit) return reject(new ApiError(413, 'Payload too large'));
      if (size === 0) return resolve({});
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new ApiError(400, 'Problems parsing JSON'));
      }
    });
    request.on('error', reject);
  });
}

/** The parts of `git cat-file commit` output the commit object needs. */
function parseCommit(text) {
  const split = text.indexOf('\n\n');
  const head = text.slice(0, split);
  const message = text.slice(split + 2);
  const fields = head
    .split('\n')
    .map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)]);
  const person = (value) => {
    const match = /^(.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(value);
    return {
      name: match[1],
      email: match[2],
      date: new Date(Number(match[3]) * 1000).toISOString().replace('.000Z', 'Z'),
    };
  };
  return {
    tree: fields.find(([k]) => k === 'tree')[1],
    parents: fields.filter(([k]) => k === 'parent').map(([, v]) => v),
    author: person(fields.find(([k]) => k === 'author')[1]),
    committer: person(fields.find(([k]) => k === 'committer')[1]),
    message,
  };
}

/** GitHub wraps base64 blob content at 60 characters a line. */
const wrap = (base64) => base64.replace(/.{1,60}/g, '$&\n');

/**
 * Starts the stand-in on 127.0.0.1 (port 0 picks a free one).
 * - `token`: the one Bearer token it accepts (401 "Bad credentials" otherwise);
 * - `readOnly`: writes answer 403 "Resource not accessible by personal access token";
 * - `rateLimited`: every call answers 403 with the rate limit headers at zero;
 * - `maxBlobBytes`: larger blobs answer 422, as GitHub's size limit does;
 * - `onRequest({ method, path })`: awaited before each call is served (tests push a
 *   competing commit right before the ref update).
 * Answers `{ url, stop(), requests }`, `requests` listing each call as 'METHOD /path'.
 */
export async function startGitHubStandIn({
  root,
  token,
  port = 0,
  readOnly = false,
  rateLimited = false,
  maxBlobBytes = 100 * 1024 * 1024,
  onRequest,
} = {}) {
  const requests = [];
  let origin = '';

  const repoUrl = (owner, repo) => `${origin}/repos/${owner}/${repo}`;

  /** Commit object in the shape of "Get a commit object". */
  async function commitObject(gitDir, owner, repo, sha) {
    const parsed = parseCommit(
      await git(['cat-file', 'commit', sha], { env: { GIT_DIR: gitDir } }).catch(() => {
        throw notFound(DOC_PAGES.commit);
      }),
    );
    const api = repoUrl(owner, repo);
    return {
      sha,
      node_id: `C_${sha.slice(0, 12)}`,
      url: `${api}/git/commits/${sha}`,
      html_url: `${origin}/${owner}/${repo}/commit/${sha}`,
      author: parsed.author,
      committer: parsed.committer,
      message: parsed.message.replace(/\n$/, ''),
      tree: { sha: parsed.tree, url: `${api}/git/trees/${parsed.tree}` },
      parents: parsed.parents.map((p) => ({
        sha: p,
        url: `${api}/git/commits/${p}`,
        html_url: `${origin}/${owner}/${repo}/commit/${p}`,
      })),
      verification: {
        verified: false,
        reason: 'unsigned',
        signature: null,
        payload: null,
        verified_at: null,
      },
    };
  }

  function refObject(owner, repo, ref, sha) {
    const api = repoUrl(owner, repo);
    return {
      ref,
      node_id: `REF_${sha.slice(0, 12)}`,
      url: `${api}/git/${ref.replace(/^refs\//, 'refs/')}`,
      object: { sha, type: 'commit', url: `${api}/git/commits/${sha}` },
    };
  }

  async function objectType(env, sha) {
    if (!SHA.test(sha)) return null;
    return git(['cat-file', '-t', sha], { env }).catch(() => null);
  }

  /** `git ls-tree` entries in the shape of "Get a tree". */
  async function treeEntries(env, owner, repo, sha, recursive) {
    const out = await git(['ls-tree', '-l', '-z', ...(recursive ? ['-r', '-t'] : []), sha], {
      env,
    });
    const api = repoUrl(owner, repo);
    return out
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const [info, path] = line.split('\t');
        const [mode, type, oid, size] = info.trim().split(/\s+/);
        const kind = type === 'tree' ? 'trees' : type === 'blob' ? 'blobs' : 'commits';
        return {
          path,
          mode,
          type,
          sha: oid,
          ...(type === 'blob' ? { size: Number(size) } : {}),
          url: `${api}/git/${kind}/${oid}`,
        };
      });
  }

  async function route(method, path, query, body) {
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
    if (!match) throw notFound(DOCS);
    const [owner, repo] = [decodeURIComponent(match[1]), decodeURIComponent(match[2])];
    const rest = match[3] ?? '';
    const gitDir = join(root, owner, `${repo}.git`);
    if (!existsSync(gitDir)) throw notFound(DOC_PAGES.repository);
    const env = { GIT_DIR: gitDir };
    const api = repoUrl(owner, repo);
    const writing = method !== 'GET';
    if (writing && readOnly) {
      throw new ApiError(403, 'Resource not accessible by personal access token', DOCS);
    }

    if (method === 'GET' && rest === '') {
      const head = await git(['symbolic-ref', '--short', 'HEAD'], { env }).catch(() => 'main');
      return [
        200,
        {
          id: 1,
          node_id: 'R_standin',
          name: repo,
          full_name: `${owner}/${repo}`,
          private: true,
          owner: { login: owner, id: 1, type: 'User' },
          html_url: `${origin}/${owner}/${repo}`,
          url: api,
          default_branch: head,
          permissions: { admin: false, maintain: false, push: !readOnly, triage: true, pull: true },
        },
      ];
    }

    let m;
    if (method === 'GET' && (m = /^\/git\/ref\/(.+)$/.exec(rest))) {
      const ref = `refs/${m[1].split('/').map(decodeURIComponent).join('/')}`;
      const refs = await git(['for-each-ref', '--format=%(refname)'], { env });
      if (refs === '') throw new ApiError(409, 'Git Repository is empty.', DOC_PAGES.ref);
      const sha = await git(['rev-parse', '--verify', '--quiet', ref], { env }).catch(() => null);
      if (!sha) throw notFound(DOC_PAGES.ref);
      return [200, refObject(owner, repo, ref, sha)];
    }

    if (method === 'PATCH' && (m = /^\/git\/refs\/(.+)$/.exec(rest))) {
      const ref = `refs/${m[1].split('/').map(decodeURIComponent).join('/')}`;
      const { sha, force = false } = body;
      if (typeof sha !== 'string' || !SHA.test(sha)) {
        throw invalid('Invalid request.\n\n"sha" wasn\'t supplied.', DOC_PAGES.updateRef);
      }
      const current = await git(['rev-parse', '--verify', '--quiet', ref], { env }).catch(
        () => null,
      );
      if (!current) throw invalid('Reference does not exist', DOC_PAGES.updateRef);
      if ((await objectType(env, sha)) !== 'commit') {
        throw invalid('Object does not exist', DOC_PAGES.updateRef);
      }
      if (!force) {
        const ancestor = await git(['merge-base', '--is-ancestor', current, sha], { env }).then(
          () => true,
          () => false,
        );
        if (!ancestor) throw invalid('Update is not a fast forward', DOC_PAGES.updateRef);
      }
      // With the old value, so a change that landed since the check is never overwritten.
      await git(['update-ref', ref, sha, current], { env }).catch(() => {
        throw invalid('Update is not a fast forward', DOC_PAGES.updateRef);
      });
      return [200, refObject(owner, repo, ref, sha)];
    }

    if (method === 'GET' && (m = /^\/git\/commits\/([^/]+)$/.exec(rest))) {
      if ((await objectType(env, m[1])) !== 'commit') throw notFound(DOC_PAGES.commit);
      return [200, await commitObject(gitDir, owner, repo, m[1])];
    }

    if (method === 'POST' && rest === '/git/commits') {
      const { message, tree, parents = [], author } = body;
      if (typeof message !== 'string' || typeof tree !== 'string') {
        throw invalid(
          'Invalid request.\n\n"message", "tree" weren\'t supplied.',
          DOC_PAGES.createCommit,
        );
      }
      if ((await objectType(env, tree)) !== 'tree')
        throw invalid('Tree SHA does not exist', DOC_PAGES.createCommit);
      for (const parent of parents) {
        if ((await objectType(env, parent)) !== 'commit') {
          throw invalid(
            'Parent SHA does not exist or is not a commit object',
            DOC_PAGES.createCommit,
          );
        }
      }
      const who =
        author?.name && author?.email
          ? author
          : { name: 'Stand-in', email: 'standin@example.test' };
      const date = author?.date ?? new Date().toISOString();
      const sha = await git(
        ['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-F', '-'],
        {
          env: {
            ...env,
            GIT_AUTHOR_NAME: who.name,
            GIT_AUTHOR_EMAIL: who.email,
            GIT_AUTHOR_DATE: date,
            GIT_COMMITTER_NAME: who.name,
            GIT_COMMITTER_EMAIL: who.email,
            GIT_COMMITTER_DATE: date,
          },
          input: message,
        },
      );
      return [201, await commitObject(gitDir, owner, repo, sha)];
    }

    if (method === 'GET' && (m = /^\/git\/trees\/([^/]+)$/.exec(rest))) {
      const type = await objectType(env, m[1]);
      if (type !== 'tree' && type !== 'commit') throw notFound(DOC_PAGES.tree);
      const sha =
        type === 'commit'
          ? parseCommit(await git(['cat-file', 'commit', m[1]], { env })).tree
          : m[1];
      const recursive = query.has('recursive');
      return [
        200,
        {
          sha,
          url: `${api}/git/trees/${sha}`,
          tree: await treeEntries(env, owner, repo, sha, recursive),
          truncated: false,
        },
      ];
    }

    if (method === 'POST' && rest === '/git/trees') {
      return [201, await createTree(env, owner, repo, body)];
    }

    if (method === 'GET' && (m = /^\/git\/blobs\/([^/]+)$/.exec(rest))) {
      if ((await objectType(env, m[1])) !== 'blob') throw notFound(DOC_PAGES.blob);
      const bytes = await git(['cat-file', 'blob', m[1]], { env, binary: true });
      return [
        200,
        {
          sha: m[1],
          node_id: `B_${m[1].slice(0, 12)}`,
          size: bytes.length,
          url: `${api}/git/blobs/${m[1]}`,
          content: wrap(bytes.toString('base64')),
          encoding: 'base64',
        },
      ];
    }

    if (method === 'POST' && rest === '/git/blobs') {
      const { content, encoding = 'utf-8' } = body;
      if (typeof content !== 'string') {
        throw invalid('Invalid request.\n\n"content" wasn\'t supplied.', DOC_PAGES.createBlob);
      }
      if (encoding !== 'utf-8' && encoding !== 'base64') {
        throw invalid(`encoding must be "utf-8" or "base64"`, DOC_PAGES.createBlob);
      }
      const bytes =
        encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
      if (bytes.length > maxBlobBytes) {
        throw invalid(
          `Blob is too large (${bytes.length} bytes; at most ${maxBlobBytes})`,
          DOC_PAGES.createBlob,
        );
      }
      const sha = await git(['hash-object', '-w', '--stdin'], { env, input: bytes });
      return [201, { url: `${api}/git/blobs/${sha}`, sha }];
    }

    throw notFound(DOCS);
  }

  /** "Create a tree": entries over `base_tree`, through a temporary index. */
  async function createTree(env, owner, repo, body) {
    const { tree, base_tree: baseTree } = body;
    if (!Array.isArray(tree))
      throw invalid('Invalid request.\n\n"tree" wasn\'t supplied.', DOC_PAGES.createTree);
    const scratch = mkdtempSync(join(tmpdir(), 'standin-index-'));
    const indexEnv = { ...env, GIT_INDEX_FILE: join(scratch, 'index') };
    try {
      if (baseTree !== undefined) {
        if ((await objectType(env, baseTree)) !== 'tree')
          throw invalid('base_tree is not a valid tree oid', DOC_PAGES.createTree);
        await git(['read-tree', baseTree], { env: indexEnv });
      }
      const existing = new Set(
        (await git(['ls-files', '-z'], { env: indexEnv })).split('\0').filter(Boolean),
      );
      const lines = [];
      for (const entry of tree) {
        const { path, mode, type, sha, content } = entry ?? {};
        if (typeof path !== 'string' || path === '' || path.startsWith('/')) {
          throw invalid('tree.path is invalid', DOC_PAGES.createTree);
        }
        if (sha === null && content === undefined) {
          // Deletes the file, or a whole folder; an error when there is nothing there.
          const under = [...existing].filter((p) => p === path || p.startsWith(`${path}/`));
          if (under.length === 0)
            throw invalid(`tree.path '${path}' does not exist in base_tree`, DOC_PAGES.createTree);
          for (const p of under) {
            lines.push(`0 ${ZERO}\t${p}`);
            existing.delete(p);
          }
          continue;
        }
        if (type !== undefined && type !== 'blob') {
          throw invalid('This stand-in writes blob entries only', DOC_PAGES.createTree);
        }
        if (!['100644', '100755', '120000'].includes(mode))
          throw invalid('tree.mode is invalid', DOC_PAGES.createTree);
        let oid = sha;
        if (typeof content === 'string') {
          oid = await git(['hash-object', '-w', '--stdin'], { env, input: content });
        } else if ((await objectType(env, sha)) !== 'blob') {
          throw invalid('tree.sha is not a valid blob', DOC_PAGES.createTree);
        }
        lines.push(`${mode} ${oid}\t${path}`);
        existing.add(path);
      }
      if (lines.length)
        await git(['update-index', '--index-info'], {
          env: indexEnv,
          input: `${lines.join('\n')}\n`,
        });
      const sha = await git(['write-tree'], { env: indexEnv });
      return {
        sha,
        url: `${repoUrl(owner, repo)}/git/trees/${sha}`,
        tree: await treeEntries(env, owner, repo, sha, false),
        truncated: false,
      };
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  function send(response, status, json, extraHeaders = {}) {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'x-github-api-version-selected': '2022-11-28',
      ...extraHeaders,
    });
    response.end(status === 204 ? undefined : JSON.stringify(json));
  }

  const server = createServer(async (request, response) => {
    const cors = corsHeaders(request, 'GET, POST, PATCH, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const url = new URL(request.url, 'http://localhost');
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    try {
      const auth = /^(?:Bearer|token)\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (token && auth?.[1] !== token) {
        request.resume();
        throw new ApiError(401, 'Bad credentials', DOCS);
      }
      if (rateLimited) {
        request.resume();
        const reset = Math.floor(Date.now() / 1000) + 3600;
        throw new ApiError(
          403,
          'API rate limit exceeded for user ID 1.',
          `${DOCS}/overview/rate-limits-for-the-rest-api`,
          {
            headers: {
              'x-ratelimit-limit': '5000',
              'x-ratelimit-remaining': '0',
              'x-ratelimit-reset': String(reset),
            },
          },
        );
      }
      const body =
        request.method === 'GET'
          ? (request.resume(), {})
          : await readJson(request, maxBlobBytes * 2);
      await onRequest?.({ method: request.method, path: url.pathname });
      const [status, json] = await route(request.method, url.pathname, url.searchParams, body);
      send(response, status, json, cors);
    } catch (error) {
      if (error instanceof ApiError) {
        send(
          response,
          error.status,
          { message: error.message, documentation_url: error.page, status: String(error.status) },
          { ...cors, ...error.extra.headers },
        );
      } else {
        send(response, 500, { message: String(error?.message ?? error) }, cors);
      }
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address();
  origin = `http://127.0.0.1:${bound}`;
  return {
    url: origin,
    port: bound,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
