// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareRepository, git, showFile, startGitServer } from './git-server.mjs';

describe('the git test server', () => {
  let root;
  let server;
  const bare = () => join(root, 'acme', 'shop.git');

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'git-server-'));
    const folder = join(root, 'folder');
    mkdirSync(join(folder, 'images'), { recursive: true });
    writeFileSync(join(folder, 'catalogue.json'), '{"format":"elifehome-catalogue"}\n');
    writeFileSync(join(folder, 'images', 'a.webp'), Buffer.from([1, 2, 3]));
    await createBareRepository(bare(), { catalogueDir: folder, files: { 'README.md': 'Site\n' } });
    server = await startGitServer({ root, token: 's3cret', username: 'owner' });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('creates a bare repository whose first commit holds the catalogue folder', async () => {
    const files = await git(['ls-tree', '-r', '--name-only', 'main'], { env: { GIT_DIR: bare() } });
    expect(files.split('\n')).toEqual([
      'README.md',
      'catalogue/catalogue.json',
      'catalogue/images/a.webp',
    ]);
    expect(await showFile(bare(), 'main', 'catalogue/catalogue.json')).toBe(
      '{"format":"elifehome-catalogue"}\n',
    );
  });

  it('asks for Basic auth, and refuses a wrong token or user', async () => {
    const refs = `${server.url}/acme/shop.git/info/refs?service=git-upload-pack`;
    const none = await fetch(refs);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    const basic = (user, password) =>
      fetch(refs, {
        headers: {
          authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
        },
      });
    expect((await basic('owner', 'wrong')).status).toBe(401);
    expect((await basic('someone', 's3cret')).status).toBe(401);
    const ok = await basic('owner', 's3cret');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/x-git-upload-pack-advertisement');
  });

  it('answers CORS preflights without credentials, and CORS headers on every answer', async () => {
    const origin = 'http://127.0.0.1:5173';
    const preflight = await fetch(`${server.url}/acme/shop.git/git-receive-pack`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type',
    );
    const refused = await fetch(`${server.url}/acme/shop.git/info/refs`, { headers: { origin } });
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it("lets git's own client clone and push over it", async () => {
    const work = join(root, 'work');
    const url = `${server.url.replace('http://', 'http://owner:s3cret@')}/acme/shop.git`;
    await git(['clone', '--quiet', url, work]);
    writeFileSync(join(work, 'README.md'), 'Pushed\n');
    await git(['commit', '--quiet', '-am', 'Push over HTTP'], { cwd: work });
    await git(['push', '--quiet', 'origin', 'main'], { cwd: work });
    expect(await showFile(bare(), 'main', 'README.md')).toBe('Pushed\n');
  });

  it('answers 404 for a repository that does not exist', async () => {
    const auth = `Basic ${Buffer.from('owner:s3cret').toString('base64')}`;
    const response = await fetch(`${server.url}/acme/none.git/info/refs?service=git-upload-pack`, {
      headers: { authorization: auth },
    });
    expect(response.status).toBe(404);
  });
});
