// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { commitFiles, git } from '../../../scripts/git-server.mjs';
import { startGitHubStandIn } from '../../../scripts/github-standin.mjs';
import {
  createGitHubPublisher,
  fromBase64,
  gitBlobId,
  toBase64,
  type GitHubPublisherOptions,
} from './github';
import { publisherContract, servedRepository, type PublisherVariant } from './testing/contract';
import {
  catalogue,
  imageBytes,
  LAMP_IMAGE,
  productOf,
  publishRequest,
  SOFA_IMAGE,
} from './testing/fixtures';
import type { PublishResult } from './types';

const TOKEN = 'ghp_standin_token';

/** acme/shop behind the stand-in, and publishers for it. */
async function serve(
  options: Omit<Parameters<typeof startGitHubStandIn>[0], 'root' | 'token'> = {},
) {
  const repository = await servedRepository((root) =>
    startGitHubStandIn({ root, token: TOKEN, ...options }),
  );
  return {
    ...repository,
    api: repository.server,
    publisher: ({
      repository: name = 'shop',
      ...overrides
    }: PublisherVariant & Partial<GitHubPublisherOptions> = {}) =>
      createGitHubPublisher({
        apiBaseUrl: repository.server.url,
        owner: 'acme',
        repo: name,
        branch: 'main',
        token: TOKEN,
        ...overrides,
      }),
  };
}

const errorOf = (result: PublishResult) => (result.ok ? null : result.error);

publisherContract('GitHub REST API (stand-in)', async (beforePush) => {
  const repository = await serve({
    // The competing commit lands right before the branch is moved: GitHub answers 422.
    onRequest: async ({ method }) => {
      if (method === 'PATCH') await beforePush();
    },
  });
  return { repository, publisher: repository.publisher };
});

describe('GitHub REST API: requests and answers', () => {
  let host: Awaited<ReturnType<typeof serve>> | undefined;
  afterEach(() => host?.dispose());

  it('follows the documented calls and uploads only files the repository lacks', async () => {
    host = await serve();
    const mine = catalogue((doc) => (productOf(doc, 1).price = 99));
    const { request } = publishRequest({
      mine,
      images: { [SOFA_IMAGE]: imageBytes(3), [LAMP_IMAGE]: imageBytes(5) },
    });
    const result = await host.publisher().publish(request);
    expect(result.ok && result.url).toBe(
      `${host.api.url}/acme/shop/commit/${result.ok ? result.revision : ''}`,
    );
    const calls = host.api.requests.map((r) => r.replace(/[0-9a-f]{40}/g, '<sha>'));
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
    host = await serve({ rateLimited: true });
    const error = errorOf(
      await host.publisher().publish(publishRequest({ mine: catalogue() }).request),
    );
    expect(error?.kind).toBe('auth');
    expect(error?.message).toMatch(/rate limit .* used up\. It resets at/);
  });

  it('answers auth naming the permission when the token may only read', async () => {
    host = await serve({ readOnly: true });
    const mine = catalogue((doc) => (productOf(doc, 1).price = 5));
    const error = errorOf(await host.publisher().publish(publishRequest({ mine }).request));
    expect(error?.kind).toBe('auth');
    expect(error?.message).toMatch(/Contents: read and write/);
  });

  it('answers too-large when GitHub refuses a blob for its size', async () => {
    host = await serve({ maxBlobBytes: 1000 });
    const { request } = publishRequest({
      mine: catalogue(),
      images: { [SOFA_IMAGE]: imageBytes(3), [LAMP_IMAGE]: new Uint8Array(5000) },
    });
    expect(errorOf(await host.publisher().publish(request))?.kind).toBe('too-large');
  });

  it('gives up with a conflict when the branch moves on every try', async () => {
    let count = 0;
    host = await serve({
      onRequest: async ({ method }) => {
        if (method === 'PATCH') {
          count += 1;
          await commitFiles(host!.bare, { changes: { 'README.md': `Edit ${count}\n` } });
        }
      },
    });
    const mine = catalogue((doc) => (productOf(doc, 1).price = 5));
    const error = errorOf(
      await host.publisher({ attempts: 3 }).publish(publishRequest({ mine }).request),
    );
    expect(error).toEqual({
      kind: 'conflict',
      message: 'The branch changed again while publishing (3 tries). Try again in a moment.',
    });
    expect(count).toBe(3);
  });
});
