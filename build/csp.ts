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

/** Puts the policy in the built page's head, right after the charset. */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'elifehome-csp',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`,
      ),
  };
}
