import { useCallback } from 'react';
import { AdminProductList } from '../components/AdminProductList';
import { ProductForm } from '../components/ProductForm';
import { toast } from '@/components/organisms/Toaster';
import { ADMIN_TOASTS } from '../messages';
import type { Product } from '@/domain/types';
import { copyDraft, draftFromProduct, productFromDraft, type ProductDraft } from '../domain/forms';
import { uploadedImageSrc } from '../domain/imageResize';
import { AdminScreen } from './AdminScreen';
import { ProductCsv } from './ProductCsv';
import { useProductsAdmin } from '../hooks/screens';
import { useAdminSave } from '../hooks/useAdminSave';
import { editButtonNamed, useEditorMode } from '../hooks/useEditorMode';

/** /admin/products: list, add, copy, edit and delete products. */
export function ProductsAdminPage() {
  const {
    products,
    categories,
    gallery,
    save: saveProduct,
    remove: deleteProduct,
  } = useProductsAdmin();
  const { mode, formKey, editorRef, listRef, startAdding, startEditing, showList, focusInList } =
    useEditorMode<ProductDraft>();
  const { busy, submit, perform } = useAdminSave();

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

  const handleSubmit = (draft: ProductDraft) =>
    submit({
      what: 'saving a product',
      run: () => {
        // A new product gets its id from the save (highest + 1); 0 only stands in for parsing.
        const { id: _standIn, ...fields } = productFromDraft(draft, 0);
        return saveProduct(draft.id === undefined ? fields : { ...fields, id: draft.id });
      },
      saved: (result) => (result.created ? ADMIN_TOASTS.productAdded : ADMIN_TOASTS.productUpdated),
      alternative: ADMIN_TOASTS.productSavedAlternative,
      // On failure the form stays open with everything the admin typed.
      onDone: (result) => showList(editButtonNamed(result.value.name)),
    });

  const handleDelete = useCallback(
    (product: Product) => {
      perform({
        what: 'deleting a product',
        confirm: ADMIN_TOASTS.productDeleteConfirm,
        run: () => deleteProduct(product.id),
        saved: ADMIN_TOASTS.productDeleted,
        failed: ADMIN_TOASTS.productDeleteFailed,
        onDone: () => focusInList(),
      });
    },
    [deleteProduct, focusInList, perform],
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
            prepareUpload={uploadedImageSrc}
            otherSkus={products
              .filter((p) => p.id !== mode.draft?.id)
              .flatMap((p) => [...(p.sku ? [p.sku] : []), ...(p.variants ?? []).map((v) => v.sku)])}
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
        <ProductCsv />
      </div>
    </AdminScreen>
  );
}
