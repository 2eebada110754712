import { useEffect } from 'react';
import { useAnnounce } from './use-announce';
import { useAppState } from './use-service';

/**
 * Tells a shopper whom the provider signed out (their account was disabled, or its sessions revoked) why
 * they are a guest now: they did not sign out themselves. Said politely, once per ending.
 */
export function SessionEndedNotice() {
  const ended = useAppState((state) => state.sessionEnded);
  const announce = useAnnounce();
  useEffect(() => {
    if (ended) announce('You have been signed out: your session has ended.');
  }, [ended, announce]);
  return null;
}
