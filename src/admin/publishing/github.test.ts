// @vitest-environment node
import './testing/nodeEnvironment';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitFiles, createBareRepository, git } from '../../../scripts/git-server.mjs';
import { startGitHubStandIn } from '../../../scripts/github-standin.mjs';
import {
  createGitHubPublisher,
  fromBase64,
  gitBlobId,
  toBase64,
  type GitHubPublisherOptions,
} from './github';
import { publisherContract } from './testing/contract';
import {
  catalogue,
  imageBytes,
  initialFiles,
  LAMP_IMAGE,
  productOf,
  publishRequest,
  SOFA_IMAGE,
} from './testing/fixtures';
import type { PublishResult } from './types';

const TOKEN = 'ghp_standin_token';

/** The repository acme/shop behind the stand-in. */
async function serve(
  options: Omit<Parameters<typeof startGitHubStandIn>[0], 'root' | 'token'> = {},
) {
  const root = mkdtempSync(join(tmpdir(), 'publish-github-'));
  const bare = join(root, 'acme', 'shop.git');
  await createBareRepository(bare, { files: initialFiles() });
  const api = await startGitHubStandIn({ root, token: TOKEN, ...options });
  let running = true;
  return {
    bare,
    api,
    publisher: (overrides: Partial<GitHubPublisherOptions> = {}) =>
      createGitHubPublisher({
        apiBaseUrl: api.url,
        owner: 'acme',
        repo: 'shop',
        branch: 'main',
        token: TOKEN,
        ...overrides,
      }),
    async stop() {
      if (running) await api.stop();
      running = false;
    },
    async dispose() {
      await this.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const errorOf = (result: PublishResult) => (result.ok ? null : result.error);

publisherContract('GitHub REST API (stand-in)', async () => {
  let pending: (() => Promise<unknown>) | null = null;
  const server = await serve({
    // The competing commit lands right before the branch is moved: GitHub answers 422.
    onRequest: async ({ method }) => {
      if (method === 'PATCH' && pending) {
        const action = pending;
        pending = null;
        await action();
      }
    },
  });
  return {
    bare: server.bare,
    publisher: ({ token, branch, repository } = {}) =>
      server.publisher({
        ...(token ? { token } : {}),
        ...(branch ? { branch } : {}),
        ...(repository ? { repo: repository } : {}),
      }),
    beforePush: (action) => {
      pending = action;
    },
    stopServer: () => server.stop(),
    dispose: () => server.dispose(),
  };
});

describe('GitHub REST API: requests and answers', () => {
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  afterEach(() => server?.dispose());

  it('follows the documented calls and uploads only files the repository lacks', async () => {
    server = await serve();
    const mine = catalogue((doc) => (productOf(doc, 1).price = 99));
    const { request } = publishRequest({
      mine,
      images: { [SOFA_IMAGE]: imageBytes(3), [LAMP_IMAGE]: imageBytes(5) },
    });
    const result = await server.publisher().publish(request);
    expect(result.ok && result.url).toBe(
      `${server.api.url}/acme/shop/commit/${result.ok ? result.revision : ''}`,
    );
    const calls = server.api.requests.map((r) => r.replace(/[0-9a-f]{40}/g, '<sha>'));
    expect(calls).toEqual([
      'GET /repos/acme/shop/git/ref/heads/main',
      'GET /repos/acme/shop/git/commits/<sha>',
      'GET /repos/acme/shop/git/trees/<sha>',
      'GET /repos/acme/shop/git/trees/<sha>?recursive=1',
      'GET /repos/acme/shop/git/blobs/<sha>',
      // The catalogue and the new lamp; the sofa is already there.
      'POST /repos/acme/shop/git/blobs',
      'POST /repos/acme/shop/git/blobs',
      'POST /repos/acme/shop/git/trees',
      'POST /repos/acme/shop/git/commits',
      'PATCH /repos/acme/shop/git/refs/heads/main',
    ]);
  });

  it('computes the blob ids git does, and round-trips base64 as GitHub wraps it', async () => {
    const bytes = imageBytes(11);
    const fromGit = await git(['hash-object', '--stdin'], { input: bytes });
    expect(await gitBlobId(bytes)).toBe(fromGit);
    const wrapped = toBase64(bytes).replace(/.{1,60}/g, '$&\n');
    expect(fromBase64(wrapped)).toEqual(bytes);
  });

  it('answers auth with the reset time when the rate limit is used up', async () => {
    server = await serve({ rateLimited: true });
    const error = errorOf(
      await server.publisher().publish(publishRequest({ mine: catalogue() }).request),
    );
    expect(error?.kind).toBe('auth');
    expect(error?.message).toMatch(/rate limit .* used up\. It resets at/);
  });

  it('answers auth naming the permission when the token may only read', async () => {
    server = await serve({ readOnly: true });
    const mine = catalogue((doc) => (productOf(doc, 1).price = 5));
    const error = errorOf(await server.publisher().publish(publishRequest({ mine }).request));
    expect(error?.kind).toBe('auth');
    expect(error?.message).toMatch(/Contents: read and write/);
  });

  it('answers too-large when GitHub refuses a blob for its size', async () => {
    server = await serve({ maxBlobBytes: 1000 });
    const { request } = publishRequest({
      mine: catalogue(),
      images: { [SOFA_IMAGE]: imageBytes(3), [LAMP_IMAGE]: new Uint8Array(5000) },
    });
    expect(errorOf(await server.publisher().publish(request))?.kind).toBe('too-large');
  });

  it('gives up with a conflict when the branch moves on every try', async () => {
    let count = 0;
    server = await serve({
      onRequest: async ({ method }) => {
        if (method === 'PATCH') {
          count += 1;
          await commitFiles(server!.bare, { changes: { 'README.md': `Edit ${count}\n` } });
        }
      },
    });
    const mine = catalogue((doc) => (productOf(doc, 1).price = 5));
    const error = errorOf(
      await server.publisher({ attempts: 3 }).publish(publishRequest({ mine }).request),
    );
    expect(error).toEqual({
      kind: 'conflict',
      message: 'The branch changed again while publishing (3 tries). Try again in a moment.',
    });
    expect(count).toBe(3);
  });
});
