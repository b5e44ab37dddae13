import { describe, expect, it } from 'vitest';
import {
  imageReference,
  parseImageReference,
  plainImageUrl,
  processedImageDir,
  widthsFor,
} from './images';

const GRID = 'ebe4dbdad0c6cac4bbf2ebe2d6cbbfc8c2b8cdc0aebdb09db5a792';

describe('processed image references', () => {
  it('make the widths that fit, or the image itself when it is narrower than all of them', () => {
    expect(widthsFor(1920)).toEqual([400, 800, 1200, 1600]);
    expect(widthsFor(1200)).toEqual([400, 800, 1200]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it('carry the size and colour grid, and give back srcset lists for both formats', () => {
    const dir = processedImageDir('products/oak-table-1.jpg', '3fa2c1d4e5f6');
    const reference = imageReference(dir, 1200, 900, GRID);
    expect(reference).toBe(
      `/catalogue/img/products/oak-table-1.jpg/3fa2c1d4e5f6/1200.webp#1200x900.${GRID}`,
    );
    const info = parseImageReference(reference)!;
    expect(info).toMatchObject({ width: 1200, height: 900 });
    expect(info.src).toBe('/catalogue/img/products/oak-table-1.jpg/3fa2c1d4e5f6/1200.webp');
    expect(info.srcset.avif.split(', ')).toEqual([
      '/catalogue/img/products/oak-table-1.jpg/3fa2c1d4e5f6/400.avif 400w',
      '/catalogue/img/products/oak-table-1.jpg/3fa2c1d4e5f6/800.avif 800w',
      '/catalogue/img/products/oak-table-1.jpg/3fa2c1d4e5f6/1200.avif 1200w',
    ]);
    expect(info.placeholder).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(info.placeholder).not.toMatch(/[<>#]/);
  });

  it('leave every other address alone', () => {
    expect(parseImageReference('https://example.com/a.jpg')).toBeUndefined();
    expect(parseImageReference('data:image/png;base64,AAAA')).toBeUndefined();
    expect(parseImageReference('/catalogue/img/x/zz/1200.webp#1x1.00')).toBeUndefined();
    expect(plainImageUrl('https://example.com/a.jpg#x')).toBe('https://example.com/a.jpg#x');
    expect(plainImageUrl(`/catalogue/img/a/3fa2c1d4e5f6/400.webp#400x300.${GRID}`)).toBe(
      '/catalogue/img/a/3fa2c1d4e5f6/400.webp',
    );
  });
});
