// The app's last step of start-up (README.md here): React DOM draws it into the page. A module of its own, so the
// page's entry can have React DOM evaluated in a task before the app's (main.tsx).
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RECOVERED_ERROR } from './app-signals';

/** React's recoverable errors, reported as app-signals.ts says: a hydration mismatch is an error, not a redraw. */
const options = {
  onRecoverableError: (error: unknown) => {
    console.error(`${RECOVERED_ERROR} ${error instanceof Error ? error.message : String(error)}`);
  },
};

/** Hydrates `app` into `root`'s prerendered page when `hydrating`, else renders it into `root` in place of the fallback's. */
export function render(root: HTMLElement, app: ReactNode, hydrating: boolean): void {
  if (hydrating) {
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking it.
    startTransition(() => {
      hydrateRoot(root, app, options);
    });
  } else {
    root.replaceChildren();
    // The page renders its own title and description: the fallback's would come first otherwise.
    document.head.querySelectorAll('title, meta[name="description"]').forEach((element) => element.remove());
    createRoot(root, options).render(app);
  }
}
