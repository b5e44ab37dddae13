import { imageDisplayName } from '@/domain/imageNames';
import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { IconButton } from '@/components/atoms/IconButton';
import { Image } from '@/components/atoms/Image';
import { TextField } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { ShowMore } from '@/components/molecules/ShowMore';
import { isSafeImageSrc } from '@/domain/links';
import { MESSAGES, moveItem } from '../../domain/forms';
import styles from './ImageListEditor.module.css';
import { FileButton } from '../FileButton';

const ALREADY_LISTED = 'This image is already in the list';
const NOTHING_TO_ADD = 'Enter an image address to add';
/** Gallery thumbnails per batch: a gallery of thousands opens (and closes) at once. */
const GALLERY_BATCH = 60;

type FocusTarget = { index: number; action: 'up' | 'down' | 'remove' } | 'input' | null;

export interface ImageListEditorProps extends Omit<
  HTMLAttributes<HTMLFieldSetElement>,
  'onChange'
> {
  /** The image URLs in order; the first is the main photo. */
  images: string[];
  /** Called with the new list after every add, pick, move or remove. */
  onChange: (images: string[]) => void;
  /** Images the admin can pick from (the gallery), shown as thumbnails. */
  gallery?: string[];
  /** The group's legend. */
  legend?: string;
  /** Marks the legend with an asterisk. */
  required?: boolean;
  /** An error for the whole list (e.g. 'At least one image is required'), shown at the URL input. */
  error?: string | undefined;
  /** The URL input's id, so a form can point at it. */
  inputId?: string;
  /**
   * Checks and downscales a picked or dropped file into the image to add, or rejects with the
   * message to show. Given, the editor also takes files: an upload button and drag and drop.
   */
  prepareUpload?: (file: File) => Promise<string>;
}

/** True while a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** Edits a list of image URLs: upload or drop files, add by URL, pick from the gallery, reorder, remove. */
export function ImageListEditor({
  images,
  onChange,
  gallery = [],
  legend = 'Images',
  required = false,
  error,
  inputId,
  prepareUpload,
  className,
  ...rest
}: ImageListEditorProps) {
  const hintId = useId();
  const uploadHintId = useId();
  const [url, setUrl] = useState('');
  const [addError, setAddError] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingFocus = useRef<FocusTarget>(null);
  // The thumbnails exist only while the gallery is open, a batch at a time.
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [galleryShown, setGalleryShown] = useState(GALLERY_BATCH);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [dragging, setDragging] = useState(false);
  // Uploads finish after renders that may have changed the list: add to the latest one.
  const latestImages = useRef(images);
  useEffect(() => {
    latestImages.current = images;
  }, [images]);

  // Moving or removing re-renders the list; focus then lands on the matching control of the
  // item that moved (or its neighbour) instead of falling back to the page. It runs after
  // every render but does nothing unless a handler left a target.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === null) return;
    const item = target === 'input' ? null : listRef.current?.children.item(target.index);
    if (!item || target === 'input') {
      inputRef.current?.focus();
      return;
    }
    const buttons = [...item.querySelectorAll<HTMLButtonElement>('button[data-action]')];
    const preferred = buttons.find((b) => b.dataset.action === target.action && !b.disabled);
    (preferred ?? buttons.find((b) => !b.disabled))?.focus();
  });

  /** Appends a URL when it is usable and new; otherwise explains why not. True when added. */
  function add(candidate: string): boolean {
    const value = candidate.trim();
    const problem =
      value === ''
        ? NOTHING_TO_ADD
        : !isSafeImageSrc(value)
          ? MESSAGES.sliderImageUnsafe
          : images.includes(value)
            ? ALREADY_LISTED
            : undefined;
    setAddError(problem);
    if (problem) return false;
    onChange([...images, value]);
    setAnnouncement(`Image added as number ${images.length + 1} of ${images.length + 1}`);
    return true;
  }

  function handleAddUrl() {
    if (add(url)) setUrl('');
  }

  function handleUrlKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the image rather than submitting the whole product form.
    if (event.key === 'Enter') {
      event.preventDefault();
      handleAddUrl();
    }
  }

  /** Prepares each file in turn, then adds every image that came out of it in one change. */
  async function addFiles(files: File[]) {
    if (!prepareUpload || files.length === 0 || uploading) return;
    setUploading(true);
    setUploadError(undefined);
    const prepared: string[] = [];
    const problems: string[] = [];
    for (const file of files) {
      try {
        prepared.push(await prepareUpload(file));
      } catch (refusal) {
        const message = refusal instanceof Error ? refusal.message : String(refusal);
        problems.push(files.length > 1 ? `${file.name}: ${message}` : message);
      }
    }
    setUploading(false);
    const current = latestImages.current;
    const fresh = prepared.filter(
      (src, i) => !current.includes(src) && prepared.indexOf(src) === i,
    );
    if (fresh.length > 0) {
      onChange([...current, ...fresh]);
      const total = current.length + fresh.length;
      setAnnouncement(
        fresh.length === 1
          ? `Image added as number ${total} of ${total}`
          : `${fresh.length} images added, ${total} in all`,
      );
    }
    if (problems.length > 0) setUploadError(problems.join(' '));
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (!prepareUpload || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    if (!prepareUpload || !carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    void addFiles([...event.dataTransfer.files]);
  }

  function handleMove(index: number, direction: -1 | 1) {
    const target = index + direction;
    pendingFocus.current = { index: target, action: direction === -1 ? 'up' : 'down' };
    onChange(moveItem(images, index, direction));
    setAnnouncement(`Image moved to number ${target + 1} of ${images.length}`);
  }

  function handleRemove(index: number) {
    const next = images.filter((_, i) => i !== index);
    pendingFocus.current =
      next.length === 0 ? 'input' : { index: Math.min(index, next.length - 1), action: 'remove' };
    onChange(next);
    setAnnouncement(`Image ${index + 1} removed, ${next.length} left`);
  }

  function handleGalleryToggle(src: string) {
    const at = images.indexOf(src);
    if (at === -1) {
      add(src);
      return;
    }
    onChange(images.filter((_, i) => i !== at));
    setAnnouncement(`Image ${at + 1} removed, ${images.length - 1} left`);
  }

  // Keys follow the URL so a moved thumbnail keeps its loaded image; repeats get a suffix.
  const seen = new Map<string, number>();
  const keyed = images.map((src) => {
    const count = seen.get(src) ?? 0;
    seen.set(src, count + 1);
    return { src, key: count === 0 ? src : `${src}#${count}` };
  });

  return (
    <fieldset className={clsx(styles.root, className)} aria-describedby={hintId} {...rest}>
      <legend className={styles.legend}>
        {legend}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <p id={hintId} className={styles.hint}>
        The first image is the main photo on cards and the product page.
      </p>

      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        {images.length === 0 ? (
          <p className={styles.empty}>
            <Icon name="image" size={20} />
            {prepareUpload
              ? 'No images yet. Drop image files here or upload them.'
              : 'No images yet.'}
          </p>
        ) : (
          <ol ref={listRef} className={styles.list}>
            {keyed.map(({ src, key }, index) => (
              <li key={key} className={styles.item}>
                <Image src={src} alt="" ratio="1:1" className={styles.thumb} />
                <div className={styles.itemText}>
                  <span className={styles.position}>
                    {index === 0 ? 'Main image' : `Image ${index + 1}`}
                  </span>
                  <span className={styles.url} title={src}>
                    {src.startsWith('data:')
                      ? `Uploaded: ${imageDisplayName(src)}`
                      : imageDisplayName(src)}
                  </span>
                </div>
                <div className={styles.itemActions}>
                  <IconButton
                    icon="chevronUp"
                    label={`Move image ${index + 1} up`}
                    data-action="up"
                    disabled={index === 0}
                    onClick={() => handleMove(index, -1)}
                  />
                  <IconButton
                    icon="chevronDown"
                    label={`Move image ${index + 1} down`}
                    data-action="down"
                    disabled={index === images.length - 1}
                    onClick={() => handleMove(index, 1)}
                  />
                  <IconButton
                    icon="trash"
                    label={`Remove image ${index + 1}`}
                    data-action="remove"
                    onClick={() => handleRemove(index)}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>

      {prepareUpload && (
        <div className={styles.uploadRow}>
          <FileButton
            label="Upload images"
            busyLabel="Uploading..."
            busy={uploading}
            accept="image/*"
            multiple
            aria-describedby={uploadHintId}
            onFiles={(files) => void addFiles(files)}
          />
          <p id={uploadHintId} className={styles.uploadHint}>
            JPEG, PNG, WebP, GIF or SVG under 5MB each, or drop files on the list. Large photos are
            resized.
          </p>
          {uploadError && <FormAlert className={styles.uploadError}>{uploadError}</FormAlert>}
        </div>
      )}

      <div className={styles.addRow}>
        <TextField
          ref={inputRef}
          id={inputId}
          label="Add an image by URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setAddError(undefined);
          }}
          onKeyDown={handleUrlKeyDown}
          error={addError ?? error}
          className={styles.urlField}
        />
        <Button variant="secondary" icon={<Icon name="plus" />} onClick={handleAddUrl}>
          Add image
        </Button>
      </div>

      {gallery.length > 0 && (
        <details
          className={styles.gallery}
          open={galleryOpen}
          onToggle={(event) => setGalleryOpen(event.currentTarget.open)}
        >
          <summary
            className={styles.summary}
            onClick={(event) => {
              // Rendered in the same event, so the thumbnails are there when it opens.
              event.preventDefault();
              setGalleryOpen((open) => !open);
            }}
          >
            <Icon name="chevronDown" size={18} className={styles.summaryIcon} />
            Choose from gallery ({gallery.length})
          </summary>
          {galleryOpen && (
            <>
              <ul className={styles.galleryGrid}>
                {gallery.slice(0, galleryShown).map((src, index) => {
                  const used = images.includes(src);
                  return (
                    <li key={src}>
                      <button
                        type="button"
                        className={styles.galleryButton}
                        aria-pressed={used}
                        aria-label={`Gallery image ${index + 1}`}
                        onClick={() => handleGalleryToggle(src)}
                      >
                        <Image src={src} alt="" ratio="1:1" />
                        {used && (
                          <span className={styles.check} aria-hidden="true">
                            <Icon name="check" size={16} />
                          </span>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
              {gallery.length > GALLERY_BATCH && (
                <ShowMore
                  shown={galleryShown}
                  total={gallery.length}
                  itemLabel="images"
                  onShowMore={() => setGalleryShown((shown) => shown + GALLERY_BATCH)}
                />
              )}
            </>
          )}
        </details>
      )}

      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
