/**
 * Uploaded images are downscaled and re-encoded in the browser before they are stored
 * (docs/decisions.md#d13-downscale-uploads), so one phone photo cannot fill the few megabytes
 * browser storage allows.
 */
import { ADMIN_TEXTS } from '../messages';
import { withUploadName } from '@/domain/imageNames';
import { validateImageFile } from './forms';

/** Longest side of a gallery image. */
export const GALLERY_MAX_SIDE = 1600;

/** Longest side of the site logo. */
export const LOGO_MAX_SIDE = 512;

const QUALITY = 0.85;

/** Shown when the browser cannot decode the file even though its type says image. */
export const IMAGE_UNREADABLE = ADMIN_TEXTS.imageUnreadable;

/** The size that fits within `maxSide` on the longest side, never enlarged, at least 1 px. */
export function fitWithin(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error(IMAGE_UNREADABLE)));
    reader.readAsDataURL(file);
  });
}

/** Decodes through an <img> where createImageBitmap is missing (older Safari). */
function decodeWithImg(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.addEventListener('load', () => {
      URL.revokeObjectURL(url);
      resolve(img);
    });
    img.addEventListener('error', () => {
      URL.revokeObjectURL(url);
      reject(new Error(IMAGE_UNREADABLE));
    });
    img.src = url;
  });
}

async function decode(file: Blob): Promise<{
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        close: () => bitmap.close(),
      };
    } catch {
      // Fall through: some browsers decode formats through <img> that createImageBitmap refuses.
    }
  }
  const img = await decodeWithImg(file);
  return {
    source: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    close: () => undefined,
  };
}

function draw(source: CanvasImageSource, width: number, height: number, background?: string) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(IMAGE_UNREADABLE);
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

/**
 * The image as a data URL no larger than `maxSide` on its longest side: WebP at 0.85 where the
 * browser can encode it, else JPEG on white (JPEG has no transparency). SVG stays as it is: it
 * is vector already and is only ever shown through <img>, where its scripts never run.
 */
export async function resizeImageFile(file: File, maxSide: number): Promise<string> {
  // The original file's name travels with the image, for the change list and the file it
  // becomes when published (src/domain/imageNames.ts).
  return withUploadName(await encodeImageFile(file, maxSide), file.name);
}

async function encodeImageFile(file: File, maxSide: number): Promise<string> {
  if (file.type === 'image/svg+xml') return readAsDataUrl(file);
  const image = await decode(file);
  try {
    if (image.width === 0 || image.height === 0) throw new Error(IMAGE_UNREADABLE);
    const { width, height } = fitWithin(image.width, image.height, maxSide);
    const webp = draw(image.source, width, height).toDataURL('image/webp', QUALITY);
    if (webp.startsWith('data:image/webp')) return webp;
    return draw(image.source, width, height, '#ffffff').toDataURL('image/jpeg', QUALITY);
  } finally {
    image.close();
  }
}

/**
 * An uploaded file as the image data to store, with the gallery's checks and downscaling
 * (docs/requirements.md#upload-rules); rejects with the English message to show.
 */
export async function uploadedImageSrc(file: File, maxSide = GALLERY_MAX_SIDE): Promise<string> {
  const problem = validateImageFile(file);
  if (problem) throw new Error(problem);
  try {
    return await resizeImageFile(file, maxSide);
  } catch (error) {
    console.error('Admin: reading an uploaded image failed', error);
    throw new Error(IMAGE_UNREADABLE, { cause: error });
  }
}
