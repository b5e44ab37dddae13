import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAWING_LIMIT, keepLastDrawing, LAST_DRAWING_GLOBAL } from './lastDrawing';

const globals = window as unknown as Record<string, unknown>;

describe('keepLastDrawing', () => {
  afterEach(() => {
    delete globals[LAST_DRAWING_GLOBAL];
    document.body.replaceChildren();
  });

  const page = (markup: string) => {
    document.body.innerHTML = `<div id="root">${markup}</div>`;
    const keep = vi.fn();
    globals[LAST_DRAWING_GLOBAL] = keep;
    return keep;
  };

  it('hands the head script the page as rendered, once, with no part marked as waiting', () => {
    const keep = page('<main><h1>Your Cart</h1></main><footer data-part="footer"></footer>');
    keepLastDrawing();
    keepLastDrawing();
    expect(keep).toHaveBeenCalledTimes(1);
    expect(keep).toHaveBeenCalledWith('<main><h1>Your Cart</h1></main><footer></footer>');
    // The page itself is untouched: the footer still waits for the visitor.
    expect(document.querySelector('[data-part="footer"]')).not.toBeNull();
  });

  it('keeps nothing unless asked', () => {
    document.body.innerHTML = '<div id="root"><main></main></div>';
    expect(() => keepLastDrawing()).not.toThrow();
  });

  it.each([
    ['an inline style, which the security policy would not apply', '<div style="top: 1px"></div>'],
    ['more markup than is worth storing', `<p>${'x'.repeat(DRAWING_LIMIT)}</p>`],
  ])('keeps nothing of a page with %s', (_name, markup) => {
    const keep = page(markup);
    keepLastDrawing();
    expect(keep).not.toHaveBeenCalled();
  });
});
