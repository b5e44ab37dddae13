import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { AdminCategoryList } from '../components/AdminCategoryList';
import { CategoryForm } from '../components/CategoryForm';
import { toast } from '@/components/organisms/Toaster';
import { productsOfCategory } from '@/domain/catalogue';
import { ADMIN_TOASTS } from '../messages';
import type { Category, Product } from '@/domain/types';
import { canDeleteCategory, type CategoryDraft } from '@/admin/domain/forms';
import { categoriesAtom, productsAtom } from '@/state';
import { deleteCategoryAtom, saveCategoryAtom } from '../state/actions';
import { STORAGE_KEYS } from '@/storage';
import { AdminScreen } from './AdminScreen';
import { announceWrite, logFailure, yieldToBrowser } from '../hooks/feedback';
import { editButtonNamed, useEditorMode } from '../hooks/useEditorMode';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The delete question, saying what happens to the products that use the category. */
export function categoryDeleteQuestion(category: Category, productCount: number): string {
  const subs = category.subcategories?.length ?? 0;
  const usage =
    productCount === 0
      ? 'No products use it.'
      : `${plural(productCount, 'product uses', 'products use')} it and will show under All Products only.`;
  const subNote =
    subs > 0 ? ` Its ${plural(subs, 'subcategory', 'subcategories')} will be deleted too.` : '';
  return `Delete "${category.name}"? ${usage}${subNote} This cannot be undone.`;
}

/** Products per category and subcategory id, as the category pages list them. */
function countProducts(categories: Category[], products: Product[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const category of categories) {
    counts[category.id] = productsOfCategory(products, category.id).length;
    for (const sub of category.subcategories ?? []) {
      counts[sub.id] = productsOfCategory(products, sub.id).length;
    }
  }
  return counts;
}

function draftOf(category: Category): CategoryDraft {
  return {
    id: category.id,
    name: category.name,
    subcategories: (category.subcategories ?? []).map((s) => ({ id: s.id, name: s.name })),
  };
}

/** /admin/categories: list, add, edit and delete categories and their subcategories (SPEC §2). */
export function CategoriesAdminPage() {
  const categories = useAtomValue(categoriesAtom);
  const products = useAtomValue(productsAtom);
  const saveCategory = useSetAtom(saveCategoryAtom);
  const deleteCategory = useSetAtom(deleteCategoryAtom);
  const { mode, formKey, editorRef, listRef, startAdding, startEditing, showList, focusInList } =
    useEditorMode<CategoryDraft>();
  const [busy, setBusy] = useState(false);
  const productCounts = useMemo(() => countProducts(categories, products), [categories, products]);

  const handleSubmit = async (draft: CategoryDraft) => {
    setBusy(true);
    await yieldToBrowser();
    try {
      const result = saveCategory(draft);
      announceWrite(result.target, STORAGE_KEYS.categories, {
        saved: result.created ? ADMIN_TOASTS.categoryAdded : ADMIN_TOASTS.categoryUpdated,
        alternative: ADMIN_TOASTS.categorySavedAlternative,
      });
      showList(editButtonNamed(result.value.name));
    } catch (error) {
      // The form stays open with everything the admin typed.
      logFailure('saving a category', error);
      toast.error(ADMIN_TOASTS.categorySaveFailed);
    } finally {
      setBusy(false);
    }
  };

  const handleDelete = (category: Category) => {
    const refused = canDeleteCategory(category.id);
    if (refused) {
      toast.error(refused);
      return;
    }
    const question = categoryDeleteQuestion(category, productCounts[category.id] ?? 0);
    if (!window.confirm(question)) return;
    try {
      const target = deleteCategory(category.id);
      focusInList();
      announceWrite(target, STORAGE_KEYS.categories, { saved: ADMIN_TOASTS.categoryDeleted });
    } catch (error) {
      logFailure('deleting a category', error);
      toast.error(ADMIN_TOASTS.unexpected);
    }
  };

  if (mode.kind !== 'list') {
    return (
      <AdminScreen title="Categories">
        <div ref={editorRef}>
          <CategoryForm
            key={formKey}
            mode={mode.kind}
            initialValues={mode.draft}
            existingIds={categories.map((c) => c.id)}
            onSubmit={handleSubmit}
            onCancel={() => showList(mode.draft && editButtonNamed(mode.draft.name))}
            busy={busy}
          />
        </div>
      </AdminScreen>
    );
  }

  return (
    <AdminScreen
      title="Categories"
      intro="The header menu, the category sidebar and the category pages are built from this list."
    >
      <div ref={listRef}>
        <AdminCategoryList
          categories={categories}
          productCounts={productCounts}
          onAdd={() => startAdding()}
          onEdit={(category) => startEditing(draftOf(category))}
          onDelete={handleDelete}
        />
      </div>
    </AdminScreen>
  );
}
