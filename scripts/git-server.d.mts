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

export function startGitServer(options: {
  root: string;
  token?: string;
  username?: string;
  port?: number;
  maxRequestBytes?: number;
  onRequest?: (request: GitServerRequest) => void | Promise<void>;
}): Promise<StartedServer>;
