// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORYBOOK_POLICY, storybookHeaders } from '../scripts/deploy-build.mjs';
import { parseHeaders, startStaticHost } from '../scripts/static-host.mjs';
import { CONTENT_SECURITY_POLICY } from './csp.ts';

// The host configurations in the repository build the same site the same way: `npm run build`
// with SITE_URL, serving dist/ with the build's _headers and _redirects.
const read = (file: string) => readFileSync(resolve(process.cwd(), file), 'utf8');

describe('deployment configurations', () => {
  it('GitHub Pages: every push to main builds with npm ci and npm run build:deploy and deploys dist', () => {
    const workflow = read('.github/workflows/pages.yml');
    expect(workflow).toMatch(/on:\n\s+push:\n\s+branches: \[main\]/);
    expect(workflow).toContain('- run: npm ci');
    expect(workflow).toContain('run: npm run build:deploy');
    expect(workflow).toMatch(/SITE_URL: \$\{\{/);
    expect(workflow).toMatch(/upload-pages-artifact@v\d+\n\s+with:\n\s+path: dist/);
    expect(workflow).toContain('actions/deploy-pages@');
    expect(workflow).toMatch(
      /permissions:\n\s+contents: read\n\s+pages: write\n\s+id-token: write/,
    );
  });

  it('Netlify and Cloudflare Pages publish dist from npm run build:deploy', () => {
    const netlify = read('netlify.toml');
    expect(netlify).toMatch(/command = ".*npm run build:deploy"/);
    expect(netlify).toContain('publish = "dist"');
    const wrangler = read('wrangler.toml');
    expect(wrangler).toContain('pages_build_output_dir = "dist"');
    expect(wrangler).toContain('build command "npm run build:deploy"');
  });

  it('the deployment builds the site, then the Storybook into dist/storybook, then its headers', () => {
    const script = JSON.parse(read('package.json')).scripts['build:deploy'];
    expect(script).toBe('node scripts/deploy-build.mjs');
    const source = read('scripts/deploy-build.mjs');
    const steps = [
      source.indexOf("run('npm', ['run', 'build'])"),
      source.indexOf(
        "run('npx', ['storybook', 'build', '--quiet', '-o', `dist${STORYBOOK_PATH}`])",
      ),
      source.indexOf("appendFileSync('dist/_headers', storybookHeaders("),
    ];
    expect(steps.every((at) => at > 0)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  it('the host rules send the admin to its shell and everything unknown to 404.html with 404', () => {
    const rules = read('public/_redirects')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/));
    expect(rules).toContainEqual(['/admin/*', '/admin.html', '200']);
    expect(rules.at(-1)).toEqual(['/*', '/404.html', '404']);
    const headers = read('public/_headers');
    expect(headers).toMatch(/\/assets\/\*\n\s+Cache-Control: public, max-age=31536000, immutable/);
    expect(headers).toMatch(/\/catalogue\/revision\.json\n\s+Cache-Control: no-cache/);
    const header = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
    // The header says at least what the page's own meta tag says (it adds frame-ancestors).
    for (const directive of CONTENT_SECURITY_POLICY.split('; '))
      expect(header).toContain(directive);
  });

  describe('the Storybook at /storybook/', () => {
    const siteHeaders = read('public/_headers');
    const header = (rules: ReturnType<typeof parseHeaders>, path: string, name: string) => {
      // Every rule whose pattern matches, in order; a later value replaces an earlier one.
      let value: string | null | undefined;
      for (const rule of rules) {
        if (
          !(rule.pattern.endsWith('*')
            ? path.startsWith(rule.pattern.slice(0, -1))
            : rule.pattern === path)
        )
          continue;
        for (const [key, v] of rule.headers) if (key === name) value = v;
      }
      return value;
    };

    it('gets a policy of its own that allows what its pages need and frames only itself', () => {
      for (const directive of [
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        "frame-src 'self'",
        "frame-ancestors 'self'",
        "connect-src 'self'",
        "object-src 'none'",
      ])
        expect(STORYBOOK_POLICY).toContain(directive);
      expect(STORYBOOK_POLICY).not.toContain('unsafe-eval');
      const rules = parseHeaders(siteHeaders + storybookHeaders());
      expect(header(rules, '/storybook/iframe.html', 'Content-Security-Policy')).toBe(
        STORYBOOK_POLICY,
      );
      expect(header(rules, '/storybook/', 'X-Frame-Options')).toBe('SAMEORIGIN');
      expect(header(rules, '/storybook/', 'X-Robots-Tag')).toBe('noindex');
      // The site's pages keep theirs.
      expect(header(rules, '/about', 'Content-Security-Policy')).toContain("script-src 'self'");
      expect(header(rules, '/about', 'Content-Security-Policy')).not.toContain('unsafe-inline');
      expect(header(rules, '/about', 'X-Frame-Options')).toBe('DENY');
    });

    it('on Cloudflare, first detaches the site-wide values, which Cloudflare would join to its own', () => {
      const lines = storybookHeaders({ cloudflare: true }).split('\n');
      const at = (line: string) => lines.indexOf(line);
      expect(at('/storybook/*')).toBeGreaterThan(0);
      expect(at('  ! Content-Security-Policy')).toBe(at('/storybook/*') + 1);
      expect(at('  ! X-Frame-Options')).toBe(at('/storybook/*') + 2);
      expect(at(`  Content-Security-Policy: ${STORYBOOK_POLICY}`)).toBeGreaterThan(
        at('  ! X-Frame-Options'),
      );
      expect(storybookHeaders()).not.toContain('!');
    });

    it('is served by a static host with its headers, the site beside it with its own', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'deploy-test-'));
      const server = await (async () => {
        mkdirSync(join(dir, 'storybook'));
        writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
        writeFileSync(
          join(dir, 'storybook', 'index.html'),
          '<!doctype html><title>Storybook</title>',
        );
        writeFileSync(join(dir, '_headers'), siteHeaders + storybookHeaders({ cloudflare: true }));
        writeFileSync(join(dir, '_redirects'), read('public/_redirects'));
        return startStaticHost(dir, 0);
      })();
      try {
        const folder = await fetch(`${server.url}/storybook`, { redirect: 'manual' });
        expect([folder.status, folder.headers.get('location')]).toEqual([301, '/storybook/']);
        const storybook = await fetch(`${server.url}/storybook/`);
        expect(await storybook.text()).toContain('<title>Storybook</title>');
        expect(storybook.headers.get('content-security-policy')).toBe(STORYBOOK_POLICY);
        expect(storybook.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        const home = await fetch(`${server.url}/`);
        expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(home.headers.get('x-frame-options')).toBe('DENY');
      } finally {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
