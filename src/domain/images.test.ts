import { describe, expect, it } from 'vitest';
import {
  imageReference,
  parseImageReference,
  plainImageUrl,
  processedImageDir,
  widthsFor,
} from './images';

/** A placeholder's bytes, read back from its base64 data URL. */
const bitmapOf = (placeholder: string) => {
  const bytes = Uint8Array.from(atob(placeholder.split(',')[1]!), (c) => c.charCodeAt(0));
  return { bytes, view: new DataView(bytes.buffer) };
};

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
    expect(info.placeholder).toMatch(/^data:image\/bmp;base64,[A-Za-z0-9+/]+=*$/);
  });

  it('draw the placeholder as a small bitmap of the grid: its corners are the corner cells', () => {
    const { placeholder } = parseImageReference(
      `/catalogue/img/a/3fa2c1d4e5f6/400.webp#400x400.${GRID}`,
    )!;
    const { bytes, view } = bitmapOf(placeholder);
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('BM');
    expect(view.getUint32(2, true)).toBe(bytes.length);
    const size = view.getInt32(18, true);
    expect([size, view.getInt32(22, true), view.getUint16(28, true)]).toEqual([8, 8, 24]);
    // Rows are stored bottom to top, each pixel blue, green, red, each row padded to 4 bytes.
    const row = Math.ceil((size * 3) / 4) * 4;
    const pixel = (x: number, y: number) => {
      const at = view.getUint32(10, true) + (size - 1 - y) * row + x * 3;
      return [bytes[at + 2], bytes[at + 1], bytes[at]]
        .map((v) => v!.toString(16).padStart(2, '0'))
        .join('');
    };
    const cell = (i: number) => GRID.slice(i * 6, i * 6 + 6);
    expect([pixel(0, 0), pixel(7, 0), pixel(0, 7), pixel(7, 7)]).toEqual([
      cell(0),
      cell(2),
      cell(6),
      cell(8),
    ]);
    // Between two cells' centres the colour is a blend of both.
    const middle = parseInt(pixel(5, 5).slice(0, 2), 16);
    const around = [cell(4), cell(5), cell(7), cell(8)].map((hex) => parseInt(hex.slice(0, 2), 16));
    expect(middle).toBeGreaterThanOrEqual(Math.min(...around));
    expect(middle).toBeLessThanOrEqual(Math.max(...around));
  });

  it("draw the placeholder in the image's proportions, eight pixels on its longer side", () => {
    const size = (reference: string) => {
      const { view } = bitmapOf(parseImageReference(reference)!.placeholder);
      return [view.getInt32(18, true), view.getInt32(22, true)];
    };
    expect(size(`/catalogue/img/a/3fa2c1d4e5f6/1600.webp#1600x900.${GRID}`)).toEqual([8, 5]);
    expect(size(`/catalogue/img/a/3fa2c1d4e5f6/400.webp#300x400.${GRID}`)).toEqual([6, 8]);
    expect(size(`/catalogue/img/a/3fa2c1d4e5f6/1600.webp#1600x100.${GRID}`)).toEqual([8, 2]);
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
