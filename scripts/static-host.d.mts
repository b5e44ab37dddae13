import type { Server } from 'node:http';

export function createStaticHost(dir: string): Server;

export function startStaticHost(
  dir: string,
  port?: number,
): Promise<{ url: string; stop(): Promise<void> }>;

/** A `_headers` rule: its path pattern and its headers; a null value takes a header away. */
export function parseHeaders(
  text: string,
): Array<{ pattern: string; headers: Array<[name: string, value: string | null]> }>;
