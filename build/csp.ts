import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The production page's Content-Security-Policy (the dev server needs inline styles). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https: data: blob:",
  "font-src 'self'",
  // https: for the owner's form endpoint (enquiries are posted there), which the owner may
  // change at any time in the admin.
  "connect-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** `policy` allowing one more script: the inline one whose hash is `hash` ('sha256-...'). */
export function allowScript(policy: string, hash: string): string {
  if (!policy.includes("script-src 'self'")) throw new Error('csp: the policy has no script-src');
  return policy.replace("script-src 'self'", `script-src 'self' '${hash}'`);
}

/**
 * The hosts the admin's publishing connects to besides this site (docs/publishing.md): GitHub's
 * API always, and the git host (or CORS proxy) named at build time in `CSP_CONNECT_SRC`,
 * space-separated origins such as `https://git.example.com`.
 */
export function connectSources(extra: string | undefined = process.env.CSP_CONNECT_SRC): string[] {
  const sources = ['https://api.github.com'];
  for (const source of (extra ?? '').split(/\s+/).filter(Boolean)) {
    if (!/^(https?:\/\/[^\s;,'"]+|https:)$/.test(source)) {
      throw new Error(
        `csp: CSP_CONNECT_SRC holds '${source}': give origins such as https://git.example.com, separated by spaces`,
      );
    }
    if (!sources.includes(source)) sources.push(source);
  }
  return sources;
}

/** `policy` allowing connections to `sources` besides this site. */
export function allowConnect(policy: string, sources: readonly string[]): string {
  if (!policy.includes("connect-src 'self'")) throw new Error('csp: the policy has no connect-src');
  if (sources.length === 0) return policy;
  return policy.replace("connect-src 'self'", `connect-src 'self' ${sources.join(' ')}`);
}

/**
 * Puts the policy in the built page's head, right after the charset, and gives `_headers` (the
 * static host's CSP header) the same connect-src.
 */
export function contentSecurityPolicy(): Plugin {
  const sources = connectSources();
  let outDir = '';
  return {
    name: 'elifehome-csp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${allowConnect(CONTENT_SECURITY_POLICY, sources)}" />`,
      ),
    writeBundle() {
      const file = join(outDir, '_headers');
      if (existsSync(file)) writeFileSync(file, allowConnect(readFileSync(file, 'utf8'), sources));
    },
  };
}
