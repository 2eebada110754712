// The fake auth provider: the AuthGateway contract on both storages, and what only the fake promises.
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage, type KeyValueStorage } from '@/key-value-storage/key-value-storage';
import type { AuthError } from '@/domain/auth-error';
import type { Result } from '@/domain/result';
import type { User } from '@/domain/user';
import { ID_TOKEN_LIFETIME_MS } from '@/domain/session-policy';
import { authGatewayContract, reportedUser, type ContractSubject } from '../contracts/auth-gateway.contract';
import { aPage, reportsDelivered, writtenElsewhere } from '../support/fake-auth-page';
import { ManualClock } from '../support/manual-clock';

function fakeSubject(storage: KeyValueStorage): ContractSubject {
  const clock = new ManualClock();
  // One network for every page of the subject, as for the tabs of one device.
  let online = true;
  const network = { online: () => online };
  const { gateway, admin } = aPage(storage, clock, network);
  return {
    gateway,
    reopen: async () => aPage(storage, clock, network).gateway,
    setReachable: (on) => {
      online = on;
    },
    createAccount: (email, password) => admin.createAccount(email, password),
    disable: async (email, { askAgain } = { askAgain: true }) => {
      admin.setDisabled(email, true);
      // The gateway asks the provider at its next token refresh, within the hour.
      if (askAgain) await clock.advance(ID_TOKEN_LIFETIME_MS);
    },
    refuseRequests: async (refusal) => admin.set('refusal', refusal),
    // Each subject has its own storage or, for localStorage, tests/setup.ts clears it after every test.
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
    const gateway = aPage(localStorage).gateway;
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
    const clock = new ManualClock(Date.UTC(2026, 0, 2, 3, 4, 5));
    const { gateway } = aPage(new MemoryStorage(), clock);
    expectUser(await gateway.register('clock@example.com', 'secret1'));
    await gateway.signOut();
    await clock.advance(60_000);

    const user = expectUser(await gateway.signIn('clock@example.com', 'secret1'));

    expect(user.metadata).toEqual({
      creationTime: 'Fri, 02 Jan 2026 03:04:05 GMT',
      lastSignInTime: 'Fri, 02 Jan 2026 03:05:05 GMT',
    });
    expect(JSON.stringify(user)).not.toMatch(/hash|salt/);
  });

  describe('with corrupt or hostile stored data', () => {
    /** A hash of the stored shape (SHA-256 in hex), so only the field a case names is wrong. */
    const HASH = 'ab'.repeat(32);
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
      '{"uid":"u1","email":"bad@example.com","salt":"%%%","hash":"!!","createdAt":1,"lastLoginAt":1,"disabled":false}',
      `{"uid":"u1","email":"bad@example.com","salt":"s","hash":"${HASH}","createdAt":1e300,"lastLoginAt":1,"disabled":false}`,
      // Well-formed, but filed under another e-mail's key.
      `{"uid":"u1","email":"other@example.com","salt":"s","hash":"${HASH}","createdAt":1,"lastLoginAt":1,"disabled":false}`,
      '{"uid":{"toString":"u1"}}',
    ];

    it.each(hostileValues)('treats %s as no accounts and no session', async (hostile) => {
      const storage = new MemoryStorage();
      expectUser(await aPage(storage).gateway.register('bad@example.com', 'secret1'));
      for (const key of ['storefront.fake-auth.account:bad@example.com', 'storefront.fake-auth.session']) {
        expect(storage.getItem(key)).not.toBeNull();
        storage.setItem(key, hostile);
      }

      const { gateway } = aPage(storage);

      expect(await reportedUser(gateway)).toBeNull();
      const signIn = await gateway.signIn('bad@example.com', 'secret1');
      expect(signIn.ok || signIn.error.code).toBe('user-not-found');
      expectUser(await gateway.register('bad@example.com', 'secret1'));
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });

    it('resolves internal-error instead of rejecting when the storage fails', async () => {
      const full = new (class extends MemoryStorage {
        override setItem(): void {
          throw new DOMException('full', 'QuotaExceededError');
        }
      })();
      const { gateway } = aPage(full);

      const result = await gateway.register('full@example.com', 'secret1');

      expect(result.ok || result.error.code).toBe('internal-error');
      expect(await reportedUser(gateway)).toBeNull();
    });
  });

  it('stops notifying a listener once it unsubscribes', async () => {
    const gateway = aPage(new MemoryStorage()).gateway;
    const listener = vi.fn();
    const unsubscribe = gateway.onAuthStateChanged(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));

    unsubscribe();
    expectUser(await gateway.register('quiet@example.com', 'secret1'));
    await gateway.signOut();
    await reportsDelivered(gateway);

    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never calls a listener that unsubscribes before its first report', async () => {
    const gateway = aPage(new MemoryStorage()).gateway;
    const listener = vi.fn();

    gateway.onAuthStateChanged(listener)();
    await reportsDelivered(gateway);

    expect(listener).not.toHaveBeenCalled();
  });

  it('does not report a second sign-in of the user already signed in, as Firebase does not', async () => {
    const gateway = aPage(new MemoryStorage()).gateway;
    expectUser(await gateway.register('again@example.com', 'secret1'));
    const listener = vi.fn();
    gateway.onAuthStateChanged(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));

    expectUser(await gateway.signIn('again@example.com', 'secret1'));
    await reportsDelivered(gateway);

    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('FakeAuthGateway in several tabs', () => {
  // jsdom has one window: the browser would send this event to the other tabs on each write of `key`.

  it('follows a sign-in and a sign-out made in another tab, as Firebase does', async () => {
    const otherTab = aPage(localStorage).gateway;
    const thisTab = aPage(localStorage).gateway;
    const states: Array<string | null> = [];
    thisTab.onAuthStateChanged((user) => states.push(user?.email ?? null));

    expectUser(await otherTab.register('ann@example.com', 'secret1'));
    writtenElsewhere('storefront.fake-auth.session');
    await vi.waitFor(() => expect(states).toEqual([null, 'ann@example.com']));

    await otherTab.signOut();
    writtenElsewhere('storefront.fake-auth.session');
    await vi.waitFor(() => expect(states).toEqual([null, 'ann@example.com', null]));
  });

  it('keeps both accounts when two tabs register different e-mails at the same moment', async () => {
    const [first, second] = [aPage(localStorage).gateway, aPage(localStorage).gateway];

    const results = await Promise.all([
      first.register('ann@example.com', 'secret1'),
      second.register('bob@example.com', 'secret1'),
    ]);

    expect(results.map((result) => result.ok)).toEqual([true, true]);
    const reader = aPage(localStorage).gateway;
    expectUser(await reader.signIn('ann@example.com', 'secret1'));
    expectUser(await reader.signIn('bob@example.com', 'secret1'));
  });

  it('does not restore a session whose account another tab disabled', async () => {
    expectUser(await aPage(localStorage).gateway.register('ann@example.com', 'secret1'));

    aPage(localStorage).admin.setDisabled('ann@example.com', true);

    expect(await reportedUser(aPage(localStorage).gateway)).toBeNull();
  });
});

describe("the fake auth provider's administrator", () => {
  it('lists the accounts without their password hashes, and deletes one or all', async () => {
    const { gateway, admin } = aPage(new MemoryStorage());
    const ann = expectUser(await gateway.register('ann@example.com', 'secret1'));
    expectUser(await gateway.register('bob@example.com', 'secret1'));

    expect(
      admin
        .listAccounts()
        .map(({ email }) => email)
        .sort(),
    ).toEqual(['ann@example.com', 'bob@example.com']);
    expect(admin.listAccounts().find(({ email }) => email === 'ann@example.com')).toEqual({
      uid: ann.uid,
      email: 'ann@example.com',
      disabled: false,
      createdAt: expect.any(Number),
      lastLoginAt: expect.any(Number),
    });

    admin.deleteAccount('ANN@example.com');
    expect(admin.listAccounts().map(({ email }) => email)).toEqual(['bob@example.com']);
    admin.deleteAllAccounts();
    expect(admin.listAccounts()).toEqual([]);
  });

  it('re-enables a disabled account, and ends the session of one it deletes when a page opens', async () => {
    const storage = new MemoryStorage();
    const { gateway, admin } = aPage(storage);
    expectUser(await gateway.register('ann@example.com', 'secret1'));
    admin.setDisabled('ann@example.com', true);
    admin.setDisabled('ann@example.com', false);
    expectUser(await gateway.signIn('ann@example.com', 'secret1'));

    admin.deleteAccount('ann@example.com');

    expect(await reportedUser(aPage(storage).gateway)).toBeNull();
  });

  it('makes the provider answer too-many-requests with the catalogue message, until it accepts requests again', async () => {
    const { gateway, admin } = aPage(new MemoryStorage());
    admin.set('refusal', { code: 'too-many-requests', detail: '' });

    const refused = await gateway.register('ann@example.com', 'secret1');

    expect(refused.ok || refused.error.message).toBe(
      'We have blocked all requests from this device due to unusual activity. Try again later.',
    );
    admin.set('refusal', undefined);
    expectUser(await gateway.register('ann@example.com', 'secret1'));
  });
});

describe('FakeAuthGateway outside a secure context', () => {
  // A page at http://<LAN address> (a phone opening `npm start -- --host`) has crypto.getRandomValues, but neither
  // crypto.randomUUID nor crypto.subtle.
  it('registers and signs in, and keeps passwords hashed as a secure context does', async () => {
    const storage = new MemoryStorage();
    const platform = crypto;
    vi.stubGlobal('crypto', { getRandomValues: platform.getRandomValues.bind(platform) });
    try {
      expectUser(await aPage(storage).gateway.register('ann@example.com', 'secret1'));
      expectUser(await aPage(storage).gateway.signIn('ann@example.com', 'secret1'));
    } finally {
      vi.unstubAllGlobals();
    }
    expectUser(await aPage(storage).gateway.signIn('ann@example.com', 'secret1'));
    expect(await aPage(storage).gateway.signIn('ann@example.com', 'secret2')).toMatchObject({ ok: false });
  });
});
