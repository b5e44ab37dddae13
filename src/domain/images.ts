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
    placeholder: gridPlaceholder(grid),
  };
}

/** The address without the fragment: for meta tags, structured data and downloads. */
export function plainImageUrl(url: string): string {
  return url.startsWith('/catalogue/img/') ? url.replace(/#.*$/, '') : url;
}

/** Nine colours drawn as a 3x3 grid, blurred, over their average (so the edges stay filled). */
function gridPlaceholder(grid: string): string {
  const colours = Array.from({ length: 9 }, (_, i) => grid.slice(i * 6, i * 6 + 6));
  const channel = (c: number) =>
    Math.round(colours.reduce((sum, hex) => sum + parseInt(hex.slice(c * 2, c * 2 + 2), 16), 0) / 9)
      .toString(16)
      .padStart(2, '0');
  const average = `${channel(0)}${channel(1)}${channel(2)}`;
  const cells = colours
    .map(
      (hex, i) =>
        `<rect x='${i % 3}' y='${Math.floor(i / 3)}' width='1' height='1' fill='%23${hex}'/>`,
    )
    .join('');
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 3 3' preserveAspectRatio='none'>` +
    `<filter id='b'><feGaussianBlur stdDeviation='.55'/></filter>` +
    `<rect width='3' height='3' fill='%23${average}'/><g filter='url(%23b)'>${cells}</g></svg>`;
  return `data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E')}`;
}
