// A git host on 127.0.0.1 for tests: git's own `git http-backend` (the CGI program git ships
// for smart HTTP) behind a small Node server that adds HTTP Basic auth and CORS, the way a
// host plus a CORS proxy look to a browser. Also the plumbing helpers tests use to make bare
// repositories and to play "someone else pushed".
//
//   const server = await startGitServer({ root, token: 's3cret' });
//   await createBareRepository(join(root, 'acme/shop.git'), { files: { 'catalogue/catalogue.json': text } });
//   // clone/push http://127.0.0.1:<port>/acme/shop.git with any username and the token as password
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

/** A fixed identity and clock, so plumbing commits are reproducible. */
const IDENTITY = {
  GIT_AUTHOR_NAME: 'Test Server',
  GIT_AUTHOR_EMAIL: 'server@example.test',
  GIT_COMMITTER_NAME: 'Test Server',
  GIT_COMMITTER_EMAIL: 'server@example.test',
};

/**
 * Runs git and resolves with its stdout (a Buffer when `binary`, else trimmed text); rejects
 * with its stderr. `input` is written to its stdin.
 */
export function git(args, { cwd, env, input, binary = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd,
      env: { ...process.env, ...IDENTITY, GIT_CONFIG_NOSYSTEM: '1', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const stdout = Buffer.concat(out);
      if (code === 0) resolve(binary ? stdout : stdout.toString('utf8').trim());
      else {
        const message = Buffer.concat(err).toString('utf8').trim();
        reject(Object.assign(new Error(`git ${args[0]}: ${message}`), { code, stderr: message }));
      }
    });
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

/** Every file under `dir`, as repository paths relative to `base` ('/'-separated). */
function filesUnder(dir, base) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, base);
    return [[relative(base, path).split(sep).join('/'), readFileSync(path)]];
  });
}

/**
 * Commits `changes` (path -> text or bytes, or null to delete) on top of `branch` of the bare
 * repository `bare`, without a work tree: a temporary index, hash-object, write-tree,
 * commit-tree, and update-ref with the old value so a concurrent push is never lost. Returns
 * the new commit id. Used to play "someone else pushed" between a client's fetch and push.
 */
export async function commitFiles(bare, { branch = 'main', changes, message = 'Change files' }) {
  const scratch = mkdtempSync(join(tmpdir(), 'git-index-'));
  const env = { GIT_DIR: bare, GIT_INDEX_FILE: join(scratch, 'index') };
  try {
    const parent = await git(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`], {
      env,
    }).catch(() => null);
    if (parent) await git(['read-tree', parent], { env });
    const lines = [];
    for (const [path, content] of Object.entries(changes)) {
      if (content === null) {
        lines.push(`0 ${'0'.repeat(40)}\t${path}`);
        continue;
      }
      const oid = await git(['hash-object', '-w', '--stdin'], { env, input: content });
      lines.push(`100644 ${oid}\t${path}`);
    }
    await git(['update-index', '--index-info'], { env, input: `${lines.join('\n')}\n` });
    const tree = await git(['write-tree'], { env });
    const commit = await git(
      ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', message],
      {
        env,
      },
    );
    await git(['update-ref', `refs/heads/${branch}`, commit, parent ?? ''], { env });
    return commit;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Creates a bare repository at `path` that accepts pushes over HTTP, with one commit on
 * `branch` holding `files` (repository path -> text or bytes) and, when `catalogueDir` is
 * given, that folder's files as `catalogue/**`. Returns the commit id.
 */
export async function createBareRepository(
  path,
  { branch = 'main', files = {}, catalogueDir, message = 'Initial catalogue' } = {},
) {
  mkdirSync(path, { recursive: true });
  await git(['init', '--quiet', '--bare', `--initial-branch=${branch}`, path]);
  await git(['config', 'http.receivepack', 'true'], { env: { GIT_DIR: path } });
  const fromFolder = catalogueDir
    ? Object.fromEntries(
        filesUnder(catalogueDir, catalogueDir).map(([p, c]) => [`catalogue/${p}`, c]),
      )
    : {};
  return commitFiles(path, { branch, changes: { ...fromFolder, ...files }, message });
}

/** The text of `path` at `rev` in `bare`, or null when it has no such file. */
export function showFile(bare, rev, path) {
  return git(['show', `${rev}:${path}`], { env: { GIT_DIR: bare }, binary: true }).then(
    (bytes) => bytes.toString('utf8'),
    () => null,
  );
}

/** The headers every answer carries so a page on another origin may read it. */
export function corsHeaders(request, methods) {
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': methods,
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ??
      'authorization, content-type, accept, git-protocol, x-github-api-version',
    'access-control-expose-headers':
      'content-type, www-authenticate, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/** Splits a CGI program's output into its status, headers and the body that follows. */
function parseCgiHead(head) {
  let status = 200;
  const headers = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'status') status = Number.parseInt(value, 10);
    else headers[name] = value;
  }
  return { status, headers };
}

/** The user name of a valid `Authorization: Basic` header, or null. */
function basicUser(request, token, username) {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const [user, password] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
  if (colon < 0 || password !== token || (username && user !== username)) return null;
  return user || 'token';
}

/** Answers one request by running `git http-backend` as CGI. */
function runBackend(request, response, { root, user, cors, path }) {
  const url = new URL(request.url, 'http://localhost');
  const child = spawn('git', ['http-backend'], {
    env: {
      ...process.env,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      PATH_INFO: decodeURIComponent(path),
      REQUEST_METHOD: request.method,
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: request.headers['content-type'] ?? '',
      REMOTE_USER: user ?? '',
      REMOTE_ADDR: request.socket.remoteAddress ?? '127.0.0.1',
      GIT_PROTOCOL: request.headers['git-protocol'] ?? '',
      HTTP_CONTENT_ENCODING: request.headers['content-encoding'] ?? '',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.on('error', () => {});
  request.pipe(child.stdin);
  child.stderr.resume();
  let head = Buffer.alloc(0);
  let started = false;
  child.stdout.on('data', (chunk) => {
    if (started) {
      response.write(chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const text = head.toString('latin1');
    const end = text.search(/\r?\n\r?\n/);
    if (end < 0) return;
    const blank = text.slice(end).startsWith('\r\n\r\n') ? 4 : text[end] === '\r' ? 3 : 2;
    const { status, headers } = parseCgiHead(text.slice(0, end));
    response.writeHead(status, { ...headers, ...cors });
    started = true;
    response.write(head.subarray(end + blank));
  });
  child.on('close', (code) => {
    if (!started && !response.headersSent) {
      response.writeHead(code === 0 ? 200 : 500, cors);
    }
    response.end();
  });
}

/**
 * The git host as a request handler: repositories are the bare ones under `root`, at
 * `<prefix>/<path below root>` (prefix '' serves them at the root). With a `token`, every request
 * needs HTTP Basic auth with that password (and `username` when given); without one it gets 401
 * and a Basic challenge, as Gitea and Forgejo answer. `cors` adds the headers a page on another
 * origin needs (a host on the site's own origin needs none). `maxRequestBytes` answers larger
 * request bodies with 413, as a proxy with a body limit would. `onRequest` runs (and is awaited)
 * before each request is served: tests use it to push a competing commit at the right moment.
 * `requests` records every request: method, path, service, whether it carried credentials and
 * the status it got, so a test can say that the first request already carried the token.
 */
export function createGitHandler({
  root,
  token,
  username,
  prefix = '',
  cors: withCors = true,
  maxRequestBytes,
  onRequest,
} = {}) {
  const requests = [];
  const handle = async (request, response) => {
    const cors = withCors ? corsHeaders(request, 'GET, POST, OPTIONS') : {};
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.slice(prefix.length) || '/';
    const service = url.searchParams.get('service') ?? path.match(/\/(git-[a-z-]+)$/)?.[1] ?? null;
    const entry = {
      method: request.method,
      path,
      service,
      authorization: request.headers.authorization !== undefined,
      status: 0,
    };
    requests.push(entry);
    const answer = (status, headers, body) => {
      entry.status = status;
      request.resume();
      response.writeHead(status, { ...cors, ...headers }).end(body);
    };
    if (request.method === 'OPTIONS') {
      answer(204, {});
      return;
    }
    const user = token ? basicUser(request, token, username) : null;
    if (token && !user) {
      answer(
        401,
        {
          'www-authenticate': 'Basic realm="git test server", charset="UTF-8"',
          'content-type': 'text/plain',
        },
        'Authentication required\n',
      );
      return;
    }
    const length = Number(request.headers['content-length'] ?? 0);
    if (maxRequestBytes !== undefined && length > maxRequestBytes) {
      answer(413, { 'content-type': 'text/plain' }, 'Too large\n');
      return;
    }
    try {
      await onRequest?.({ method: request.method, path, service });
    } catch (error) {
      answer(500, {}, String(error));
      return;
    }
    entry.status = 200;
    runBackend(request, response, { root, user, cors, path });
  };
  return Object.assign(handle, { requests });
}

/**
 * Starts the git host on 127.0.0.1 (port 0 picks a free one), on an origin of its own and
 * answering CORS, the way a host plus a CORS proxy look to a browser. Options as
 * `createGitHandler`'s.
 */
export async function startGitServer({ port = 0, ...options } = {}) {
  const handler = createGitHandler(options);
  const server = createServer((request, response) => void handler(request, response));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    requests: handler.requests,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
