import { useCallback, useEffect, useRef, useState } from 'react';

/** An admin list screen is listing, adding or editing (docs/requirements.md#admin-editors). */
export type EditorMode<D> =
  { kind: 'list' } | { kind: 'adding'; draft?: D } | { kind: 'editing'; draft: D };

type FocusRequest = { to: 'editor' } | { to: 'list'; selector?: string | undefined } | null;

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, a[href]';

const isShown = (el: Element) => el.getClientRects().length > 0;

/** A list row's Edit button by the item's name, to return focus to after the form closes. */
export const editButtonNamed = (name: string) => `button[aria-label="Edit ${CSS.escape(name)}"]`;

/**
 * The list/adding/editing switch of the product, category and slider screens, with the focus
 * moves a keyboard user needs: into the form when it opens, and back to the entry it came from
 * (or the list's first control) when it closes. Each opening gets a new form key so the form starts
 * from its draft.
 */
export function useEditorMode<D>() {
  const [mode, setMode] = useState<EditorMode<D>>({ kind: 'list' });
  const [formKey, setFormKey] = useState(0);
  const editorRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusRequest = useRef<FocusRequest>(null);

  // Runs after every render but acts only when a handler left a request.
  useEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    if (!request) return;
    if (request.to === 'editor') {
      const fields = editorRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [];
      Array.from(fields).find(isShown)?.focus();
      return;
    }
    const list = listRef.current;
    if (!list) return;
    const wanted = request.selector
      ? Array.from(list.querySelectorAll<HTMLElement>(request.selector)).find(isShown)
      : undefined;
    // Without a target (after a delete) focus goes to the list's first control, e.g. 'Add'.
    const fallback = Array.from(list.querySelectorAll<HTMLElement>(FOCUSABLE)).find(isShown);
    (wanted ?? fallback)?.focus();
  });

  // The actions keep their identity across renders, so memoised list rows can take them.

  /** Opens the form for a new entry (optionally prefilled, e.g. a copy). */
  const startAdding = useCallback((draft?: D) => {
    focusRequest.current = { to: 'editor' };
    setFormKey((k) => k + 1);
    setMode(draft === undefined ? { kind: 'adding' } : { kind: 'adding', draft });
  }, []);

  /** Opens the form on a stored entry. */
  const startEditing = useCallback((draft: D) => {
    focusRequest.current = { to: 'editor' };
    setFormKey((k) => k + 1);
    setMode({ kind: 'editing', draft });
  }, []);

  /** Back to the list; focus goes to the first shown match of `selector`, else the first control. */
  const showList = useCallback((selector?: string) => {
    focusRequest.current = { to: 'list', selector };
    setMode({ kind: 'list' });
  }, []);

  /** Asks for focus in the list after the next render (a delete or a move re-renders it). */
  const focusInList = useCallback((selector?: string) => {
    focusRequest.current = { to: 'list', selector };
  }, []);

  return {
    mode,
    formKey,
    editorRef,
    listRef,
    startAdding,
    startEditing,
    showList,
    focusInList,
  };
}
