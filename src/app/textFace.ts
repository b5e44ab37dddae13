import textFaceUrl from '@/styles/fonts/dm-sans-latin1-wght.woff2?url';
import { drawsIn, LATE_FACE, TEXT_FACE, TEXT_FACE_CACHED, TEXT_FACE_READY } from './drawsIn';

// The text face loads with `font-display: optional` (docs/conventions.md#typefaces): a first view
// that did not have it for its first paint keeps the fallback for the rest of the document's
// life, which in a single-page app is the whole visit. This module lets the pages after that
// first one use the face: by then it has arrived, so it is registered again under a second name,
// and the type token is pointed at that name as the next page is drawn.
//
// A first visit does not ask for the face at all: nothing is cached, so it would come too late,
// and a face that finishes loading, used or not, makes the browser lay the whole page out again.
// Once the file is loaded here (and so cached), this module notes it in storage; until then the
// head script marks every page `data-text-face="later"`. The type tokens name the second
// name there from the start (src/styles/tokens.css); no face has it until `adopt`.

export interface TextFace {
  /** Points the text token at the face. Idempotent; a no-op where the page already has it. */
  adopt: () => void;
}

const nothingToDo: TextFace = { adopt: () => undefined };

/** Tells the head script of later visits that the face is cached. */
function noteCached() {
  try {
    localStorage.setItem(TEXT_FACE_CACHED, '1');
  } catch {
    // Storage refused (full or blocked): later first views go without the face, as this one did.
  }
}

/**
 * Gets the text face ready for the next page: on a first visit, or where this document gave the
 * face up, loads the file under the second name. The loaded face joins the document only in
 * `adopt`: adding a face to `document.fonts` makes the browser lay the whole page out again even
 * when nothing names it, which is work for the new page's render, not for the page being read.
 */
export async function prepareTextFace(): Promise<TextFace> {
  if (!('fonts' in document) || typeof FontFace === 'undefined') return nothingToDo;
  const root = document.documentElement;
  // The head script kept the face out of this view (nothing says it is cached).
  const leftOut = root.dataset.textFace === 'later';
  let late: FontFace;
  try {
    if (!leftOut) {
      await document.fonts.load(`16px '${TEXT_FACE}'`);
      if (drawsIn(TEXT_FACE)) {
        noteCached();
        return nothingToDo;
      }
    }
    late = new FontFace(LATE_FACE, `url(${textFaceUrl}) format('woff2')`, {
      weight: '400 700',
      display: 'swap',
    });
    await late.load();
    // For the tests and a performance panel: the face waits for the next page from here on.
    performance.mark(TEXT_FACE_READY);
    noteCached();
  } catch {
    // Offline or blocked: the fallback, sized to the face, stays. Nothing else depends on it.
    return nothingToDo;
  }
  let adopted = false;
  return {
    adopt() {
      if (adopted) return;
      adopted = true;
      document.fonts.add(late);
      root.style.setProperty('--text-face', `'${LATE_FACE}'`);
    },
  };
}
