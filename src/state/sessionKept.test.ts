import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNIT_SYSTEM_KEY, readUnitSystem, unitSystemAtom } from './units';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a value kept for the session (the buyer units)', () => {
  it('is null in the page until read, and metric when nothing or something unknown was kept', () => {
    expect(createStore().get(unitSystemAtom)).toBeNull();
    expect(readUnitSystem()).toBe('metric');
    sessionStorage.setItem(UNIT_SYSTEM_KEY, 'furlongs');
    expect(readUnitSystem()).toBe('metric');
  });

  it('keeps a choice for the session and removes the key when the default comes back', () => {
    const store = createStore();
    store.set(unitSystemAtom, 'imperial');
    expect(sessionStorage.getItem(UNIT_SYSTEM_KEY)).toBe('imperial');
    expect(readUnitSystem()).toBe('imperial');
    store.set(unitSystemAtom, 'metric');
    expect(sessionStorage.getItem(UNIT_SYSTEM_KEY)).toBeNull();
    expect(store.get(unitSystemAtom)).toBe('metric');
  });

  it('still holds the choice in the page when the session refuses to keep it', () => {
    vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(sessionStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = createStore();
    expect(() => store.set(unitSystemAtom, 'imperial')).not.toThrow();
    expect(store.get(unitSystemAtom)).toBe('imperial');
    expect(readUnitSystem()).toBe('metric');
  });
});
