/**
 * isomorphic-git calls Node's global `Buffer`, which browsers lack; the `buffer` package is
 * the same API. Imported ahead of isomorphic-git so it is in place before any git code runs.
 */
import { Buffer } from 'buffer';

const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;
