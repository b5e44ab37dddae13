import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setAdopting } from '@/components/atoms/HydrateLater';
import { useClientValue } from './useClientValue';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const readYear = () => 2031;
const seen: number[] = [];
function Year() {
  const year = useClientValue(readYear, 1999);
  seen.push(year);
  return <span>{year}</span>;
}

async function mount() {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<Year />));
  return { container, root };
}

describe('useClientValue', () => {
  afterEach(() => {
    seen.length = 0;
    setAdopting(false);
  });

  it('renders the browser value at once for a page rendered in the browser', async () => {
    const { container, root } = await mount();
    expect(container.textContent).toBe('2031');
    expect(seen).toEqual([2031]);
    root.unmount();
  });

  it('starts from the prerendered value while adopting, then moves to the browser value', async () => {
    setAdopting(true);
    const { container, root } = await mount();
    expect(seen[0]).toBe(1999);
    expect(container.textContent).toBe('2031');
    root.unmount();
  });

  it('holds the prerendered value outside a browser', () => {
    const window = globalThis.window;
    // @ts-expect-error: prerendering runs where there is no window
    delete globalThis.window;
    try {
      expect(renderToString(<Year />)).toBe('<span>1999</span>');
    } finally {
      globalThis.window = window;
    }
  });
});
