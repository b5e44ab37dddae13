import textFaceUrl from '@/styles/fonts/dm-sans-wght-core.woff2?url';
import { drawsIn, LATE_FACE, TEXT_FACE, TEXT_FACE_READY } from './drawsIn';

// The text face loads with `font-display: optional` (docs/conventions.md#typefaces): a first view
// that did not have it for its first paint keeps the fallback for the rest of the document's
// life, which in a single-page app is the whole visit. This module lets the pages after that
// first one use the face: by then it has arrived, so it is registered again under a second name,
// and the type token is pointed at that name as the next page is drawn.

export interface TextFace {
  /** Points the text token at the face. Idempotent; a no-op where the page already has it. */
  adopt: () => void;
}

const nothingToDo: TextFace = { adopt: () => undefined };

/**
 * Gets the text face ready for the next page: waits for the stylesheet's face to arrive and, if
 * this document gave it up, loads the same file (now cached) under the second name. That file is
 * the face's core; a character it lacks (an accented letter) falls through to the stylesheet's
 * face, whose accents' file a page fetches when it shows one. The loaded
 * face joins the document only in `adopt`: adding a face to `document.fonts` makes the browser
 * lay the whole page out again even when nothing names it, which is work for the new page's
 * render, not for the page being read.
 */
export async function prepareTextFace(): Promise<TextFace> {
  if (!('fonts' in document) || typeof FontFace === 'undefined') return nothingToDo;
  let late: FontFace;
  try {
    await document.fonts.load(`16px '${TEXT_FACE}'`);
    if (drawsIn(TEXT_FACE)) return nothingToDo;
    late = new FontFace(LATE_FACE, `url(${textFaceUrl}) format('woff2')`, {
      weight: '400 700',
      display: 'swap',
    });
    await late.load();
    // For the tests and a performance panel: the face waits for the next page from here on.
    performance.mark(TEXT_FACE_READY);
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
      const root = document.documentElement;
      const styles = getComputedStyle(root);
      for (const token of ['--font-text', '--font-caps']) {
        const stack = styles.getPropertyValue(token).trim();
        root.style.setProperty(token, `'${LATE_FACE}', ${stack}`);
      }
    },
  };
}
