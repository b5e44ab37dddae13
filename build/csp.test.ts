import { describe, expect, it } from 'vitest';
import { allowScript, CONTENT_SECURITY_POLICY } from './csp.ts';

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
