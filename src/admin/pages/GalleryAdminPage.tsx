import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { GalleryManager } from '../components/GalleryManager';
import { toast } from '@/components/organisms/Toaster';
import { ADMIN_TOASTS } from '../messages';
import { validateImageFile } from '@/admin/domain/forms';
import { galleryAtom } from '@/state';
import { addGalleryImageAtom, deleteGalleryImageAtom } from '../state/actions';
import { STORAGE_KEYS } from '@/storage';
import { copyText } from '@/pages/shared/handoff';
import { AdminScreen } from './AdminScreen';
import { ALTERNATIVE_WORDING, announceWrite, logFailure } from '../hooks/feedback';
import { GALLERY_MAX_SIDE, IMAGE_UNREADABLE, resizeImageFile } from '../domain/imageResize';

/** Said after an upload is stored (SPEC §8 quotes no text for it). */
export const IMAGE_UPLOADED = 'Image uploaded successfully';

/** Asked before an image leaves the gallery. */
export const IMAGE_DELETE_CONFIRM =
  'Delete this image from the gallery? Products that use it keep their own copy of the address.';

/** /admin/images: upload, delete and copy the address of gallery images (SPEC §2, §5, §8). */
export function GalleryAdminPage() {
  const gallery = useAtomValue(galleryAtom);
  const addImage = useSetAtom(addGalleryImageAtom);
  const deleteImage = useSetAtom(deleteGalleryImageAtom);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const rootRef = useRef<HTMLDivElement>(null);

  const handleUpload = async (file: File) => {
    // SPEC §5: checked before the file is read; the gallery speaks Chinese here.
    const problem = validateImageFile(file, 'zh');
    if (problem) {
      setUploadError(problem);
      return;
    }
    setUploadError(undefined);
    setUploading(true);
    let src: string;
    try {
      src = await resizeImageFile(file, GALLERY_MAX_SIDE);
    } catch (error) {
      logFailure('reading an uploaded image', error);
      setUploadError(IMAGE_UNREADABLE);
      setUploading(false);
      return;
    }
    try {
      announceWrite(addImage(src), STORAGE_KEYS.gallery, {
        saved: IMAGE_UPLOADED,
        alternative: ALTERNATIVE_WORDING.gallery,
      });
    } catch (error) {
      logFailure('storing an uploaded image', error);
      toast.error(ADMIN_TOASTS.unexpected);
    } finally {
      setUploading(false);
    }
  };

  const handleCopy = async (src: string) => {
    if (await copyText(src)) {
      toast.success(ADMIN_TOASTS.imageUrlCopied);
      return;
    }
    // SPEC §7: where the clipboard refuses, the address is shown for copying by hand.
    window.alert(src);
    toast.info(ADMIN_TOASTS.imageUrlInAlert);
  };

  const handleDelete = (src: string) => {
    if (!window.confirm(IMAGE_DELETE_CONFIRM)) return;
    const index = gallery.indexOf(src);
    try {
      const target = deleteImage(src);
      announceWrite(target, STORAGE_KEYS.gallery, { saved: ADMIN_TOASTS.imageDeleted });
      // The deleted button is gone: focus the image that took its place, or the upload control.
      requestAnimationFrame(() => {
        const root = rootRef.current;
        const deletes = root?.querySelectorAll<HTMLElement>('button[aria-label^="Delete image"]');
        const next = deletes?.[Math.min(index, deletes.length - 1)];
        (next ?? root?.querySelector<HTMLElement>('input[type="file"]'))?.focus();
      });
    } catch (error) {
      logFailure('deleting a gallery image', error);
      toast.error(ADMIN_TOASTS.unexpected);
    }
  };

  return (
    <AdminScreen
      title="Images"
      intro="Pictures you can pick for products and slides. Product images join the gallery when a product is saved."
    >
      <div ref={rootRef}>
        <GalleryManager
          images={gallery}
          onUpload={(file) => void handleUpload(file)}
          uploadBusy={uploading}
          onCopy={(src) => void handleCopy(src)}
          onDelete={handleDelete}
          error={uploadError}
        />
      </div>
    </AdminScreen>
  );
}
