import { describe, expect, it, vi } from 'vitest';
import { FakeAuthGateway } from '@/adapters/auth/fake/fake-auth-gateway';
import { MemoryStorage, type KeyValueStorage } from '@/adapters/storage/key-value-storage';
import type { AuthError } from '@/domain/auth-error';
import type { Result } from '@/domain/result';
import type { User } from '@/domain/user';
import { authGatewayContract, type ContractSubject } from '../contracts/auth-gateway.contract';

function fakeSubject(storage: KeyValueStorage): ContractSubject {
  let emailPrivacy = false;
  let reachable = true;
  const gateway = new FakeAuthGateway({ storage, isOnline: () => reachable });
  return {
    gateway,
    reopen: async () => new FakeAuthGateway({ storage, emailPrivacy }),
    setReachable: (on) => {
      reachable = on;
    },
    disable: (email) => gateway.disableAccount(email),
    setEmailPrivacy: async (on) => {
      emailPrivacy = on;
      gateway.setEmailPrivacy(on);
    },
    // Each subject has its own gateway, and tests/setup.ts clears localStorage after every test.
    cleanup: async () => {},
  };
}

authGatewayContract('FakeAuthGateway on MemoryStorage', async () => fakeSubject(new MemoryStorage()));
authGatewayContract('FakeAuthGateway on localStorage', async () => fakeSubject(localStorage));

function expectUser(result: Result<User, AuthError>): User {
  if (!result.ok) throw new Error(`expected a user, got ${result.error.code}`);
  return result.value;
}

/** Every key and value the fake has written to localStorage, as one text. */
function storedText(): string {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) expect(key.startsWith('storefront.fake-auth.')).toBe(true);
  return keys.map((key) => `${key}=${localStorage.getItem(key)}`).join('\n');
}

describe('FakeAuthGateway', () => {
  it('stores no clear-text password, and salts each account differently', async () => {
    const gateway = new FakeAuthGateway({ storage: localStorage });
    const password = 'Zebra-Lantern-4821';

    expectUser(await gateway.register('first@example.com', password));
    expectUser(await gateway.register('second@example.com', password));

    const text = storedText();
    expect(text).toContain('first@example.com');
    expect(text).not.toContain(password);
    const hashes = [...text.matchAll(/"hash":"([^"]+)"/g)].map((match) => match[1]);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it('keeps the creation time and updates the last sign-in time on each sign-in', async () => {
    let now = Date.UTC(2026, 0, 2, 3, 4, 5);
    const gateway = new FakeAuthGateway({ storage: new MemoryStorage(), now: () => now });
    expectUser(await gateway.register('clock@example.com', 'secret1'));
    await gateway.signOut();
    now += 60_000;

    const user = expectUser(await gateway.signIn('clock@example.com', 'secret1'));

    expect(user.metadata).toEqual({
      creationTime: 'Fri, 02 Jan 2026 03:04:05 GMT',
      lastSignInTime: 'Fri, 02 Jan 2026 03:05:05 GMT',
    });
  });

  it('returns frozen user records', async () => {
    const gateway = new FakeAuthGateway({ storage: new MemoryStorage() });

    const user = expectUser(await gateway.register('frozen@example.com', 'secret1'));

    expect(Object.isFrozen(user)).toBe(true);
    expect(Object.isFrozen(user.providerData)).toBe(true);
    expect(Object.isFrozen(user.providerData[0])).toBe(true);
    expect(Object.isFrozen(user.metadata)).toBe(true);
    expect(Object.keys(user)).not.toContain('hash');
  });

  describe('with corrupt or hostile stored data', () => {
    const hostileValues = [
      'not json',
      '{"unterminated":',
      'null',
      '42',
      '"text"',
      '{}',
      '[null, 1, "x", []]',
      '{"__proto__":{"polluted":true}}',
      '[{"__proto__":{"polluted":true}}]',
      '[{"uid":"u1","email":"bad@example.com","salt":"%%%","hash":"!!","createdAt":1,"lastLoginAt":1,"disabled":false}]',
      '[{"uid":"u1","email":"bad@example.com","salt":"AAAA","hash":"AAAA","createdAt":1e300,"lastLoginAt":1,"disabled":false}]',
      '{"uid":{"toString":"u1"}}',
    ];

    it.each(hostileValues)('treats %s as no accounts and no session', async (hostile) => {
      const storage = new MemoryStorage();
      const original = new FakeAuthGateway({ storage });
      expectUser(await original.register('bad@example.com', 'secret1'));
      for (const key of ['storefront.fake-auth.accounts', 'storefront.fake-auth.session']) {
        expect(storage.getItem(key)).not.toBeNull();
        storage.setItem(key, hostile);
      }

      const gateway = new FakeAuthGateway({ storage });
      const listener = vi.fn();
      gateway.onAuthStateChanged(listener);

      await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(null));
      expect(gateway.currentUser()).toBeNull();
      const signIn = await gateway.signIn('bad@example.com', 'secret1');
      expect(signIn.ok || signIn.error.code).toBe('user-not-found');
      expectUser(await gateway.register('bad@example.com', 'secret1'));
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });

    it('resolves internal-error instead of rejecting when the storage fails', async () => {
      const storage = new MemoryStorage();
      const gateway = new FakeAuthGateway({ storage });
      vi.spyOn(storage, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });

      const result = await gateway.register('full@example.com', 'secret1');

      expect(result.ok || result.error.code).toBe('internal-error');
      expect(gateway.currentUser()).toBeNull();
    });
  });

  it('stops notifying a listener once it unsubscribes', async () => {
    const gateway = new FakeAuthGateway({ storage: new MemoryStorage() });
    const listener = vi.fn();
    const unsubscribe = gateway.onAuthStateChanged(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));

    unsubscribe();
    expectUser(await gateway.register('quiet@example.com', 'secret1'));
    await gateway.signOut();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never calls a listener that unsubscribes before its first report', async () => {
    const gateway = new FakeAuthGateway({ storage: new MemoryStorage() });
    const listener = vi.fn();

    gateway.onAuthStateChanged(listener)();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(listener).not.toHaveBeenCalled();
  });

  it('does not report a second sign-in of the user already signed in, as Firebase does not', async () => {
    const gateway = new FakeAuthGateway({ storage: new MemoryStorage() });
    expectUser(await gateway.register('again@example.com', 'secret1'));
    const listener = vi.fn();
    gateway.onAuthStateChanged(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));

    expectUser(await gateway.signIn('again@example.com', 'secret1'));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('FakeAuthGateway in several tabs', () => {
  it('follows a sign-in and a sign-out made in another tab, as Firebase does', async () => {
    const otherTab = new FakeAuthGateway({ storage: localStorage });
    const thisTab = new FakeAuthGateway({ storage: localStorage, events: window });
    const states: Array<string | null> = [];
    thisTab.onAuthStateChanged((user) => states.push(user?.email ?? null));
    // jsdom has one window: the browser would send this event to the other tabs on each session write.
    const sessionWritten = () =>
      window.dispatchEvent(new StorageEvent('storage', { key: 'storefront.fake-auth.session' }));

    expectUser(await otherTab.register('ann@example.com', 'secret1'));
    sessionWritten();
    await vi.waitFor(() => expect(states).toEqual([null, 'ann@example.com']));
    expect(thisTab.currentUser()?.email).toBe('ann@example.com');

    await otherTab.signOut();
    sessionWritten();
    await vi.waitFor(() => expect(states).toEqual([null, 'ann@example.com', null]));
  });
});
