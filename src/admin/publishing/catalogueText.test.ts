import { describe, expect, it } from 'vitest';
import * as prettier from 'prettier';
import { publishedSample } from '@/test/publishedSample';
import { catalogueText, textWidth } from './catalogueText';

/** What the repository's formatter makes of a JSON text (printWidth 100, as .prettierrc says). */
const formatted = (text: string) => prettier.format(text, { parser: 'json', printWidth: 100 });

describe('catalogueText', () => {
  it('writes the sample exactly as the repository holds it', () => {
    const { text } = publishedSample();
    expect(catalogueText(JSON.parse(text))).toBe(text);
  });

  it('lays out JSON as the formatter does: long lists, numbers, wide text, empty parts', async () => {
    const { document } = publishedSample();
    // Shapes the schemas would refuse are fine here: only the layout is under test.
    const doc = JSON.parse(JSON.stringify(document)) as {
      products: Record<string, unknown>[];
      siteSettings: Record<string, unknown>;
    };
    doc.products[0]!.keywords = Array.from({ length: 12 }, (_, i) => `keyword number ${i}`);
    doc.products[0]!.relatedProductIds = Array.from({ length: 60 }, (_, i) => i * 37);
    doc.products[1]!.tags = [
      '北欧',
      '現代的なデザイン',
      'ミニマリスト',
      'スカンジナビア風',
      'ラグジュアリー',
      '😀😀',
    ];
    doc.products[2]!.specs = [];
    doc.products[2]!.priceTiers = [{ minQuantity: 10, price: 1 }];
    doc.products[3]!.keywords = ['a'.repeat(70), 'b'];
    doc.products[4]!.keywords = ['x'.repeat(64)];
    doc.products[5]!.description = 'Quotes " and \\ backslashes\nand lines';
    doc.siteSettings.extra = {};
    const text = catalogueText(doc);
    expect(text).toBe(await formatted(text));
    expect(JSON.parse(text)).toEqual(doc);
  });

  it('counts columns as the formatter does', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('北欧')).toBe(4);
    expect(textWidth('😀')).toBe(2);
    expect(textWidth('é')).toBe(1);
  });
});
