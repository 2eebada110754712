import { useEffect, useRef } from 'react';
import { CONNECTIVITY } from '@/application/ports';
import { useAnnounce } from './use-announce';
import { useService, useTold } from './use-service';

const OFFLINE = 'You are offline. Pages you have opened and your basket still work; signing in needs a connection.';

/**
 * Says so while the device has no connection: the pages it kept still open and the basket still works, but
 * signing in needs the provider. Shown in a band fixed at the bottom, so nothing on the page moves for it, and
 * said politely through the app's live region as it comes and goes (no alert). A page is drawn online,
 * prerendered or hydrated: the notice follows the browser's word from then on.
 */
export function OfflineNotice() {
  const connectivity = useService(CONNECTIVITY);
  const online = useTold(connectivity, () => connectivity.online(), true);
  const announce = useAnnounce();
  const said = useRef(true);
  useEffect(() => {
    if (said.current === online) return;
    said.current = online;
    announce(online ? 'You are back online.' : OFFLINE);
  }, [online, announce]);
  return online ? null : <p className="offline-notice">{OFFLINE}</p>;
}
