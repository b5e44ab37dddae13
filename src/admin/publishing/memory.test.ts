import { describe, expect, it } from 'vitest';
import { MEMORY_ERRORS, createMemoryPublisher } from './memory';
import {
  catalogue,
  catalogueText,
  imageBytes,
  initialFiles,
  LAMP_IMAGE,
  productOf,
  publishRequest,
  SOFA_IMAGE,
} from './testing/fixtures';
import { CATALOGUE_FILE, type PublishErrorKind, type PublishResult } from './types';

const errorOf = (result: PublishResult) => (result.ok ? null : result.error);

const changedPrice = () => catalogue((doc) => (productOf(doc, 1).price = 321));

describe('the in-memory publisher (and the publish loop every adapter shares)', () => {
  it('records a commit holding the files, with message and author', async () => {
    const publisher = createMemoryPublisher({ files: initialFiles() });
    const { request } = publishRequest({
      mine: changedPrice(),
      images: { [SOFA_IMAGE]: imageBytes(3), [LAMP_IMAGE]: imageBytes(5) },
      message: 'Publish: prices',
    });
    const result = await publisher.publish(request);
    // The result says what the repository's catalogue file now holds.
    expect(result).toEqual({
      ok: true,
      revision: publisher.head,
      catalogue: catalogueText(changedPrice()),
    });
    expect(publisher.commits).toHaveLength(2);
    expect(publisher.commits[1]).toMatchObject({
      parent: publisher.commits[0]!.revision,
      message: 'Publish: prices',
      author: { name: 'Shop Owner', email: 'owner@example.com' },
    });
    expect(publisher.read(CATALOGUE_FILE)).toBe(catalogueText(changedPrice()));
    expect(publisher.paths()).toEqual(['README.md', CATALOGUE_FILE, LAMP_IMAGE, SOFA_IMAGE]);
    expect(publisher.requests).toEqual([request]);
  });

  it('commits nothing when the files are already there', async () => {
    const publisher = createMemoryPublisher({ files: initialFiles() });
    const result = await publisher.publish(publishRequest({ mine: catalogue() }).request);
    expect(result).toEqual({
      ok: true,
      revision: publisher.head,
      unchanged: true,
      catalogue: catalogueText(catalogue()),
    });
    expect(publisher.commits).toHaveLength(1);
  });

  it.each<PublishErrorKind>(['auth', 'not-found', 'network', 'too-large', 'rejected'])(
    'fails with %s when told to, and commits nothing',
    async (kind) => {
      const publisher = createMemoryPublisher({ files: initialFiles(), failWith: kind });
      const result = await publisher.publish(publishRequest({ mine: changedPrice() }).request);
      expect(errorOf(result)).toEqual({ kind, message: MEMORY_ERRORS[kind] });
      expect(publisher.commits).toHaveLength(1);
    },
  );

  it('fails with a whole error, conflicts and all, only as many times as told', async () => {
    const error = {
      kind: 'conflict' as const,
      message: 'Someone else published changes to the same entries.',
      conflicts: [
        {
          entity: 'products' as const,
          id: 3,
          label: 'Oak Table',
          reason: 'changed here and in the repository',
        },
      ],
    };
    const publisher = createMemoryPublisher({
      files: initialFiles(),
      failWith: error,
      failTimes: 1,
    });
    const first = await publisher.publish(publishRequest({ mine: changedPrice() }).request);
    expect(errorOf(first)).toEqual(error);
    const second = await publisher.publish(publishRequest({ mine: changedPrice() }).request);
    expect(second.ok).toBe(true);
  });

  it('reports each step in order', async () => {
    const publisher = createMemoryPublisher({ files: initialFiles(), stepDelay: 1 });
    const { request, progress } = publishRequest({ mine: changedPrice() });
    await publisher.publish(request);
    expect(progress).toEqual([
      { step: 'connecting' },
      { step: 'fetching' },
      { step: 'writing', done: 1, total: 2 },
      { step: 'writing', done: 2, total: 2 },
      { step: 'committing' },
      { step: 'pushing' },
      { step: 'done' },
    ]);
  });

  it('retries after someone else published another entry, keeping both changes', async () => {
    const theirs = catalogue((doc) => (productOf(doc, 2).name = 'Theirs'));
    const publisher = createMemoryPublisher({
      files: initialFiles(),
      concurrent: { [CATALOGUE_FILE]: catalogueText(theirs) },
    });
    const { request, progress, rebases } = publishRequest({ mine: changedPrice() });
    const result = await publisher.publish(request);
    expect(result.ok).toBe(true);
    expect(rebases).toEqual([catalogueText(theirs)]);
    expect(progress).toContainEqual({ step: 'retrying', done: 1, total: 3 });
    expect(publisher.commits.map((c) => c.message)).toEqual([
      'Initial files',
      'Someone else published',
      'Publish catalogue',
    ]);
    const published = JSON.parse(publisher.read(CATALOGUE_FILE)!);
    expect(productOf(published, 1).price).toBe(321);
    expect(productOf(published, 2).name).toBe('Theirs');
  });

  it('conflicts once when someone else changed the same entry', async () => {
    const theirs = catalogue((doc) => (productOf(doc, 1).price = 999));
    const publisher = createMemoryPublisher({
      files: initialFiles(),
      concurrent: { [CATALOGUE_FILE]: catalogueText(theirs) },
    });
    const first = errorOf(
      await publisher.publish(publishRequest({ mine: changedPrice() }).request),
    );
    expect(first?.kind).toBe('conflict');
    expect(first?.conflicts?.map((c) => [c.id, c.label])).toEqual([
      [1, 'Aldana Round Wooden Wall Mirror'],
    ]);
    // The owner resolves it: drafts now based on the repository's version.
    const again = publishRequest({ mine: changedPrice(), base: theirs });
    expect((await publisher.publish(again.request)).ok).toBe(true);
    expect(JSON.parse(publisher.read(CATALOGUE_FILE)!).products[0].price).toBe(321);
  });

  it("uses the deletions a rebase answers instead of the request's", async () => {
    const publisher = createMemoryPublisher({ files: initialFiles() });
    publisher.publishOther({ [CATALOGUE_FILE]: catalogueText(catalogue((d) => (d.gallery = []))) });
    const { request } = publishRequest({
      mine: changedPrice(),
      images: {},
      deletions: [SOFA_IMAGE],
    });
    const rebase = request.rebase;
    request.rebase = (theirs) => {
      const result = rebase(theirs);
      return 'files' in result ? { ...result, deletions: [] } : result;
    };
    expect((await publisher.publish(request)).ok).toBe(true);
    expect(publisher.paths()).toContain(SOFA_IMAGE);
    expect(JSON.parse(publisher.read(CATALOGUE_FILE)!).gallery).toEqual([]);
  });

  it.each([
    ['mid-way', { stepDelay: 50 }],
    ['while the host stalls', { stallAt: 'read' as const }],
  ])('answers cancelled when aborted %s, leaving the branch alone', async (_, options) => {
    const publisher = createMemoryPublisher({ files: initialFiles(), ...options });
    const controller = new AbortController();
    const { request } = publishRequest({ mine: changedPrice(), signal: controller.signal });
    const pending = publisher.publish(request);
    setTimeout(() => controller.abort(), 10);
    expect(errorOf(await pending)).toEqual({
      kind: 'cancelled',
      message: 'Publishing was cancelled.',
    });
    expect(publisher.commits).toHaveLength(1);
  });

  it('stops a step that stalls at its time limit, names the step and keeps the branch', async () => {
    for (const [stallAt, step] of [
      ['read', 'connecting'],
      ['update', 'pushing'],
    ] as const) {
      const publisher = createMemoryPublisher({ files: initialFiles(), stallAt });
      const { request, progress } = publishRequest({ mine: changedPrice() });
      const started = Date.now();
      const result = await publisher.publish({ ...request, limits: { [step]: 60 } });
      expect(Date.now() - started).toBeLessThan(2000);
      const error = errorOf(result)!;
      expect(error).toMatchObject({ kind: 'timeout', step });
      expect(error.message).toContain('nothing happened for 0 seconds');
      expect(progress.at(-1)?.step).toBe(step);
      expect(publisher.commits).toHaveLength(1);
    }
  });

  it('never cuts off a step that keeps reporting progress', async () => {
    // Each of three files takes 40 ms to write; the step may go 60 ms without progress.
    const publisher = createMemoryPublisher({ files: initialFiles(), stepDelay: 120 });
    const { request } = publishRequest({
      mine: changedPrice(),
      images: { [SOFA_IMAGE]: imageBytes(1), [LAMP_IMAGE]: imageBytes(2) },
    });
    const result = await publisher.publish({
      ...request,
      limits: { writing: 100, connecting: 1000, pushing: 1000, fetching: 1000 },
    });
    expect(result.ok).toBe(true);
  });

  it('rejects a request whose paths leave the catalogue folder: that is a bug', async () => {
    const publisher = createMemoryPublisher();
    for (const path of [
      'README.md',
      'catalogue/../x',
      '/catalogue/a',
      'catalogue/',
      'catalogue//a',
    ]) {
      const { request } = publishRequest({ mine: catalogue() });
      request.files = [{ path, content: new Uint8Array() }];
      await expect(publisher.publish(request)).rejects.toThrow(TypeError);
    }
    const { request } = publishRequest({ mine: catalogue(), deletions: [SOFA_IMAGE] });
    await expect(publisher.publish(request)).rejects.toThrow(/listed twice/);
  });

  it('rejects with what a faulty rebase throws, never taking it for the host', async () => {
    const publisher = createMemoryPublisher({ files: initialFiles() });
    publisher.publishOther({ [CATALOGUE_FILE]: '{}' });
    const { request } = publishRequest({ mine: changedPrice() });
    request.rebase = () => {
      throw new RangeError('broken rebase');
    };
    await expect(publisher.publish(request)).rejects.toThrow('broken rebase');
  });
});
