// The deployment's build (`npm run build:deploy`, what the GitHub Pages workflow, Netlify and
// Cloudflare Pages run): the site (`npm run build`), then the Storybook designers review, built
// into dist/storybook/ so it is served at /storybook/ beside the site and updates with every
// publish, with headers of its own in dist/_headers.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

/** Where the Storybook is served, under the site's address. */
export const STORYBOOK_PATH = '/storybook/';

/**
 * Storybook's own pages need inline scripts and styles (its configuration, the styles its UI
 * injects) and frame their own preview: the site's policy forbids all three. So its pages get
 * a policy of their own, which keeps everything else to the site's origin, and they are kept
 * out of search engines.
 */
export const STORYBOOK_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/** Headers the site sets on every path (public/_headers) that Storybook's pages replace. */
const REPLACED = {
  'Content-Security-Policy': STORYBOOK_POLICY,
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * The `_headers` rule for the Storybook, added after the site's own. Netlify (and the static
 * host our tests and benchmarks use) give a path the value of the last rule that sets a header,
 * so this rule's values replace the site's. Cloudflare Pages joins the values of every matching
 * rule instead (two policies, both enforced), so there the rule first detaches the site's
 * (`! Name`, Cloudflare's syntax, which the others do not read).
 */
export function storybookHeaders({ cloudflare = false } = {}) {
  return [
    '',
    '# The published Storybook (scripts/deploy-build.mjs): a policy of its own, framed by itself.',
    `${STORYBOOK_PATH}*`,
    ...(cloudflare ? Object.keys(REPLACED).map((name) => `  ! ${name}`) : []),
    ...Object.entries(REPLACED).map(([name, value]) => `  ${name}: ${value}`),
    '  X-Robots-Tag: noindex',
    '',
  ].join('\n');
}

/** Runs a command with its output shown; exits with its status when it fails. */
function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run('npm', ['run', 'build']);
  run('npx', ['storybook', 'build', '--quiet', '-o', `dist${STORYBOOK_PATH}`]);
  // Cloudflare Pages names itself in the build's environment.
  appendFileSync('dist/_headers', storybookHeaders({ cloudflare: Boolean(process.env.CF_PAGES) }));
}
