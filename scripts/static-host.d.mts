import type { Server } from 'node:http';

export function createStaticHost(dir: string): Server;

export function startStaticHost(
  dir: string,
  port?: number,
): Promise<{ url: string; stop(): Promise<void> }>;
