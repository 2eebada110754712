// The Firebase SDK's proactive token refresh, offline: when to refresh, and how to back off, by the domain's session policy.

import { delayUntilRefresh, retryBackoff } from '@/domain/session-policy';
import type { Clock } from './clock';

/** How a refresh went: a new token, no network (try again later), or nothing more to refresh. */
export type RefreshOutcome = 'refreshed' | 'network-failure' | 'ended';

/**
 * Refreshes the ID token 5 minutes before it expires and, when the network fails, retries after 30 s,
 * doubling to 16 min, as the SDK's ProactiveRefresh does; any other failure stops it, as in the SDK.
 */
export class ProactiveRefresh {
  private cancel: (() => void) | undefined;
  private failures = 0;

  constructor(
    private readonly clock: Clock,
    private readonly refresh: () => Promise<RefreshOutcome>,
  ) {}

  /** Plans the refresh of a token that expires at `expiresAt`, replacing any plan (and backoff) before it. */
  scheduleFor(expiresAt: number): void {
    this.failures = 0;
    this.plan(delayUntilRefresh(expiresAt, this.clock.now()));
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  private plan(delay: number): void {
    this.stop();
    this.cancel = this.clock.after(delay, () => void this.run());
  }

  private async run(): Promise<void> {
    this.cancel = undefined;
    const outcome = await this.refresh();
    // Unless a newer plan came meanwhile (another tab refreshed the shared token), back off and try again.
    if (outcome === 'network-failure' && this.cancel === undefined) this.plan(retryBackoff(this.failures++));
  }
}
