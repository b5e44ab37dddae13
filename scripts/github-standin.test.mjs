// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareRepository, git } from './git-server.mjs';
import { startGitHubStandIn } from './github-standin.mjs';

describe('the GitHub REST stand-in', () => {
  let root;
  let api;
  let initial;
  const bare = () => join(root, 'acme', 'shop.git');
  const call = (method, path, body, token = 'ghp_x') =>
    fetch(`${api.url}/repos/acme/shop${path}`, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'x-github-api-version': '2022-11-28',
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'standin-'));
    initial = await createBareRepository(bare(), {
      files: { 'catalogue/catalogue.json': '{}\n', 'catalogue/images/a.webp': 'A' },
    });
    api = await startGitHubStandIn({ root, token: 'ghp_x' });
  });
  afterAll(async () => {
    await api.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it("refuses a wrong token with GitHub's error body", async () => {
    const response = await call('GET', '/git/ref/heads/main', undefined, 'nope');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/rest',
      status: '401',
    });
  });

  it('answers a reference, a commit and a tree in the documented shapes', async () => {
    const ref = await (await call('GET', '/git/ref/heads/main')).json();
    expect(ref).toMatchObject({
      ref: 'refs/heads/main',
      object: {
        sha: initial,
        type: 'commit',
        url: `${api.url}/repos/acme/shop/git/commits/${initial}`,
      },
    });
    const commit = await (await call('GET', `/git/commits/${initial}`)).json();
    expect(commit).toMatchObject({
      sha: initial,
      message: 'Initial catalogue',
      author: { name: 'Test Server', email: 'server@example.test' },
      parents: [],
    });
    const tree = await (await call('GET', `/git/trees/${commit.tree.sha}?recursive=1`)).json();
    expect(tree.truncated).toBe(false);
    expect(tree.tree.map((e) => [e.path, e.type])).toEqual([
      ['catalogue', 'tree'],
      ['catalogue/catalogue.json', 'blob'],
      ['catalogue/images', 'tree'],
      ['catalogue/images/a.webp', 'blob'],
    ]);
  });

  it('writes blobs, trees over a base tree, commits, and moves a ref only forward', async () => {
    const blob = await call('POST', '/git/blobs', {
      content: Buffer.from('B').toString('base64'),
      encoding: 'base64',
    });
    expect(blob.status).toBe(201);
    const { sha: blobSha } = await blob.json();
    expect(blobSha).toBe(await git(['hash-object', '--stdin'], { input: 'B' }));
    const baseTree = (await (await call('GET', `/git/commits/${initial}`)).json()).tree.sha;
    const tree = await (
      await call('POST', '/git/trees', {
        base_tree: baseTree,
        tree: [
          { path: 'catalogue/images/b.webp', mode: '100644', type: 'blob', sha: blobSha },
          { path: 'catalogue/images/a.webp', mode: '100644', type: 'blob', sha: null },
        ],
      })
    ).json();
    const missing = await call('POST', '/git/trees', {
      base_tree: baseTree,
      tree: [{ path: 'catalogue/nothing.json', mode: '100644', type: 'blob', sha: null }],
    });
    expect(missing.status).toBe(422);
    const commit = await call('POST', '/git/commits', {
      message: 'Swap images',
      tree: tree.sha,
      parents: [initial],
      author: { name: 'Owner', email: 'owner@example.com' },
    });
    expect(commit.status).toBe(201);
    const { sha } = await commit.json();
    const sideways = await (
      await call('POST', '/git/commits', { message: 'Sideways', tree: tree.sha, parents: [] })
    ).json();
    const refused = await call('PATCH', '/git/refs/heads/main', {
      sha: sideways.sha,
      force: false,
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toBe('Update is not a fast forward');
    const moved = await call('PATCH', '/git/refs/heads/main', { sha, force: false });
    expect(moved.status).toBe(200);
    const files = await git(['ls-tree', '-r', '--name-only', 'main'], { env: { GIT_DIR: bare() } });
    expect(files.split('\n')).toEqual(['catalogue/catalogue.json', 'catalogue/images/b.webp']);
  });

  it('answers 404 Not Found for a missing repository, branch or object', async () => {
    const other = await fetch(`${api.url}/repos/acme/none`, {
      headers: { authorization: 'Bearer ghp_x' },
    });
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe('Not Found');
    expect((await call('GET', '/git/ref/heads/nope')).status).toBe(404);
    expect((await call('GET', `/git/blobs/${'0'.repeat(40)}`)).status).toBe(404);
  });
});
