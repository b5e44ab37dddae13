import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldTable } from './fieldTable';
import { PRODUCT_FIELDS } from './product';

const PAGE = join(import.meta.dirname, '../../../docs/fields.md');

describe('docs/fields.md', () => {
  it('is the table the declarations write (npm run docs:fields rewrites it)', async () => {
    const table = await fieldTable();
    if (process.env.FIELD_TABLE_WRITE) writeFileSync(PAGE, table);
    expect(readFileSync(PAGE, 'utf8')).toBe(table);
  });

  it('has a row for every declared product field', () => {
    const page = readFileSync(PAGE, 'utf8');
    for (const key of Object.keys(PRODUCT_FIELDS.fields))
      expect(page).toMatch(new RegExp(`^\\| \`${key}\` +\\|`, 'm'));
  });
});
