/**
 * What every repository adapter must do, run against a real server and checked with plain
 * git on the bare repository behind it. Each adapter's test file supplies the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  commitFiles,
  createBareRepository,
  git,
  showFile,
} from '../../../../scripts/git-server.mjs';
import type { Publisher, PublishResult } from '../types';
import { CATALOGUE_FILE } from '../types';
import {
  catalogue,
  catalogueText,
  imageBytes,
  initialFiles,
  LAMP_IMAGE,
  productOf,
  publishRequest,
  SOFA_IMAGE,
} from './fixtures';

/** A server publishing into the bare repository `<root>/acme/shop.git`. */
export interface ServedRepository<S> {
  root: string;
  bare: string;
  server: S;
  /** Stops the server (the repository stays); once is enough. */
  stop(): Promise<void>;
  /** Stops the server and removes the files. */
  dispose(): Promise<void>;
}

/** Creates `acme/shop.git` with the initial files in a fresh folder and starts `serve` on it. */
export async function servedRepository<S extends { stop(): Promise<void> }>(
  serve: (root: string) => Promise<S>,
): Promise<ServedRepository<S>> {
  const root = mkdtempSync(join(tmpdir(), 'publish-'));
  const bare = join(root, 'acme', 'shop.git');
  await createBareRepository(bare, { files: initialFiles() });
  const server = await serve(root);
  let running = true;
  const stop = async () => {
    if (running) await server.stop();
    running = false;
  };
  return {
    root,
    bare,
    server,
    stop,
    dispose: async () => {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Which wrong thing a contract test points the publisher at. */
export interface PublisherVariant {
  token?: string;
  branch?: string;
  /** Another repository name under acme/. */
  repository?: string;
}

export interface ContractSetup {
  repository: ServedRepository<unknown>;
  publisher(variant: PublisherVariant): Publisher;
}

/**
 * Starts a server for one contract test. `beforePush` must be awaited by the server right
 * before a push (or ref update) is served: the test uses it to land a competing commit.
 */
export type StartContract = (beforePush: () => Promise<void>) => Promise<ContractSetup>;

const head = (bare: string) => git(['rev-parse', 'main'], { env: { GIT_DIR: bare } });
const paths = (bare: string, rev = 'main') =>
  git(['ls-tree', '-r', '--name-only', rev], { env: { GIT_DIR: bare } }).then((out) =>
    out.split('\n'),
  );

function expectOk(result: PublishResult) {
  if (!result.ok) throw new Error(`publish failed: ${JSON.stringify(result.error)}`);
  return result;
}

function errorOf(result: PublishResult) {
  if (result.ok) throw new Error('expected the publish to fail');
  return result.error;
}

/** The catalogue someone else publishes: product 2 renamed. */
const theirs = () => catalogue((doc) => (productOf(doc, 2).name = 'Renamed Elsewhere'));

export function publisherContract(name: string, start: StartContract) {
  describe(`${name}: the publish contract`, () => {
    let setup: ContractSetup;
    let pending: (() => Promise<unknown>) | null = null;
    // What the tests below call `repo`: the bare repository, publishers, the push hook.
    const repo = {
      get bare() {
        return setup.repository.bare;
      },
      publisher: (variant: PublisherVariant = {}) => setup.publisher(variant),
      beforePush: (action: () => Promise<unknown>) => {
        pending = action;
      },
      stopServer: () => setup.repository.stop(),
    };
    beforeEach(async () => {
      pending = null;
      setup = await start(async () => {
        const action = pending;
        pending = null;
        await action?.();
      });
    });
    afterEach(() => setup.repository.dispose());

    it('lands as one commit on the branch whose tree holds the files', async () => {
      const before = await head(repo.bare);
      const mine = catalogue((doc) => (productOf(doc, 1).price = 1234));
      const { request, progress } = publishRequest({
        mine,
        images: { [SOFA_IMAGE]: imageBytes(3), [LAMP_IMAGE]: imageBytes(5) },
        message: 'Publish: 1 product changed',
      });
      const result = expectOk(await repo.publisher().publish(request));
      expect(result.revision).toBe(await head(repo.bare));
      expect(await showFile(repo.bare, 'main', CATALOGUE_FILE)).toBe(catalogueText(mine));
      expect(await paths(repo.bare)).toEqual(['README.md', CATALOGUE_FILE, LAMP_IMAGE, SOFA_IMAGE]);
      const lamp = await git(['cat-file', 'blob', `main:${LAMP_IMAGE}`], {
        env: { GIT_DIR: repo.bare },
        binary: true,
      });
      expect(new Uint8Array(lamp)).toEqual(imageBytes(5));
      const log = await git(['log', '-1', '--format=%P%n%an <%ae>%n%s', 'main'], {
        env: { GIT_DIR: repo.bare },
      });
      expect(log.split('\n')).toEqual([
        before,
        'Shop Owner <owner@example.com>',
        'Publish: 1 product changed',
      ]);
      const steps = progress.map((p) => p.step);
      expect(steps[0]).toBe('connecting');
      expect(steps).toEqual(expect.arrayContaining(['writing', 'committing', 'pushing']));
      expect(steps.at(-1)).toBe('done');
      expect(steps).not.toContain('retrying');
    });

    it('deletes the paths it is asked to', async () => {
      const { request } = publishRequest({
        mine: catalogue(),
        images: {},
        deletions: [SOFA_IMAGE],
      });
      expectOk(await repo.publisher().publish(request));
      expect(await paths(repo.bare)).toEqual(['README.md', CATALOGUE_FILE]);
    });

    it('commits nothing when the repository already holds exactly these files', async () => {
      const before = await head(repo.bare);
      const { request } = publishRequest({ mine: catalogue() });
      const result = expectOk(await repo.publisher().publish(request));
      expect(result).toMatchObject({ revision: before, unchanged: true });
      expect(await head(repo.bare)).toBe(before);
    });

    it('fetches a concurrent commit to another entry and lands on top of it', async () => {
      const mine = catalogue((doc) => (productOf(doc, 1).price = 1234));
      let other = '';
      repo.beforePush(async () => {
        other = await commitFiles(repo.bare, {
          changes: { [CATALOGUE_FILE]: catalogueText(theirs()), 'README.md': 'Edited\n' },
          message: 'Someone else published',
        });
      });
      const { request, progress, rebases } = publishRequest({ mine });
      const result = expectOk(await repo.publisher().publish(request));
      expect(rebases).toEqual([catalogueText(theirs())]);
      expect(progress.map((p) => p.step)).toContain('retrying');
      const parent = await git(['rev-parse', `${result.revision}^`], {
        env: { GIT_DIR: repo.bare },
      });
      expect(parent).toBe(other);
      const published = JSON.parse((await showFile(repo.bare, 'main', CATALOGUE_FILE))!);
      expect(productOf(published, 1).price).toBe(1234);
      expect(productOf(published, 2).name).toBe('Renamed Elsewhere');
      expect(await showFile(repo.bare, 'main', 'README.md')).toBe('Edited\n');
    });

    it('merges before writing when the repository moved on since the drafts began', async () => {
      await commitFiles(repo.bare, { changes: { [CATALOGUE_FILE]: catalogueText(theirs()) } });
      const mine = catalogue((doc) => (productOf(doc, 1).name = 'Renamed Here'));
      const { request, progress, rebases } = publishRequest({ mine });
      expectOk(await repo.publisher().publish(request));
      expect(rebases).toHaveLength(1);
      expect(progress.map((p) => p.step)).not.toContain('retrying');
      const published = JSON.parse((await showFile(repo.bare, 'main', CATALOGUE_FILE))!);
      expect(productOf(published, 1).name).toBe('Renamed Here');
      expect(productOf(published, 2).name).toBe('Renamed Elsewhere');
    });

    it('ends in a conflict naming the entry when both sides changed it', async () => {
      const mine = catalogue((doc) => (productOf(doc, 3).price = 100));
      let other = '';
      repo.beforePush(async () => {
        const changed = catalogue((doc) => (productOf(doc, 3).price = 200));
        other = await commitFiles(repo.bare, {
          changes: { [CATALOGUE_FILE]: catalogueText(changed) },
        });
      });
      const error = errorOf(await repo.publisher().publish(publishRequest({ mine }).request));
      expect(error.kind).toBe('conflict');
      expect(error.conflicts).toEqual([
        {
          entity: 'products',
          id: 3,
          label: 'Oslo Oak Dining Table Set with Six Chairs',
          reason: 'changed here and in the repository',
          fields: ['price'],
        },
      ]);
      expect(await head(repo.bare)).toBe(other);
    });

    it('answers auth for a wrong token, and leaves the branch alone', async () => {
      const before = await head(repo.bare);
      const { request } = publishRequest({ mine: catalogue((doc) => (doc.gallery = [])) });
      const error = errorOf(await repo.publisher({ token: 'wrong-token' }).publish(request));
      expect(error.kind).toBe('auth');
      expect(error.message).not.toContain('wrong-token');
      expect(await head(repo.bare)).toBe(before);
    });

    it('answers not-found for a missing branch, naming the branch', async () => {
      const { request } = publishRequest({ mine: catalogue() });
      const error = errorOf(await repo.publisher({ branch: 'nope' }).publish(request));
      expect(error.kind).toBe('not-found');
      expect(error.message).toMatch(/branch 'nope'/);
    });

    it('answers not-found for a missing repository, saying it is the repository', async () => {
      const { request } = publishRequest({ mine: catalogue() });
      const error = errorOf(await repo.publisher({ repository: 'missing' }).publish(request));
      expect(error.kind).toBe('not-found');
      expect(error.message).toMatch(/repository/);
      expect(error.message).not.toMatch(/branch/);
    });

    it('answers network when the server is gone', async () => {
      await repo.stopServer();
      const { request } = publishRequest({ mine: catalogue() });
      const error = errorOf(await repo.publisher().publish(request));
      expect(error.kind).toBe('network');
    });

    it('answers cancelled when aborted before it starts or while it writes', async () => {
      const before = await head(repo.bare);
      const mine = catalogue((doc) => (productOf(doc, 1).price = 1));
      const early = new AbortController();
      early.abort();
      const first = publishRequest({ mine, signal: early.signal }).request;
      expect(errorOf(await repo.publisher().publish(first)).kind).toBe('cancelled');
      const midway = new AbortController();
      const second = publishRequest({
        mine,
        signal: midway.signal,
        watch: (p) => {
          if (p.step === 'writing') midway.abort();
        },
      }).request;
      expect(errorOf(await repo.publisher().publish(second)).kind).toBe('cancelled');
      expect(await head(repo.bare)).toBe(before);
    });
  });
}
