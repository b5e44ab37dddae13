import type { StartedServer } from './git-server.mjs';

export function startGitHubStandIn(options: {
  root: string;
  token?: string;
  port?: number;
  readOnly?: boolean;
  rateLimited?: boolean;
  maxBlobBytes?: number;
  onRequest?: (request: { method: string; path: string }) => void | Promise<void>;
}): Promise<StartedServer & { requests: string[] }>;
