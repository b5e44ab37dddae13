import { act, Profiler, Suspense, use, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadWhenIdle, type LoadWhenIdleOptions } from './useLoadWhenIdle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

/** Renders a part that shows what the hook loaded, or 'waiting'. */
async function renderPart(load: () => Promise<string>, options: LoadWhenIdleOptions) {
  function Part() {
    const { value } = useLoadWhenIdle(load, options);
    return <p>{value ?? 'waiting'}</p>;
  }
  const container = document.createElement('div');
  root = createRoot(container);
  await act(async () => root!.render(<Part />));
  return container;
}

describe('useLoadWhenIdle', () => {
  afterEach(() => {
    act(() => root?.unmount());
    vi.useRealTimers();
  });

  it('loads when the browser is first idle by default', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 'Send Inquiry');
    const container = await renderPart(load, {});
    expect(container.textContent).toBe('waiting');
    await act(async () => vi.runAllTimers());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Send Inquiry');
  });

  it('starts the load in the idle callback itself: wanting it renders nothing, only its arrival does', async () => {
    vi.useFakeTimers();
    let arrive!: (text: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    let renders = 0;
    function Part() {
      const { value } = useLoadWhenIdle(load, {});
      return <p>{value ?? 'waiting'}</p>;
    }
    const container = document.createElement('div');
    root = createRoot(container);
    await act(async () =>
      root!.render(
        <Profiler id="part" onRender={() => (renders += 1)}>
          <Part />
        </Profiler>,
      ),
    );
    const before = renders;

    await act(async () => vi.runAllTimers());
    expect(load).toHaveBeenCalledTimes(1);
    expect(renders).toBe(before);

    await act(async () => arrive('Send Inquiry'));
    expect(container.textContent).toBe('Send Inquiry');
    expect(renders).toBe(before + 1);
  });

  it("with after: 'input', waits for the visitor's first key or pointer, not for idle time", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 'Send Inquiry');
    const container = await renderPart(load, { after: 'input' });
    await act(async () => vi.runAllTimers());
    window.dispatchEvent(new Event('scroll'));
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('waiting');

    await act(async () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    await act(async () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Send Inquiry');
  });

  it("with after: 'demand', loads only when asked, neither when idle nor at the first input", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 'Send Inquiry');
    function Part() {
      const { value, loadNow } = useLoadWhenIdle(load, { after: 'demand' });
      return <button onClick={loadNow}>{value ?? 'waiting'}</button>;
    }
    const container = document.createElement('div');
    root = createRoot(container);
    await act(async () => root!.render(<Part />));
    await act(async () => vi.runAllTimers());
    await act(async () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('waiting');

    await act(async () => container.querySelector('button')!.click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Send Inquiry');
  });

  it('stops listening once unmounted', async () => {
    const load = vi.fn(async () => 'Send Inquiry');
    await renderPart(load, { after: 'input' });
    act(() => root?.unmount());
    root = undefined;
    window.dispatchEvent(new Event('pointerdown'));
    expect(load).not.toHaveBeenCalled();
  });

  it('shows what arrived as a transition: if it suspends, the page keeps its slot, not a fallback', async () => {
    let ready!: () => void;
    const data = new Promise<string>((resolve) => (ready = () => resolve('Request a Quote')));
    function QuotePanel() {
      return <p>{use(data)}</p>;
    }
    const load = async (): Promise<ComponentType> => QuotePanel;
    function Aside() {
      const { value: Loaded } = useLoadWhenIdle(load, { eager: true });
      return Loaded ? <Loaded /> : <p>slot</p>;
    }
    const container = document.createElement('div');
    root = createRoot(container);
    await act(async () =>
      root!.render(
        <Suspense fallback={<p>page fallback</p>}>
          <Aside />
        </Suspense>,
      ),
    );
    expect(container.textContent).toBe('slot');

    await act(async () => ready());
    expect(container.textContent).toBe('Request a Quote');
  });
});
