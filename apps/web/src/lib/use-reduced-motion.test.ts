import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReducedMotion } from './use-reduced-motion';

const original = window.matchMedia.bind(window);

/** A matchMedia whose "reduce motion" answer the test sets and changes. */
function fakeMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && state.reduce;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      state.reduce = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(() => {
  window.matchMedia = original;
});

describe('useReducedMotion', () => {
  it('follows the system setting as it changes, and stops listening when unmounted', () => {
    const setting = fakeMotionSetting(false);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);

    act(() => setting.set(true));
    expect(result.current).toBe(true);
    act(() => setting.set(false));
    expect(result.current).toBe(false);

    unmount();
    expect(setting.listeners.size).toBe(0);
  });
});
