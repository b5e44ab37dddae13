import { describe, expect, it } from 'vitest';
import { fitWithin, GALLERY_MAX_SIDE, LOGO_MAX_SIDE } from './imageResize';

describe('fitWithin', () => {
  it('scales the longest side down to the limit and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000, GALLERY_MAX_SIDE)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1000, 2000, LOGO_MAX_SIDE)).toEqual({ width: 256, height: 512 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(64, 64, GALLERY_MAX_SIDE)).toEqual({ width: 64, height: 64 });
  });

  it('keeps at least one pixel on a very thin image', () => {
    expect(fitWithin(10000, 2, 512)).toEqual({ width: 512, height: 1 });
  });
});
