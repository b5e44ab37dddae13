import { useState } from 'react';
import { SliderItemForm, type SliderItemDraft } from '../components/SliderItemForm';
import { SliderList } from '../components/SliderList';
import { ADMIN_TEXTS, ADMIN_TOASTS, ALTERNATIVE_WORDING } from '../messages';
import type { SliderItem } from '@/domain/types';
import { canDeleteSliderItem } from '../domain/forms';
import { EditorScreen } from './AdminScreen';
import { useSliderAdmin } from '../hooks/screens';
import { useAdminSave } from '../hooks/useAdminSave';
import { useEditorMode } from '../hooks/useEditorMode';

/** The list's Edit button of a slide, to return focus to after the form closes. */
const editButtonOf = (id: string) =>
  `[data-slide-id="${CSS.escape(id)}"] button[aria-label^="Edit "]`;

/** /admin/slider: the home page slides; add, edit, delete (never the last) and reorder. */
export function SliderAdminPage() {
  const { items, save: saveItem, remove: deleteItem, move: moveItem } = useSliderAdmin();
  const { mode, formKey, editorRef, listRef, startAdding, startEditing, showList, focusInList } =
    useEditorMode<SliderItemDraft>();
  const { busy, submit, perform } = useAdminSave();
  const [status, setStatus] = useState('');

  const handleSubmit = (values: SliderItemDraft) =>
    submit({
      what: 'saving a slider item',
      run: () => saveItem(values),
      saved: (result) => (result.created ? ADMIN_TOASTS.sliderAdded : ADMIN_TOASTS.sliderUpdated),
      alternative: ALTERNATIVE_WORDING.slider,
      onDone: (result) => showList(editButtonOf(result.value.id)),
    });

  const handleDelete = (item: SliderItem) =>
    perform({
      what: 'deleting a slider item',
      refused: canDeleteSliderItem(items.length),
      confirm: ADMIN_TOASTS.sliderDeleteConfirm,
      run: () => deleteItem(item.id),
      saved: ADMIN_TOASTS.sliderDeleted,
      alternative: ALTERNATIVE_WORDING.sliderDeleted,
      failed: ADMIN_TOASTS.sliderDeleteFailed,
      onDone: () => focusInList(),
    });

  const handleMove = (id: string, direction: -1 | 1) => {
    const index = items.findIndex((s) => s.id === id);
    perform({
      what: 'reordering slider items',
      run: () => moveItem({ id, direction }),
      saved: ALTERNATIVE_WORDING.sliderReordered,
      // The list keeps focus on the moved slide; the status line tells a screen reader where.
      quietWhenStored: true,
      failed: ADMIN_TOASTS.sliderReorderFailed,
      onDone: () =>
        setStatus(
          ADMIN_TEXTS.sliderMoved(
            items[index]?.caption ?? 'Slide',
            index + direction + 1,
            items.length,
          ),
        ),
    });
  };

  return (
    <EditorScreen
      title="Slider"
      intro="The slides of the home page, shown in this order. At least one slide is required."
      editorRef={editorRef}
      listRef={listRef}
      editor={
        mode.kind !== 'list' && (
          <SliderItemForm
            key={formKey}
            mode={mode.kind}
            initialValues={mode.draft}
            onSubmit={handleSubmit}
            onCancel={() => showList(mode.draft?.id && editButtonOf(mode.draft.id))}
            busy={busy}
          />
        )
      }
    >
      <SliderList
        items={items}
        onMove={handleMove}
        onEdit={(item) => startEditing({ ...item })}
        onDelete={handleDelete}
        onAdd={() => startAdding()}
      />
      <output className="visually-hidden">{status}</output>
    </EditorScreen>
  );
}
