// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changedLog, readArguments } from './lantern-what-if.mjs';

/** A network log of one request: sent, answered, finished with `bytes` on the wire. */
const request = (id, url, bytes) => [
  { method: 'Network.requestWillBeSent', params: { requestId: id, request: { url } } },
  { method: 'Network.responseReceived', params: { requestId: id, response: { url } } },
  { method: 'Network.loadingFinished', params: { requestId: id, encodedDataLength: bytes } },
];
const log = [
  { method: 'Page.frameNavigated', params: {} },
  ...request('1', 'http://127.0.0.1/cart', 6000),
  ...request('2', 'http://127.0.0.1/assets/a1.css', 1000),
  ...request('3', 'http://127.0.0.1/assets/b2.css', 2000),
  ...request('4', 'http://127.0.0.1/assets/c3.css', 3000),
  ...request('5', 'http://127.0.0.1/assets/font.woff2', 9000),
];
const finished = (events) =>
  Object.fromEntries(
    events
      .filter((event) => event.method === 'Network.loadingFinished')
      .map((event) => [event.params.requestId, event.params.encodedDataLength]),
  );

describe('a what-if on a recorded load', () => {
  it('leaves out every event of a request named with --without, and keeps the rest as they were', () => {
    const changed = changedLog(log, { without: ['font'], merges: [] });
    expect(finished(changed)).toEqual({ 1: 6000, 2: 1000, 3: 2000, 4: 3000 });
    expect(changed.filter((event) => event.params.requestId === '5')).toEqual([]);
    expect(changed[0]).toEqual({ method: 'Page.frameNavigated', params: {} });
  });

  it('merges requests into one: the parts go, their bytes join the target', () => {
    const changed = changedLog(log, { without: [], merges: [{ into: 'a1', parts: ['b2', 'c3'] }] });
    expect(finished(changed)).toEqual({ 1: 6000, 2: 6000, 5: 9000 });
    // The recorded log is not changed.
    expect(finished(log)[2]).toBe(1000);
  });

  it('refuses a term no address contains, so a mistyped hash is not read as no difference', () => {
    expect(() => changedLog(log, { without: ['d4'], merges: [] })).toThrow(
      `no request's address contains "d4"`,
    );
  });

  it('reads the command line: the folder, --list, and repeated --without and --merge', () => {
    expect(
      readArguments(['dir', '--list', '--without', 'a,b', '--merge', 'x=y,z', '--without', 'c']),
    ).toEqual({
      dir: 'dir',
      list: true,
      without: ['a', 'b', 'c'],
      merges: [{ into: 'x', parts: ['y', 'z'] }],
    });
    expect(() => readArguments(['--list'])).toThrow('name the artifacts folder');
    expect(() => readArguments(['dir', '--merge', 'x'])).toThrow('--merge takes into=a,b');
    expect(() => readArguments(['dir', '--without'])).toThrow(
      '--without takes a comma-separated list',
    );
  });
});
