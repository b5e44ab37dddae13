// @vitest-environment node
import * as nodeFs from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import http from 'isomorphic-git/http/node';
import { afterEach, describe, expect, it } from 'vitest';
import {
  commitFiles,
  git,
  startGitServer,
  type GitServerRequest,
} from '../../../scripts/git-server.mjs';
import { createGitPublisher, type GitPublisherOptions } from './git';
import { publisherContract, servedRepository, type PublisherVariant } from './testing/contract';
import { catalogue, catalogueText, productOf, publishRequest } from './testing/fixtures';
import { CATALOGUE_FILE, type Publisher, type PublishResult } from './types';

const TOKEN = 'git-test-token';

/** `acme/shop.git` behind `git http-backend` on 127.0.0.1, and publishers for it. */
async function serve(
  options: {
    maxRequestBytes?: number;
    onRequest?: (request: GitServerRequest) => Promise<void>;
  } = {},
) {
  const repository = await servedRepository((root) =>
    startGitServer({ root, token: TOKEN, username: 'owner', ...options }),
  );
  const { root, server } = repository;
  return {
    ...repository,
    /** A publisher with a scratch folder of its own, for acme/shop or another repository. */
    publisher({
      repository: name = 'shop',
      ...overrides
    }: PublisherVariant & Partial<GitPublisherOptions> = {}): Publisher {
      return createGitPublisher({
        url: `${server.url}/acme/${name}.git`,
        branch: 'main',
        username: 'owner',
        token: TOKEN,
        fs: nodeFs,
        dir: mkdtempSync(join(root, 'clone-')),
        http,
        ...overrides,
      });
    },
  };
}

const kindOf = (result: PublishResult) => (result.ok ? null : result.error.kind);

publisherContract('git over HTTPS (git http-backend)', async (beforePush) => {
  const repository = await serve({
    // The competing push lands between the client's ref discovery and its pack upload, so
    // git's receive-pack refuses the ref update: the race a real host sees.
    onRequest: async ({ method, service }) => {
      if (method === 'POST' && service === 'git-receive-pack') await beforePush();
    },
  });
  return { repository, publisher: repository.publisher };
});

describe('git over HTTPS: the host and the address', () => {
  let host: Awaited<ReturnType<typeof serve>> | undefined;
  afterEach(() => host?.dispose());

  it('retries when the client itself sees that its push is not a fast-forward', async () => {
    let armed = true;
    host = await serve({
      // The competing commit lands before the push's ref discovery: isomorphic-git sees the
      // new head and refuses to send a commit that does not descend from it.
      onRequest: async ({ method, service }) => {
        if (armed && method === 'GET' && service === 'git-receive-pack') {
          armed = false;
          const theirs = catalogue((doc) => (productOf(doc, 2).name = 'Elsewhere'));
          await commitFiles(host!.bare, {
            changes: { [CATALOGUE_FILE]: catalogueText(theirs) },
            message: 'Competing',
          });
        }
      },
    });
    const mine = catalogue((doc) => (productOf(doc, 1).price = 4321));
    const { request, rebases } = publishRequest({ mine });
    expect((await host.publisher().publish(request)).ok).toBe(true);
    expect(rebases).toHaveLength(1);
    const subjects = await git(['log', '--format=%s', 'main'], { env: { GIT_DIR: host.bare } });
    expect(subjects.split('\n')).toEqual(['Publish catalogue', 'Competing', 'Initial catalogue']);
  });

  it('answers too-large when the host refuses the upload for its size', async () => {
    host = await serve({ maxRequestBytes: 20_000 });
    const big = crypto.getRandomValues(new Uint8Array(60_000));
    const { request } = publishRequest({
      mine: catalogue(),
      images: { 'catalogue/images/uploads/big.webp': big },
    });
    expect(kindOf(await host.publisher().publish(request))).toBe('too-large');
  });

  it('refuses an address that carries credentials, before connecting', async () => {
    host = await serve();
    const url = `${host.server.url.replace('http://', `http://owner:${TOKEN}@`)}/acme/shop.git`;
    const { request } = publishRequest({ mine: catalogue() });
    expect(await host.publisher({ url }).publish(request)).toEqual({
      ok: false,
      error: {
        kind: 'auth',
        message: 'Put the username and token in their own fields, not in the address.',
      },
    });
  });

  it('sends the token with its first request, so a challenging host never has to ask', async () => {
    host = await serve();
    const { request } = publishRequest({ mine: catalogue((doc) => (productOf(doc, 1).price = 9)) });
    expect((await host.publisher().publish(request)).ok).toBe(true);
    const seen = host.server.requests.filter((r) => r.method !== 'OPTIONS');
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.every((r) => r.authorization && r.status !== 401)).toBe(true);
  });

  it('answers auth when the host wants credentials and none were given', async () => {
    host = await serve();
    const { request } = publishRequest({ mine: catalogue() });
    const result = await host.publisher({ token: undefined }).publish(request);
    expect(kindOf(result)).toBe('auth');
    expect(result.ok ? '' : result.error.message).toMatch(/asks for a username and token/);
  });
});
