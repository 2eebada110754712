import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AnnounceContext } from './use-announce';

/** How long a message is cleared before it is set, so that saying the same thing twice is heard twice. */
const REPEAT_GAP_MS = 100;

/**
 * One polite live region for the whole app: screen readers say what a click changed ("Added … to your
 * basket") without moving focus (WCAG 4.1.3, status messages).
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const announce = useCallback((text: string) => {
    clearTimeout(pending.current);
    setMessage('');
    pending.current = setTimeout(() => setMessage(text), REPEAT_GAP_MS);
  }, []);
  // Nothing is said once the page has gone.
  useEffect(() => () => clearTimeout(pending.current), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}
