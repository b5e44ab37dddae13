import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './csp.ts';

// The host configurations in the repository build the same site the same way: `npm run build`
// with SITE_URL, serving dist/ with the build's _headers and _redirects.
const read = (file: string) => readFileSync(resolve(process.cwd(), file), 'utf8');

describe('deployment configurations', () => {
  it('GitHub Pages: every push to main builds with npm ci and npm run build and deploys dist', () => {
    const workflow = read('.github/workflows/pages.yml');
    expect(workflow).toMatch(/on:\n\s+push:\n\s+branches: \[main\]/);
    expect(workflow).toContain('- run: npm ci');
    expect(workflow).toContain('run: npm run build');
    expect(workflow).toMatch(/SITE_URL: \$\{\{/);
    expect(workflow).toMatch(/upload-pages-artifact@v\d+\n\s+with:\n\s+path: dist/);
    expect(workflow).toContain('actions/deploy-pages@');
    expect(workflow).toMatch(
      /permissions:\n\s+contents: read\n\s+pages: write\n\s+id-token: write/,
    );
  });

  it('Netlify and Cloudflare Pages publish dist from npm run build', () => {
    const netlify = read('netlify.toml');
    expect(netlify).toMatch(/command = ".*npm run build"/);
    expect(netlify).toContain('publish = "dist"');
    expect(read('wrangler.toml')).toContain('pages_build_output_dir = "dist"');
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
});
