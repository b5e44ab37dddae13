import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { SliderItemForm, type SliderItemDraft } from '../components/SliderItemForm';
import { SliderList } from '../components/SliderList';
import { toast } from '@/components/organisms/Toaster';
import { ADMIN_TOASTS } from '../messages';
import type { SliderItem } from '@/domain/types';
import { canDeleteSliderItem } from '@/admin/domain/forms';
import { sliderItemsAtom } from '@/state';
import { deleteSliderItemAtom, moveSliderItemAtom, saveSliderItemAtom } from '../state/actions';
import { STORAGE_KEYS } from '@/storage';
import { AdminScreen } from './AdminScreen';
import { ALTERNATIVE_WORDING, announceWrite, logFailure, yieldToBrowser } from '../hooks/feedback';
import { useEditorMode } from '../hooks/useEditorMode';

/** The list's Edit button of a slide, to return focus to after the form closes. */
const editButtonOf = (id: string) =>
  `[data-slide-id="${CSS.escape(id)}"] button[aria-label^="Edit "]`;

/** /admin/slider: the home page slides; add, edit, delete (never the last) and reorder (SPEC §2, §4). */
export function SliderAdminPage() {
  const items = useAtomValue(sliderItemsAtom);
  const saveItem = useSetAtom(saveSliderItemAtom);
  const deleteItem = useSetAtom(deleteSliderItemAtom);
  const moveItem = useSetAtom(moveSliderItemAtom);
  const { mode, formKey, editorRef, listRef, startAdding, startEditing, showList, focusInList } =
    useEditorMode<SliderItemDraft>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const handleSubmit = async (values: SliderItemDraft) => {
    setBusy(true);
    await yieldToBrowser();
    try {
      const result = saveItem(values);
      announceWrite(result.target, STORAGE_KEYS.sliderItems, {
        saved: result.created ? ADMIN_TOASTS.sliderAdded : ADMIN_TOASTS.sliderUpdated,
        alternative: ALTERNATIVE_WORDING.slider,
      });
      showList(editButtonOf(result.value.id));
    } catch (error) {
      logFailure('saving a slider item', error);
      toast.error(ADMIN_TOASTS.unexpected);
    } finally {
      setBusy(false);
    }
  };

  const handleDelete = (item: SliderItem) => {
    const refused = canDeleteSliderItem(items.length);
    if (refused) {
      toast.error(refused);
      return;
    }
    if (!window.confirm(ADMIN_TOASTS.sliderDeleteConfirm)) return;
    try {
      const target = deleteItem(item.id);
      focusInList();
      announceWrite(target, STORAGE_KEYS.sliderItems, {
        saved: ADMIN_TOASTS.sliderDeleted,
        alternative: ALTERNATIVE_WORDING.sliderDeleted,
      });
    } catch (error) {
      logFailure('deleting a slider item', error);
      toast.error(ADMIN_TOASTS.sliderDeleteFailed);
    }
  };

  const handleMove = (id: string, direction: -1 | 1) => {
    try {
      const target = moveItem({ id, direction });
      if (target === null) return;
      const index = items.findIndex((s) => s.id === id);
      const caption = items[index]?.caption ?? 'Slide';
      // The list keeps focus on the moved slide; this tells a screen reader where it went.
      setStatus(`Moved "${caption}" to position ${index + direction + 1} of ${items.length}.`);
      if (target !== 'local') {
        announceWrite(target, STORAGE_KEYS.sliderItems, {
          saved: ALTERNATIVE_WORDING.sliderReordered,
          alternative: ALTERNATIVE_WORDING.sliderReordered,
        });
      }
    } catch (error) {
      logFailure('reordering slider items', error);
      toast.error(ADMIN_TOASTS.sliderReorderFailed);
    }
  };

  if (mode.kind !== 'list') {
    return (
      <AdminScreen title="Slider">
        <div ref={editorRef}>
          <SliderItemForm
            key={formKey}
            mode={mode.kind}
            initialValues={mode.draft}
            onSubmit={handleSubmit}
            onCancel={() => showList(mode.draft?.id && editButtonOf(mode.draft.id))}
            busy={busy}
          />
        </div>
      </AdminScreen>
    );
  }

  return (
    <AdminScreen
      title="Slider"
      intro="The slides of the home page, shown in this order. At least one slide is required."
    >
      <div ref={listRef}>
        <SliderList
          items={items}
          onMove={handleMove}
          onEdit={(item) => startEditing({ ...item })}
          onDelete={handleDelete}
          onAdd={() => startAdding()}
        />
        <output className="visually-hidden">{status}</output>
      </div>
    </AdminScreen>
  );
}
