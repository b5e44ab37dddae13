import { useRef, useState } from 'react';
import { GalleryManager } from '../components/GalleryManager';
import { toast } from '@/components/organisms/Toaster';
import { ADMIN_TEXTS, ADMIN_TOASTS, ALTERNATIVE_WORDING } from '../messages';
import { validateImageFile } from '../domain/forms';
import { copyText } from '@/pages/shared/handoff';
import { AdminScreen } from './AdminScreen';
import { useGalleryAdmin } from '../hooks/screens';
import { useAdminSave } from '../hooks/useAdminSave';
import { useFileWork } from '../hooks/useFileWork';
import { GALLERY_MAX_SIDE, IMAGE_UNREADABLE, resizeImageFile } from '../domain/imageResize';

/** An upload problem: its text, the text's language when not English, an English line. */
interface UploadError {
  text: string;
  lang?: string;
  translation?: string | null;
}

/** /admin/images: upload, delete and copy the address of gallery images. */
export function GalleryAdminPage() {
  const { gallery, add: addImage, remove: deleteImage } = useGalleryAdmin();
  const { perform } = useAdminSave();
  const { busy: uploading, run } = useFileWork<'upload'>();
  const [uploadError, setUploadError] = useState<UploadError>();
  const rootRef = useRef<HTMLDivElement>(null);

  const handleUpload = async (file: File) => {
    // Checked before the file is read. docs/requirements.md#upload-rules words the gallery's messages in Chinese; the
    // English line below is for an owner who does not read it.
    const problem = validateImageFile(file, 'zh');
    if (problem) {
      setUploadError({ text: problem, lang: 'zh-Hans', translation: validateImageFile(file) });
      return;
    }
    setUploadError(undefined);
    await run(
      {
        kind: 'upload',
        what: 'reading an uploaded image',
        failed: () => setUploadError({ text: IMAGE_UNREADABLE }),
      },
      async () => {
        const src = await resizeImageFile(file, GALLERY_MAX_SIDE);
        perform({
          what: 'storing an uploaded image',
          run: () => addImage(src),
          saved: ADMIN_TEXTS.imageUploaded,
          alternative: ALTERNATIVE_WORDING.gallery,
        });
      },
    );
  };

  const handleCopy = async (src: string) => {
    if (await copyText(src)) {
      toast.success(ADMIN_TOASTS.imageUrlCopied);
      return;
    }
    // docs/requirements.md#hand-offs: where the clipboard refuses, the address is shown for copying
    // by hand.
    window.alert(src);
    toast.info(ADMIN_TOASTS.imageUrlInAlert);
  };

  const handleDelete = (src: string) => {
    const index = gallery.indexOf(src);
    perform({
      what: 'deleting a gallery image',
      confirm: ADMIN_TEXTS.imageDeleteConfirm,
      run: () => deleteImage(src),
      saved: ADMIN_TOASTS.imageDeleted,
      // The deleted button is gone: focus the image that took its place, or the upload control.
      onDone: () =>
        requestAnimationFrame(() => {
          const root = rootRef.current;
          const deletes = root?.querySelectorAll<HTMLElement>('button[aria-label^="Delete image"]');
          const next = deletes?.[Math.min(index, deletes.length - 1)];
          (next ?? root?.querySelector<HTMLElement>('input[type="file"]'))?.focus();
        }),
    });
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
          uploadBusy={uploading !== undefined}
          onCopy={(src) => void handleCopy(src)}
          onDelete={handleDelete}
          error={uploadError?.text}
          errorLang={uploadError?.lang}
          errorTranslation={uploadError?.translation ?? undefined}
        />
      </div>
    </AdminScreen>
  );
}
