// A gateway fetched after the app starts: what it does while the fetch fails. That it passes everything on once
// loaded is the gateway contract's, run through it in fake-auth-gateway.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { DeferredAuthGateway } from '@/adapters/auth/deferred/deferred-auth-gateway';
import type { AuthGateway } from '@/application/ports';
import { authError } from '@/domain/auth-error';
import { reportsDelivered } from '../support/fake-auth-page';
import { StubAuthGateway } from '../support/stub-auth-gateway';

const unreached = () => authError('network-request-failed');

/** A deferred gateway over `stub` whose first `failures` loads fail, as a chunk fetched while offline does. */
function deferredOver(stub: AuthGateway, failures: number) {
  let loads = 0;
  const gateway = new DeferredAuthGateway(async () => {
    loads += 1;
    if (loads <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return stub;
  }, unreached);
  return { gateway, loads: () => loads };
}

describe('DeferredAuthGateway', () => {
  it('answers network-request-failed while its gateway cannot load, and tries again at the next call', async () => {
    const { gateway, loads } = deferredOver(new StubAuthGateway(), 1);

    expect(await gateway.signIn('ann@example.com', 'secret1')).toEqual({
      ok: false,
      error: authError('network-request-failed'),
    });
    expect(loads()).toBe(1); // the sign-in waited on the load begun at the start
    expect(await gateway.register('ann@example.com', 'secret1')).toMatchObject({ ok: true });
    expect(loads()).toBe(2);
  });

  it('tells a listener nobody is signed in while its gateway cannot load, then what the gateway reports', async () => {
    const { gateway } = deferredOver(new StubAuthGateway(), 1);
    const heard: Array<string | null> = [];
    gateway.onAuthStateChanged((user) => heard.push(user?.email ?? null));
    await vi.waitFor(() => expect(heard).toEqual([null]));

    await gateway.signIn('ann@example.com', 'secret1');

    await vi.waitFor(() => expect(heard).toEqual([null, 'ann@example.com']));
  });

  it('tells a listener that unsubscribed before the gateway loaded nothing', async () => {
    const stub = new StubAuthGateway();
    const { gateway } = deferredOver(stub, 1);
    const heard: Array<string | null> = [];
    const stop = gateway.onAuthStateChanged((user) => heard.push(user?.email ?? null));
    await vi.waitFor(() => expect(heard).toEqual([null]));
    stop();

    await gateway.signIn('ann@example.com', 'secret1');
    const later: Array<string | null> = [];
    stub.onAuthStateChanged((user) => later.push(user?.email ?? null));
    await vi.waitFor(() => expect(later).toEqual(['ann@example.com']));

    expect(heard).toEqual([null]);
  });

  it('tells a listener that unsubscribed while the gateway was still loading nothing', async () => {
    let arrive: (gateway: AuthGateway) => void = () => {};
    const gateway = new DeferredAuthGateway(() => new Promise((resolve) => (arrive = resolve)), unreached);
    const heard: Array<string | null> = [];
    const stop = gateway.onAuthStateChanged((user) => heard.push(user?.email ?? null));
    stop();

    const stub = new StubAuthGateway();
    arrive(stub);
    await stub.signIn('ann@example.com', 'secret1');
    await reportsDelivered(stub);

    expect(heard).toEqual([]);
  });
});
