import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface StaticHostOptions {
  /** Path prefix ('/git/') -> the handler answering every request under it. */
  mounts?: Record<string, (request: IncomingMessage, response: ServerResponse) => unknown>;
}

export function createStaticHost(dir: string, options?: StaticHostOptions): Server;

export function startStaticHost(
  dir: string,
  port?: number,
  options?: StaticHostOptions,
): Promise<{ url: string; stop(): Promise<void> }>;

/** A `_headers` rule: its path pattern and its headers; a null value takes a header away. */
export function parseHeaders(
  text: string,
): Array<{ pattern: string; headers: Array<[name: string, value: string | null]> }>;
