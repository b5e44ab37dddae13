import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useClientValue, useHydrated } from './useClientValue';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const readYear = () => 2031;
const seen: string[] = [];
function Year() {
  const year = useClientValue(readYear, 1999);
  const hydrated = useHydrated();
  seen.push(`${year} ${hydrated}`);
  return <span>{year}</span>;
}

describe('useClientValue and useHydrated', () => {
  afterEach(() => {
    seen.length = 0;
  });

  it('render the browser value at once for a page rendered in the browser', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Year />));
    expect(container.textContent).toBe('2031');
    expect(seen).toEqual(['2031 true']);
    root.unmount();
  });

  it('hydrate from the prerendered value, then move to the browser value', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<span>1999</span>';
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Year />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(seen[0]).toBe('1999 false');
    expect(seen.at(-1)).toBe('2031 true');
    expect(container.textContent).toBe('2031');
    expect(errors).toEqual([]);
    root.unmount();
  });

  it('hold the prerendered value in the prerender', () => {
    expect(renderToString(<Year />)).toBe('<span>1999</span>');
    expect(seen).toEqual(['1999 false']);
  });
});
