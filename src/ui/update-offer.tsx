import { useEffect } from 'react';
import { APP_UPDATES } from '@/application/ports';
import { useAnnounce } from './use-announce';
import { useService, useTold } from './use-service';

/**
 * Offers a newer version of the storefront once one is ready, and moves to it only when the shopper says so:
 * nothing reloads by itself in the middle of a sign-in or a basket change. Shown in the band at the bottom,
 * and said politely through the app's live region.
 */
export function UpdateOffer() {
  const updates = useService(APP_UPDATES);
  const ready = useTold(updates, () => updates.ready(), false);
  const announce = useAnnounce();
  useEffect(() => {
    if (ready) announce('A new version is available.');
  }, [ready, announce]);
  if (!ready) return null;
  return (
    <aside className="update-offer" aria-label="New version">
      A new version is available.{' '}
      <button type="button" onClick={() => updates.apply()}>
        Reload
      </button>
    </aside>
  );
}
