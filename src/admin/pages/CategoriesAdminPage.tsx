import { useMemo } from 'react';
import { AdminCategoryList } from '../components/AdminCategoryList';
import { CategoryForm } from '../components/CategoryForm';
import { countProducts } from '@/domain/catalogue';
import { ADMIN_TOASTS, categoryDeleteQuestion } from '../messages';
import type { Category } from '@/domain/types';
import { canDeleteCategory, type CategoryDraft } from '../domain/forms';
import { EditorScreen } from './AdminScreen';
import { useCategoriesAdmin } from '../hooks/screens';
import { useAdminSave } from '../hooks/useAdminSave';
import { editButtonNamed, useEditorMode } from '../hooks/useEditorMode';

function draftOf(category: Category): CategoryDraft {
  return {
    id: category.id,
    name: category.name,
    subcategories: (category.subcategories ?? []).map((s) => ({ id: s.id, name: s.name })),
  };
}

/** /admin/categories: list, add, edit and delete categories and their subcategories. */
export function CategoriesAdminPage() {
  const { categories, products, save: saveCategory, remove: deleteCategory } = useCategoriesAdmin();
  const { mode, formKey, editorRef, listRef, startAdding, startEditing, showList, focusInList } =
    useEditorMode<CategoryDraft>();
  const { busy, submit, perform } = useAdminSave();
  const productCounts = useMemo(() => countProducts(categories, products), [categories, products]);

  const handleSubmit = (draft: CategoryDraft) =>
    submit({
      what: 'saving a category',
      run: () => saveCategory(draft),
      saved: (result) =>
        result.created ? ADMIN_TOASTS.categoryAdded : ADMIN_TOASTS.categoryUpdated,
      alternative: ADMIN_TOASTS.categorySavedAlternative,
      failed: ADMIN_TOASTS.categorySaveFailed,
      onDone: (result) => showList(editButtonNamed(result.value.name)),
    });

  const handleDelete = (category: Category) =>
    perform({
      what: 'deleting a category',
      refused: canDeleteCategory(category.id),
      confirm: categoryDeleteQuestion(category, productCounts[category.id] ?? 0),
      run: () => deleteCategory(category.id),
      saved: ADMIN_TOASTS.categoryDeleted,
      onDone: () => focusInList(),
    });

  return (
    <EditorScreen
      title="Categories"
      intro="The header menu, the category sidebar and the category pages are built from this list."
      editorRef={editorRef}
      listRef={listRef}
      editor={
        mode.kind !== 'list' && (
          <CategoryForm
            key={formKey}
            mode={mode.kind}
            initialValues={mode.draft}
            existingIds={categories.map((c) => c.id)}
            takenNames={categories.filter((c) => c.id !== mode.draft?.id).map((c) => c.name)}
            onSubmit={handleSubmit}
            onCancel={() => showList(mode.draft && editButtonNamed(mode.draft.name))}
            busy={busy}
          />
        )
      }
    >
      <AdminCategoryList
        categories={categories}
        productCounts={productCounts}
        onAdd={() => startAdding()}
        onEdit={(category) => startEditing(draftOf(category))}
        onDelete={handleDelete}
      />
    </EditorScreen>
  );
}
