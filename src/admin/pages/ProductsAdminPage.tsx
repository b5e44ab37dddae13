import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { AdminProductList } from '../components/AdminProductList';
import { ProductForm } from '../components/ProductForm';
import { toast } from '@/components/organisms/Toaster';
import { ADMIN_TOASTS } from '../messages';
import type { Product } from '@/domain/types';
import {
  copyDraft,
  draftFromProduct,
  productFromDraft,
  type ProductDraft,
} from '@/admin/domain/forms';
import { categoriesAtom, galleryAtom, productsAtom } from '@/state';
import { deleteProductAtom, saveProductAtom } from '../state/actions';
import { STORAGE_KEYS } from '@/storage';
import { AdminScreen } from './AdminScreen';
import { announceWrite, logFailure, yieldToBrowser } from '../hooks/feedback';
import { editButtonNamed, useEditorMode } from '../hooks/useEditorMode';

/** /admin/products: list, add, copy, edit and delete products (SPEC §2, §4). */
export function ProductsAdminPage() {
  const products = useAtomValue(productsAtom);
  const categories = useAtomValue(categoriesAtom);
  const gallery = useAtomValue(galleryAtom);
  const saveProduct = useSetAtom(saveProductAtom);
  const deleteProduct = useSetAtom(deleteProductAtom);
  const { mode, formKey, editorRef, listRef, startAdding, startEditing, showList, focusInList } =
    useEditorMode<ProductDraft>();
  const [busy, setBusy] = useState(false);

  // Row actions keep their identity, so a save re-renders only the rows whose product changed.
  const handleEdit = useCallback(
    (product: Product) => startEditing(draftFromProduct(product)),
    [startEditing],
  );

  const handleCopy = useCallback(
    (product: Product) => {
      startAdding(copyDraft(product));
      toast.info(ADMIN_TOASTS.productCopied);
    },
    [startAdding],
  );

  const handleSubmit = async (draft: ProductDraft) => {
    setBusy(true);
    await yieldToBrowser();
    try {
      // A new product gets its id from the save (highest + 1); 0 only stands in for parsing.
      const { id: _standIn, ...fields } = productFromDraft(draft, 0);
      const result = saveProduct(draft.id === undefined ? fields : { ...fields, id: draft.id });
      announceWrite(result.target, STORAGE_KEYS.products, {
        saved: result.created ? ADMIN_TOASTS.productAdded : ADMIN_TOASTS.productUpdated,
        alternative: ADMIN_TOASTS.productSavedAlternative,
      });
      showList(editButtonNamed(result.value.name));
    } catch (error) {
      // The form stays open with everything the admin typed.
      logFailure('saving a product', error);
      toast.error(ADMIN_TOASTS.unexpected);
    } finally {
      setBusy(false);
    }
  };

  const handleDelete = useCallback(
    (product: Product) => {
      if (!window.confirm(ADMIN_TOASTS.productDeleteConfirm)) return;
      try {
        const target = deleteProduct(product.id);
        focusInList();
        announceWrite(target, STORAGE_KEYS.products, { saved: ADMIN_TOASTS.productDeleted });
      } catch (error) {
        logFailure('deleting a product', error);
        toast.error(ADMIN_TOASTS.productDeleteFailed);
      }
    },
    [deleteProduct, focusInList],
  );

  // The list stays mounted (hidden) while the form is open: the admin comes back to the same
  // filter and rows, and a save at thousands of products updates one row instead of
  // rebuilding the list.
  return (
    <AdminScreen title="Products">
      {mode.kind !== 'list' && (
        <div ref={editorRef}>
          <ProductForm
            key={formKey}
            mode={mode.kind}
            initialValues={mode.draft}
            categories={categories}
            gallery={gallery}
            onSubmit={handleSubmit}
            onCancel={() => showList(mode.draft && editButtonNamed(mode.draft.name))}
            busy={busy}
          />
        </div>
      )}
      <div ref={listRef} hidden={mode.kind !== 'list'}>
        <AdminProductList
          products={products}
          categories={categories}
          onAdd={() => startAdding()}
          onEdit={handleEdit}
          onCopy={handleCopy}
          onDelete={handleDelete}
        />
      </div>
    </AdminScreen>
  );
}
