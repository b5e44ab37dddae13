import { describe, expect, it } from 'vitest';
import { loadPublisher, type PublisherKind } from './index';

describe('loadPublisher', () => {
  it.each<PublisherKind>(['zip', 'git', 'github', 'memory'])(
    'loads the %s adapter',
    async (kind) => {
      const create = await loadPublisher(kind);
      expect(typeof create).toBe('function');
    },
  );

  it('creates publishers that say which kind they are', async () => {
    const memory = (await loadPublisher('memory'))({});
    const zip = (await loadPublisher('zip'))({});
    const github = (await loadPublisher('github'))({
      owner: 'a',
      repo: 'b',
      branch: 'main',
      token: 't',
    });
    const git = (await loadPublisher('git'))({
      url: 'https://git.example.com/a/b.git',
      branch: 'main',
    });
    expect([memory.kind, zip.kind, github.kind, git.kind]).toEqual([
      'memory',
      'zip',
      'github',
      'git',
    ]);
  });
});
