import { describe, expect, it } from 'vitest';
import { allowConnect, allowScript, connectSources, CONTENT_SECURITY_POLICY } from './csp.ts';

describe('allowScript', () => {
  it('adds the hash to script-src and nothing else', () => {
    const policy = allowScript(CONTENT_SECURITY_POLICY, 'sha256-abc=');
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy.replace(" 'sha256-abc='", '')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('refuses a policy without script-src', () => {
    expect(() => allowScript("default-src 'self'", 'sha256-abc=')).toThrow(/no script-src/);
  });
});

describe('connect-src for publishing', () => {
  it("allows GitHub's API and the hosts CSP_CONNECT_SRC names", () => {
    expect(connectSources(undefined)).toEqual(['https://api.github.com']);
    expect(connectSources(' https://git.example.com  http://127.0.0.1:9000 ')).toEqual([
      'https://api.github.com',
      'https://git.example.com',
      'http://127.0.0.1:9000',
    ]);
    expect(
      allowConnect(CONTENT_SECURITY_POLICY, connectSources('https://git.example.com')),
    ).toContain("connect-src 'self' https://api.github.com https://git.example.com https:;");
  });

  it('refuses a source that would break the policy', () => {
    expect(() => connectSources("https://a.example; script-src 'unsafe-inline'")).toThrow(
      /CSP_CONNECT_SRC/,
    );
  });
});
