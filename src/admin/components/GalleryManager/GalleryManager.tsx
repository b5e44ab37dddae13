import { imageDisplayName, uploadName } from '@/domain/imageNames';
import { clsx } from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { Image } from '@/components/atoms/Image';
import { EmptyState } from '@/components/molecules/EmptyState';
import { FormAlert } from '@/components/molecules/FormAlert';
import styles from './GalleryManager.module.css';
import { FileButton } from '../FileButton';

export interface GalleryManagerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onCopy'> {
  /** Image URLs or data URLs, newest first (the order they are shown). */
  images: string[];
  /** A file the admin picked; the page checks type and size and reports problems via `error`. */
  onUpload: (file: File) => void;
  /** While true the upload control is disabled and reads 'Uploading...'. */
  uploadBusy?: boolean;
  /** Copy this image's URL (the page uses the clipboard and raises the toast). */
  onCopy: (src: string) => void;
  /** Delete this image (the page confirms). */
  onDelete: (src: string) => void;
  /** An upload problem, shown as an alert beside the upload control. */
  error?: string;
  /** The language of `error` when it is not English (the gallery's own texts are Chinese). */
  errorLang?: string;
  /** The same problem in English, on a line below `error`. */
  errorTranslation?: string;
}

/**
 * Where an image comes from, in a few words: an uploaded file (by its name), the host an outside
 * image is served by, or the catalogue's own file.
 */
function sourceLabel(src: string): string {
  if (src.slice(0, 5).toLowerCase() === 'data:') {
    const name = uploadName(src);
    return name ? `Uploaded: ${name}` : 'Uploaded image';
  }
  if (/^https?:\/\//i.test(src)) {
    try {
      return new URL(src).hostname;
    } catch {
      return 'Image link';
    }
  }
  return imageDisplayName(src);
}

/** The image gallery admin: upload, copy an image's URL, delete. */
export function GalleryManager({
  images,
  onUpload,
  uploadBusy = false,
  onCopy,
  onDelete,
  error,
  errorLang,
  errorTranslation,
  className,
  ...rest
}: GalleryManagerProps) {
  const hintId = useId();

  return (
    <div className={clsx(styles.root, className)} {...rest}>
      <div className={styles.uploadRow}>
        <FileButton
          variant="primary"
          label="Upload image"
          busyLabel="Uploading..."
          busy={uploadBusy}
          accept="image/*"
          aria-describedby={hintId}
          onFiles={([file]) => file && onUpload(file)}
        />
        <p id={hintId} className={styles.hint}>
          JPEG, PNG, WebP, GIF or SVG under 5MB. Large photos are resized before they are stored.
        </p>
        {error && (
          <FormAlert className={styles.error}>
            <span lang={errorLang}>{error}</span>
            {errorTranslation && <span className={styles.translation}>{errorTranslation}</span>}
          </FormAlert>
        )}
      </div>

      {images.length === 0 ? (
        <EmptyState
          icon="image"
          title="No images yet"
          body="Uploaded images appear here, ready to copy into products and slides."
        />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {images.length} {images.length === 1 ? 'image' : 'images'}, newest first
          </p>
          <ul className={styles.grid} aria-label="Gallery images">
            {images.map((src, index) => {
              const label = `image ${index + 1}`;
              return (
                <li key={src} className={styles.item}>
                  <Image src={src} alt={`Gallery ${label}`} ratio="1:1" className={styles.image} />
                  <p className={styles.source}>{sourceLabel(src)}</p>
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<Icon name="copy" size={16} />}
                      aria-label={`Copy URL of ${label}`}
                      onClick={() => onCopy(src)}
                    >
                      Copy URL
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className={styles.delete}
                      icon={<Icon name="trash" size={16} />}
                      aria-label={`Delete ${label}`}
                      onClick={() => onDelete(src)}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
