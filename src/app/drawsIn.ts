/** The text face as the stylesheet names it (src/styles/fonts.css). */
export const TEXT_FACE = 'DM Sans Variable';

/** The same file registered again for the pages after a first view that gave it up. */
export const LATE_FACE = 'DM Sans Late';
/** The performance mark textFace.ts sets once the late face is loaded and waits for the next page. */
export const TEXT_FACE_READY = 'text-face-ready';

/**
 * Whether the document draws text in `family`. A sample is set in the family with monospace
 * behind it: as wide as plain monospace, the family is missing or the page gave it up (a face with
 * `font-display: optional` that came too late, docs/conventions.md#typefaces).
 *
 * `text` is the sample: the default is the face's core; an accented one asks about its accents.
 *
 * Self-contained, so tests can hand it to the browser as it is (`page.evaluate(drawsIn, name)`).
 */
export function drawsIn(family: string, text = 'Minimum order 20 cartons'): boolean {
  const width = (font: string) => {
    const probe = document.createElement('span');
    probe.style.cssText = `position: absolute; visibility: hidden; white-space: nowrap; font: 16px ${font}`;
    probe.textContent = text;
    document.body.append(probe);
    const result = probe.getBoundingClientRect().width;
    probe.remove();
    return result;
  };
  return width(`'${family}', monospace`) !== width('monospace');
}
