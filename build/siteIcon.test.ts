import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ICON_SOURCE, renderTabIcon, TAB_ICON } from './siteIcon.ts';

describe('the tab icon', () => {
  it('is a small PNG of the drawing at its size, its corners clear and its middle the dark tile', async () => {
    const png = await renderTabIcon(await readFile(ICON_SOURCE));
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: TAB_ICON.size, height: TAB_ICON.size, channels: 4 });
    expect(png.length).toBeLessThan(2048);

    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4).slice(0, 4),
    ];
    // The tile's rounded corner leaves the very corner transparent.
    expect(pixel(0, 0)[3]).toBe(0);
    // Left of the letter, halfway down: the tile's colour (#24211e), opaque.
    const [r, g, b, a] = pixel(6, 24);
    expect(a).toBe(255);
    expect(Math.abs(r! - 0x24) + Math.abs(g! - 0x21) + Math.abs(b! - 0x1e)).toBeLessThan(12);
    // The letter is drawn: some pixels in the middle are light.
    const light = [...Array(12).keys()].some((i) => pixel(18 + i, 24)[0]! > 200);
    expect(light).toBe(true);
  });

  it('is what every page links, and no page asks the browser to draw the SVG', async () => {
    const template = await readFile('index.html', 'utf8');
    const icons = [...template.matchAll(/<link rel="icon"[^>]*>/g)].map(([tag]) => tag);
    expect(icons).toEqual([
      `<link rel="icon" href="${TAB_ICON.path}" type="image/png" sizes="${TAB_ICON.size}x${TAB_ICON.size}" />`,
    ]);
  });
});
