/**
 * Images the build has processed carry everything a page needs in their address, so no
 * manifest travels with the catalogue: `/catalogue/img/<path>/<hash>/<width>.webp#<w>x<h>.<grid>`
 * names the largest WebP, the intrinsic size, and a 3x3 grid of colours (54 hex digits) that
 * the page draws as a blurred placeholder while the image loads. The other widths and the AVIF
 * versions sit beside it under the same hash.
 */

/** The widths the build makes of every image, never wider than the original. */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;

export type ImageFormat = 'avif' | 'webp';

/** The widths made of an image `width` pixels wide (the image itself when it is smaller). */
export function widthsFor(width: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

/** The folder (within the built site) of one processed image. */
export function processedImageDir(folder: string, hash: string): string {
  return `catalogue/img/${folder}/${hash}`;
}

/** The reference the app stores for a processed image. */
export function imageReference(dir: string, width: number, height: number, grid: string) {
  return `/${dir}/${Math.max(...widthsFor(width))}.webp#${width}x${height}.${grid}`;
}

export interface ProcessedImageInfo {
  /** The largest WebP, for browsers that take neither `srcset` list. */
  src: string;
  width: number;
  height: number;
  /** `srcset` values per format, narrowest first. */
  srcset: Record<ImageFormat, string>;
  /** A blurred placeholder as an SVG data URL. */
  placeholder: string;
}

const REFERENCE = /^(\/catalogue\/img\/.+\/[0-9a-f]{8,64})\/\d+\.webp#(\d+)x(\d+)\.([0-9a-f]{54})$/;

/** What a processed image's reference says; undefined for any other address. */
export function parseImageReference(url: string): ProcessedImageInfo | undefined {
  const match = REFERENCE.exec(url);
  if (!match) return undefined;
  const [, dir, w, h, grid] = match as unknown as [string, string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  const widths = widthsFor(width);
  const list = (format: ImageFormat) =>
    widths.map((size) => `${dir}/${size}.${format} ${size}w`).join(', ');
  return {
    src: `${dir}/${Math.max(...widths)}.webp`,
    width,
    height,
    srcset: { avif: list('avif'), webp: list('webp') },
    placeholder: gridPlaceholder(grid, width, height),
  };
}

/** The address without the fragment: for meta tags, structured data and downloads. */
export function plainImageUrl(url: string): string {
  return url.startsWith('/catalogue/img/') ? url.replace(/#.*$/, '') : url;
}

/** The preview's longer side in pixels: enough for the browser's smoothing to leave no creases. */
const PREVIEW_SIZE = 8;

/**
 * The 3x3 grid of colours as a small bitmap, each pixel blended from the four nearest cells'
 * centres with an eased weight, so the browser, stretching it over the image's box, draws a soft
 * preview. A raster decodes in a fraction of the time an SVG with a blur filter took: each SVG
 * image is a document of its own to lay out, and its filter is painted at the box's full size,
 * which on a page of product cards held a phone's main thread for hundreds of milliseconds.
 */
function gridPlaceholder(grid: string, width: number, height: number): string {
  // In the image's proportions, so that fitted to the box it is cropped as the image will be.
  const scale = PREVIEW_SIZE / Math.max(width, height);
  const across = Math.max(2, Math.round(width * scale));
  const down = Math.max(2, Math.round(height * scale));
  const cells = Array.from({ length: 9 }, (_, i) =>
    [0, 1, 2].map((c) => parseInt(grid.slice(i * 6 + c * 2, i * 6 + c * 2 + 2), 16)),
  );
  const cell = (x: number, y: number) =>
    cells[Math.min(2, Math.max(0, y)) * 3 + Math.min(2, Math.max(0, x))]!;
  const ease = (t: number) => t * t * (3 - 2 * t);
  return bitmapDataUrl(across, down, (x, y) => {
    // Where this pixel's centre falls in cell units, measured from the first cell's centre.
    const fx = ((x + 0.5) / across) * 3 - 0.5;
    const fy = ((y + 0.5) / down) * 3 - 0.5;
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const tx = ease(Math.min(1, Math.max(0, fx - x0)));
    const ty = ease(Math.min(1, Math.max(0, fy - y0)));
    const [a, b, c, d] = [cell(x0, y0), cell(x0 + 1, y0), cell(x0, y0 + 1), cell(x0 + 1, y0 + 1)];
    return [0, 1, 2].map((k) =>
      Math.round((a[k]! * (1 - tx) + b[k]! * tx) * (1 - ty) + (c[k]! * (1 - tx) + d[k]! * tx) * ty),
    );
  });
}

/**
 * An uncompressed 24-bit BMP as a data URL: a 14-byte file header, a 40-byte info header, then
 * the rows bottom to top, each pixel blue, green, red, each row padded to four bytes.
 */
function bitmapDataUrl(
  width: number,
  height: number,
  pixel: (x: number, y: number) => number[],
): string {
  const HEADER = 54;
  const row = Math.ceil((width * 3) / 4) * 4;
  const bytes = new Uint8Array(HEADER + row * height);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]); // "BM"
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, HEADER, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true); // positive: the rows run bottom to top
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, 24, true); // bits per pixel
  view.setUint32(34, row * height, true);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      bytes.set([b!, g!, r!], HEADER + (height - 1 - y) * row + x * 3);
    }
  }
  return `data:image/bmp;base64,${btoa(String.fromCharCode(...bytes))}`;
}
