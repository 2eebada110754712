// For tests that hydrate a prerendered page themselves, as src/startup/start.tsx does.
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/**
 * Sets the file's tests up to hydrate with React's own act(), as React's test environments do (unset, React warns on
 * each), and, once a test ends, unmounts what it hydrated, then runs `cleanUp` (the page is React's until unmounted).
 * Returns the function that hydrates, which answers every mismatch React found between the page and its render.
 */
export function hydratesWithAct(cleanUp: () => void): (container: Element, page: ReactNode) => Promise<string[]> {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let root: Root | undefined;
  beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
  afterAll(() => delete actEnvironment.IS_REACT_ACT_ENVIRONMENT);
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    cleanUp();
  });
  return async (container, page) => {
    const mismatches: string[] = [];
    // React names a mismatch of attributes in a console error only, and recovers from one of text or nodes.
    const errors = vi.spyOn(console, 'error').mockImplementation((...said) => mismatches.push(said.join(' ')));
    try {
      await act(async () => {
        root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(String(error)) });
      });
    } finally {
      errors.mockRestore();
    }
    return mismatches;
  };
}
