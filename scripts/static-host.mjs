// A static host for the built site, behaving as Netlify and Cloudflare Pages do with the files
// the build writes: clean URLs (`/about` serves about.html, `/storybook` goes to `/storybook/`,
// which serves storybook/index.html), the rules in `_redirects` (a 200
// rule rewrites, a 404 rule serves its page with status 404) where no file answers, the headers
// in `_headers`, and gzip for text. The e2e journeys, `npm run preview` and the benchmarks use
// it, so they see what a visitor of the real host sees.
// Usage: node scripts/static-host.mjs [dir] [--port N]   (PREVIEW_PORT also sets the port)
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt']);

/**
 * `_headers`: a path pattern on its own line, its headers indented below it. `! Name` takes
 * away a header an earlier rule set (Cloudflare's syntax), read as a null value.
 */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else if (line.trim().startsWith('!')) {
      rules.at(-1)?.headers.push([line.trim().slice(1).trim(), null]);
    } else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/**
 * `_redirects`, as Netlify reads it: `from [key=:value ...] to [status][!]` per line. `*` at the end
 * of `from` matches the rest; `:name` matches one segment; `key=:name` needs that query
 * parameter and names its value; both fill `:name` in `to`. `!` forces the rule even where a file
 * answers the path.
 */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, ...rest] = line.split(/\s+/);
      const query = rest.filter((token) => /^[^/]+=/.test(token));
      const [to, status = '301'] = rest.filter((token) => !query.includes(token));
      return {
        from,
        to,
        status: Number(status.replace('!', '')),
        force: status.endsWith('!'),
        query: query.map((token) => token.split('=')),
      };
    });
}

const matches = (pattern, path) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/** The values a rule's `:name` placeholders take for a request, or undefined when it does not match. */
function matchRule(rule, path, params) {
  const values = {};
  for (const [key, name] of rule.query) {
    const value = params.get(key);
    if (value === null) return undefined;
    if (name.startsWith(':')) values[name.slice(1)] = value;
  }
  if (!rule.from.includes(':')) return matches(rule.from, path) ? values : undefined;
  const want = rule.from.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return undefined;
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) values[part.slice(1)] = have[i];
    else if (part !== have[i]) return undefined;
  }
  return values;
}

/** A rule's target with its placeholders filled. */
const fill = (to, values) => to.replace(/:([A-Za-z]+)/g, (whole, name) => values[name] ?? whole);

/**
 * `mounts` maps a path prefix ('/git/') to a request handler that answers everything under it,
 * as a host's proxy rule would (the e2e tests put a git host on the site's own origin this way).
 * With `tls` ({ key, cert }) it speaks HTTP/2 over TLS, as the hosts the site deploys to do (and
 * HTTP/1.1 to a client that asks for it); without, plain HTTP/1.1.
 */
export function createStaticHost(dir, { mounts = {}, tls } = {}) {
  const root = resolve(dir);
  const read = (name) =>
    existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '';
  const headerRules = parseHeaders(read('_headers'));
  const redirects = parseRedirects(read('_redirects'));
  const gzipped = new Map();

  /** The file answering a path, as a clean-URL host finds it; undefined when none does. */
  const fileFor = (path) => {
    const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`];
    for (const candidate of candidates) {
      const full = normalize(join(root, candidate));
      if (!full.startsWith(root + sep) && full !== root) continue;
      if (existsSync(full) && statSync(full).isFile()) return full;
    }
    return undefined;
  };

  const answer = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const mount = Object.keys(mounts).find((prefix) => url.pathname.startsWith(prefix));
    if (mount) {
      void mounts[mount](request, response);
      return;
    }
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = url.pathname;
    }
    let status = 200;
    // A folder's address without its slash is sent to the folder (`/storybook` to
    // `/storybook/`), as hosts do, so the addresses its page names relative to it resolve.
    const folder = normalize(join(root, path));
    if (
      !path.endsWith('/') &&
      folder.startsWith(root + sep) &&
      existsSync(join(folder, 'index.html'))
    ) {
      response.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      response.end();
      return;
    }
    const hidden = path.split('/').some((part) => part.startsWith('_') || part === '.vite');
    let file;
    // A forced rewrite (`200!`) answers before the file at the path (a variant's page for
    // `/products/1?variant=...`); where its target is missing, the path's own file answers.
    for (const rule of redirects) {
      if (!rule.force || rule.status !== 200 || hidden) continue;
      const values = matchRule(rule, path, url.searchParams);
      if (values) {
        file = fileFor(fill(rule.to, values));
        break;
      }
    }
    file ??= hidden ? undefined : fileFor(path);
    if (!file) {
      let values;
      const rule = redirects.find(
        (r) => !r.force && (values = matchRule(r, path, url.searchParams)) !== undefined,
      );
      if (rule && (rule.status === 200 || rule.status === 404)) {
        file = fileFor(fill(rule.to, values));
        status = rule.status;
      } else if (rule) {
        response.writeHead(rule.status, { Location: fill(rule.to, values) });
        response.end();
        return;
      }
    }
    if (!file) {
      file = fileFor('/404.html');
      status = 404;
    }
    // A later rule's value for a header replaces an earlier one's, as on Netlify.
    for (const rule of headerRules) {
      if (!matches(rule.pattern, path)) continue;
      for (const [name, value] of rule.headers) {
        if (value === null) response.removeHeader(name);
        else response.setHeader(name, value);
      }
    }
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
      return;
    }
    const ext = extname(file);
    response.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      let body = gzipped.get(file);
      if (!body) {
        body = gzipSync(readFileSync(file), { level: 6 });
        gzipped.set(file, body);
      }
      response.writeHead(status, {
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(status, { 'Content-Length': statSync(file).size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };
  return tls ? createSecureServer({ ...tls, allowHTTP1: true }, answer) : createServer(answer);
}

/** The certificate for 127.0.0.1 kept for tests and benchmarks (scripts/tls/README.md). */
export const localTls = () => ({
  key: readFileSync(new URL('./tls/127.0.0.1-key.pem', import.meta.url)),
  cert: readFileSync(new URL('./tls/127.0.0.1-cert.pem', import.meta.url)),
});

/** Starts the host on 127.0.0.1; resolves with its address and a stop function. */
export function startStaticHost(dir, port = 0, options = {}) {
  const server = createStaticHost(dir, options);
  // An HTTP/2 server has no closeAllConnections: its sessions are ended one by one.
  const sessions = new Set();
  if (options.tls) {
    server.on('session', (session) => {
      sessions.add(session);
      session.on('close', () => sessions.delete(session));
    });
  }
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolvePromise({
        url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${actual}`,
        stop: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections?.();
            for (const session of sessions) session.destroy();
          }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const portFlag = args.indexOf('--port');
  const port = Number(portFlag >= 0 ? args[portFlag + 1] : (process.env.PREVIEW_PORT ?? 4173));
  const dir = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--port') ?? 'dist';
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${dir}/index.html is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const { url } = await startStaticHost(dir, port);
  console.log(`Serving ${dir} at ${url} (clean URLs, _redirects, _headers, gzip)`);
}
