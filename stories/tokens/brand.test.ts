import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand, brandTokens } from '../../.storybook/brand';
import { parseTokens } from './parseTokens';

const tokens = parseTokens(readFileSync(resolve(__dirname, '../../src/styles/tokens.css'), 'utf8'));

describe('the Storybook UI theme', () => {
  it.each(Object.entries(brandTokens))('uses the value of %s from tokens.css', (key, token) => {
    const value = tokens.find((t) => t.name === token)?.value;
    expect(value).toBeDefined();
    expect(brand[key as keyof typeof brand]).toBe(value);
  });
});
