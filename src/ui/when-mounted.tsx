import { useEffect } from 'react';

/** Calls `onMount` once React has put the page on screen (hydrated or rendered it). */
export function WhenMounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}
