import textFaceUrl from '@/styles/fonts/dm-sans-latin1-wght.woff2?url';
import { drawsIn, LATE_FACE, TEXT_FACE } from './drawsIn';

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
 * this document gave it up, loads the same file (now cached) under the second name. Adding a face
 * nothing names yet moves nothing on the page.
 */
export async function prepareTextFace(): Promise<TextFace> {
  if (!('fonts' in document) || typeof FontFace === 'undefined') return nothingToDo;
  try {
    await document.fonts.load(`16px '${TEXT_FACE}'`);
    if (drawsIn(TEXT_FACE)) return nothingToDo;
    const late = new FontFace(LATE_FACE, `url(${textFaceUrl}) format('woff2')`, {
      weight: '400 700',
      display: 'swap',
    });
    await late.load();
    document.fonts.add(late);
  } catch {
    // Offline or blocked: the fallback, sized to the face, stays. Nothing else depends on it.
    return nothingToDo;
  }
  let adopted = false;
  return {
    adopt() {
      if (adopted) return;
      adopted = true;
      const root = document.documentElement;
      const styles = getComputedStyle(root);
      for (const token of ['--font-text', '--font-caps']) {
        const stack = styles.getPropertyValue(token).trim();
        root.style.setProperty(token, `'${LATE_FACE}', ${stack}`);
      }
    },
  };
}
