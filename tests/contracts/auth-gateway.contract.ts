// The AuthGateway contract: what every adapter must do, run against the fake auth provider and the Firebase emulator.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthGateway } from '@/application/ports';
import { authError, type AuthError, type AuthErrorCode } from '@/domain/auth-error';
import type { Result } from '@/domain/result';
import type { User } from '@/domain/user';

/** One adapter of the AuthGateway port, with the provider-side controls the contract needs. */
export interface ContractSubject {
  readonly gateway: AuthGateway;
  /** A fresh gateway on the same persisted state, as after a page reload. */
  reopen(): Promise<AuthGateway>;
  /**
   * Disables the account the way an administrator would, on the provider's side, and lets the gateway ask
   * the provider again, as it does at its next token refresh; with `askAgain: false`, the gateway is not told.
   */
  disable(email: string, options?: { askAgain: boolean }): Promise<void>;
  /** Creates an account the way an administrator would, on the provider's side: nobody is signed in by it. */
  createAccount(email: string, password: string): Promise<void>;
  /** Cuts the network to the provider, or restores it. */
  setReachable(reachable: boolean): void;
  /**
   * Makes the provider answer every sign-in and registration with this error (a client code without
   * `auth/`, and the server's detail text), or, given undefined, answer normally again.
   */
  refuseRequests(refusal: { code: string; detail: string } | undefined): Promise<void>;
  /** Releases the subject and restores the provider's defaults. */
  cleanup(): Promise<void>;
}

const PASSWORD = 'correct-horse-1';
/** How long a provider may take to report a server-side change such as a disabled account. */
const PROVIDER_REPORT_TIMEOUT_MS = 5000;

let emailCounter = 0;
/** A new address per call, so runs against a shared provider never collide. */
function uniqueEmail(): string {
  emailCounter += 1;
  return `shopper-${emailCounter}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

function expectUser(result: Result<User, AuthError>): User {
  if (!result.ok) throw new Error(`expected a user, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Who the gateway says is signed in: the first report a new subscriber hears. */
export async function reportedUser(gateway: AuthGateway): Promise<User | null> {
  let unsubscribe = () => {};
  const first = new Promise<User | null>((resolve) => {
    unsubscribe = gateway.onAuthStateChanged(resolve);
  });
  try {
    return await first;
  } finally {
    unsubscribe();
  }
}

/** The failure as the shopper must see it: the catalogue's code and message alike. */
function failure(code: AuthErrorCode): Result<never, AuthError> {
  return { ok: false, error: authError(code) };
}

/**
 * The behaviour every AuthGateway adapter must show, as a shopper or the app can observe it. Run it
 * against each adapter so the fake auth provider answers exactly as the real provider does.
 */
export function authGatewayContract(name: string, setup: () => Promise<ContractSubject>): void {
  describe(`AuthGateway contract: ${name}`, () => {
    let subject: ContractSubject;
    let gateway: AuthGateway;
    let unsubscribes: Array<() => void>;

    beforeEach(async () => {
      subject = await setup();
      gateway = subject.gateway;
      unsubscribes = [];
    });

    afterEach(async () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      await subject.cleanup();
    });

    /** Subscribes for the rest of the test and records what the listener hears, as e-mails or null. */
    function recordStates(on: AuthGateway = gateway): Array<string | null> {
      const states: Array<string | null> = [];
      unsubscribes.push(on.onAuthStateChanged((user) => states.push(user?.email ?? null)));
      return states;
    }

    async function registerSignedOut(email: string, password = PASSWORD): Promise<User> {
      const user = expectUser(await gateway.register(email, password));
      expect((await gateway.signOut()).ok).toBe(true);
      return user;
    }

    it('registers a new account and signs it in', async () => {
      const email = uniqueEmail();

      const user = expectUser(await gateway.register(email, PASSWORD));

      expect(user.email).toBe(email);
      expect((await reportedUser(gateway))?.uid).toBe(user.uid);
    });

    it('signs in with the registered password, whatever the case of the e-mail', async () => {
      const email = uniqueEmail();
      const registered = await registerSignedOut(email);

      const user = expectUser(await gateway.signIn(email.toUpperCase(), PASSWORD));

      expect(user.uid).toBe(registered.uid);
      expect(user.email).toBe(email);
      expect((await reportedUser(gateway))?.uid).toBe(registered.uid);
    });

    it("signs in to an account its administrator created, which takes the account's e-mail", async () => {
      const email = uniqueEmail();

      await subject.createAccount(email, PASSWORD);

      expect(await reportedUser(gateway)).toBeNull();
      expect(await gateway.register(email, PASSWORD)).toEqual(failure('email-already-in-use'));
      expect(await gateway.signIn(email, 'wrong-password-1')).toEqual(failure('wrong-password'));
      expect(expectUser(await gateway.signIn(email, PASSWORD)).email).toBe(email);
    });

    it('signs out', async () => {
      expectUser(await gateway.register(uniqueEmail(), PASSWORD));

      const result = await gateway.signOut();

      expect(result.ok).toBe(true);
      expect(await reportedUser(gateway)).toBeNull();
    });

    it('answers network-request-failed while the provider is unreachable, signs out locally, and works again after', async () => {
      const email = uniqueEmail();
      const user = expectUser(await gateway.register(email, PASSWORD));
      subject.setReachable(false);
      try {
        expect(await gateway.signIn(email, PASSWORD)).toEqual(failure('network-request-failed'));
        expect(await gateway.register(uniqueEmail(), PASSWORD)).toEqual(failure('network-request-failed'));
        expect((await reportedUser(gateway))?.uid).toBe(user.uid);
        expect((await gateway.signOut()).ok).toBe(true);
        expect(await reportedUser(gateway)).toBeNull();
      } finally {
        subject.setReachable(true);
      }
      expect(expectUser(await gateway.signIn(email, PASSWORD)).uid).toBe(user.uid);
    });

    it('reports the current state to a new subscriber without any action', async () => {
      const states = recordStates();

      await vi.waitFor(() => expect(states).toEqual([null]));
    });

    it('reports signed out, then the registered user, then signed out again', async () => {
      const email = uniqueEmail();
      const states = recordStates();
      await vi.waitFor(() => expect(states).toEqual([null]));

      expectUser(await gateway.register(email, PASSWORD));
      await vi.waitFor(() => expect(states).toEqual([null, email]));

      await gateway.signOut();
      await vi.waitFor(() => expect(states).toEqual([null, email, null]));
    });

    it('refuses a wrong password and stays signed out', async () => {
      const email = uniqueEmail();
      await registerSignedOut(email);

      expect(await gateway.signIn(email, 'not-the-password')).toEqual(failure('wrong-password'));
      expect(await reportedUser(gateway)).toBeNull();
    });

    it('refuses an e-mail that is already registered, in any case', async () => {
      const email = uniqueEmail();
      await registerSignedOut(email);

      expect(await gateway.register(email.toUpperCase(), 'another-password')).toEqual(failure('email-already-in-use'));
    });

    it('creates one account when the same e-mail registers twice at once', async () => {
      const email = uniqueEmail();

      const results = await Promise.all([gateway.register(email, PASSWORD), gateway.register(email, PASSWORD)]);

      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toEqual(failure('email-already-in-use'));
    });

    it('refuses a password of 5 characters', async () => {
      expect(await gateway.register(uniqueEmail(), '12345')).toEqual(failure('weak-password'));
    });

    it('accepts a password of 6 characters', async () => {
      expect(expectUser(await gateway.register(uniqueEmail(), '123456')).email).not.toBeNull();
    });

    it('refuses a badly formatted e-mail on register and on sign in', async () => {
      expect(await gateway.register('not-an-email', PASSWORD)).toEqual(failure('invalid-email'));
      expect(await gateway.signIn('not-an-email', PASSWORD)).toEqual(failure('invalid-email'));
    });

    it('answers user-not-found for an unknown e-mail', async () => {
      expect(await gateway.signIn(uniqueEmail(), PASSWORD)).toEqual(failure('user-not-found'));
    });

    // Measured on the Auth emulator: signUp asks for the e-mail first (missing-email), but with both
    // fields empty it reads as an anonymous sign-up whose empty e-mail is badly formatted.
    it('answers missing-email to registering with an empty e-mail', async () => {
      expect(await gateway.register('', PASSWORD)).toEqual(failure('missing-email'));
      expect(await gateway.register('', '')).toEqual(failure('invalid-email'));
    });

    // signInWithPassword checks the e-mail's format before anything else, and '' is badly formatted.
    it('answers invalid-email to signing in with an empty e-mail', async () => {
      expect(await gateway.signIn('', PASSWORD)).toEqual(failure('invalid-email'));
      expect(await gateway.signIn('', '')).toEqual(failure('invalid-email'));
    });

    it('answers missing-password to an empty password, before checking anything else', async () => {
      const email = uniqueEmail();
      await registerSignedOut(email);

      expect(await gateway.register(uniqueEmail(), '')).toEqual(failure('missing-password'));
      expect(await gateway.register(email, '')).toEqual(failure('missing-password'));
      expect(await gateway.register('not-an-email', '')).toEqual(failure('missing-password'));
      expect(await gateway.signIn(email, '')).toEqual(failure('missing-password'));
      expect(await gateway.signIn(uniqueEmail(), '')).toEqual(failure('missing-password'));
    });

    it("gives the provider's user record for an e-mail/password account", async () => {
      const email = uniqueEmail().replace('shopper', 'Mixed.Case');

      const user = expectUser(await gateway.register(email, PASSWORD));

      expect(user).toMatchObject({
        email: email.toLowerCase(),
        displayName: null,
        emailVerified: false,
        phoneNumber: null,
        photoURL: null,
        isAnonymous: false,
      });
      expect(typeof user.uid).toBe('string');
      expect(user.uid).not.toBe('');
      expect(user.providerData).toEqual([
        expect.objectContaining({ providerId: 'password', uid: email.toLowerCase(), email: email.toLowerCase() }),
      ]);
      expect(Number.isNaN(Date.parse(user.metadata.creationTime ?? ''))).toBe(false);
      expect(Number.isNaN(Date.parse(user.metadata.lastSignInTime ?? ''))).toBe(false);
    });

    it('restores the signed-in user in a reopened gateway', async () => {
      const email = uniqueEmail();
      const user = expectUser(await gateway.register(email, PASSWORD));

      const reopened = await subject.reopen();

      expect(await reportedUser(reopened)).toMatchObject({ uid: user.uid, email });
    });

    it('keeps the user a reopened gateway restores while the provider is unreachable, though an administrator disabled them since', async () => {
      const email = uniqueEmail();
      const user = expectUser(await gateway.register(email, PASSWORD));
      await subject.disable(email, { askAgain: false });
      subject.setReachable(false);
      try {
        // Firebase keeps the user it persisted until its reload of them reaches the server.
        const reopened = await subject.reopen();
        expect((await reportedUser(reopened))?.uid).toBe(user.uid);
      } finally {
        subject.setReachable(true);
      }
    });

    it('keeps a signed-out gateway signed out when reopened', async () => {
      await registerSignedOut(uniqueEmail());

      const reopened = await subject.reopen();

      expect(await reportedUser(reopened)).toBeNull();
    });

    it('signs out a disabled account and refuses it from then on', async () => {
      const email = uniqueEmail();
      expectUser(await gateway.register(email, PASSWORD));
      const states = recordStates();
      await vi.waitFor(() => expect(states).toEqual([email]));

      await subject.disable(email);

      await vi.waitFor(() => expect(states).toEqual([email, null]), { timeout: PROVIDER_REPORT_TIMEOUT_MS });
      expect(await reportedUser(gateway)).toBeNull();
      expect(await gateway.signIn(email, PASSWORD)).toEqual(failure('user-disabled'));
      // The emulator checks "disabled" before the password.
      expect(await gateway.signIn(email, 'not-the-password')).toEqual(failure('user-disabled'));
    });

    it("answers with the provider's own message a code the catalogue does not list (SPEC §8), until told otherwise", async () => {
      const email = uniqueEmail();
      await registerSignedOut(email);
      const unlisted = {
        kind: 'auth-error',
        code: 'unlisted',
        // The detail with the code after it, as the Firebase SDK words a server error it has no text of its own for.
        message: 'The demo quota is used up. (auth/quota-exceeded-for-demo).',
      };

      await subject.refuseRequests({ code: 'quota-exceeded-for-demo', detail: 'The demo quota is used up.' });

      expect(await gateway.signIn(email, PASSWORD)).toEqual({ ok: false, error: unlisted });
      expect(await gateway.register(uniqueEmail(), PASSWORD)).toEqual({ ok: false, error: unlisted });
      await subject.refuseRequests(undefined);
      expectUser(await gateway.signIn(email, PASSWORD));
    });
  });
}
