import { useEffect } from 'react';

/** Calls `then` once React has put the page on screen (hydrated or rendered it). */
export function WhenMounted({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
