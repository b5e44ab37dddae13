import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from './useSettledValue';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: string[] = [];
function Preview({ text }: { text: string }) {
  const settled = useSettledValue(text);
  seen.push(settled);
  return <p>{settled}</p>;
}

describe('useSettledValue', () => {
  afterEach(() => {
    vi.useRealTimers();
    seen.length = 0;
  });

  it('gives the first value at once, then only the last of a burst', async () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Preview text="EH-MIR-001" />));
    expect(container.textContent).toBe('EH-MIR-001');
    for (const text of ['EH-MIR-001,', 'EH-MIR-001,5', 'EH-MIR-001,50']) {
      await act(async () => root.render(<Preview text={text} />));
      await act(async () => vi.advanceTimersByTime(10));
    }
    expect(container.textContent).toBe('EH-MIR-001');
    await act(async () => vi.advanceTimersByTime(30));
    expect(container.textContent).toBe('EH-MIR-001,50');
    expect(new Set(seen)).toEqual(new Set(['EH-MIR-001', 'EH-MIR-001,50']));
    root.unmount();
  });
});
