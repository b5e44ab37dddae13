type Content = string | Uint8Array;

export interface GitServerRequest {
  method: string;
  path: string;
  /** 'git-upload-pack' (fetch) or 'git-receive-pack' (push), when the request names one. */
  service: string | null;
}

export interface StartedServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export function git(
  args: string[],
  options?: { cwd?: string; env?: Record<string, string>; input?: Content; binary?: false },
): Promise<string>;
export function git(
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; input?: Content; binary: true },
): Promise<Buffer>;

export function commitFiles(
  bare: string,
  options: { branch?: string; changes: Record<string, Content | null>; message?: string },
): Promise<string>;

export function createBareRepository(
  path: string,
  options?: {
    branch?: string;
    files?: Record<string, Content>;
    catalogueDir?: string;
    message?: string;
  },
): Promise<string>;

export function showFile(bare: string, rev: string, path: string): Promise<string | null>;

export function corsHeaders(
  request: { headers: Record<string, string | string[] | undefined> },
  methods: string,
): Record<string, string>;

export interface GitHostOptions {
  root: string;
  token?: string;
  username?: string;
  /** The path the repositories are served under, e.g. '/git' (default: the root). */
  prefix?: string;
  /** Whether answers carry CORS headers (default true; a same-origin host needs none). */
  cors?: boolean;
  maxRequestBytes?: number;
  onRequest?: (request: GitServerRequest) => void | Promise<void>;
}

/** One request the host saw. */
export interface GitRequestRecord extends GitServerRequest {
  /** Whether it carried an Authorization header. */
  authorization: boolean;
  status: number;
}

export type GitHandler = ((
  request: import('node:http').IncomingMessage,
  response: import('node:http').ServerResponse,
) => Promise<void>) & { requests: GitRequestRecord[] };

export function createGitHandler(options: GitHostOptions): GitHandler;

export function startGitServer(
  options: Omit<GitHostOptions, 'prefix'> & { port?: number },
): Promise<StartedServer & { requests: GitRequestRecord[] }>;
