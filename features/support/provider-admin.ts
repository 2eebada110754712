// The auth provider's administrator, as the steps reach it: one implementation per profile, chosen once. Set-up
// goes through it ("an account exists"), not through the sign-in form, which stays for the scenarios about it.
import { FakeAccountStore } from '@/adapters/auth/fake/accounts';
import type { Clock } from '@/adapters/auth/fake/clock';
import { FakeAuthAdmin } from '@/adapters/auth/fake/admin';
import { FakeProviderSettings, type ProviderRefusal } from '@/adapters/auth/fake/provider';
import { createAccount, disableAccount, refusalBody, revokeSessions } from '../../testing/auth-emulator';
import { expect } from '@playwright/test';
import { inside, label, role, type Driver, type Tab } from '../driver/driver';
import { isAdminless } from './capabilities.mjs';
import { copyOfPageStorage, entriesOf } from './page-storage';
import { runOf } from './run.mjs';

export interface ProviderAdmin {
  /** Creates an enabled account; nobody is signed in by it. */
  createAccount(email: string, password: string): Promise<void>;
  /** Disables the account: it is signed out at its next token refresh, and cannot sign in. */
  disableAccount(email: string): Promise<void>;
  /** Revokes every session of the account signed in until now. */
  revokeSessions(email: string): Promise<void>;
  /** Until told otherwise, the provider answers every sign-in and registration with this error. */
  refuseRequests(refusal: ProviderRefusal): Promise<void>;
}

/**
 * The Auth emulator has no switch for refusals: the shopper's browser gets the server's refusal for each of the
 * Identity Toolkit's account requests instead (so only where the driver controls the network).
 */
const refusedByTheNetwork = (driver: Driver) => (refusal: ProviderRefusal) =>
  driver.answerRequests(/identitytoolkit\.googleapis\.com\/v1\/accounts:/, { status: 400, json: refusalBody(refusal) });

/** The Auth emulator's administrator: its REST API. */
const emulatorAdmin = (driver: Driver): ProviderAdmin => ({
  createAccount,
  disableAccount,
  revokeSessions: async (email) => void (await revokeSessions(email)),
  refuseRequests: refusedByTheNetwork(driver),
});

/**
 * The offline provider keeps its accounts in the shopper's browser storage: its own admin surface runs here on
 * a copy of the tab's storage, at the tab's time (which a scenario may have moved on), and what it changed is
 * written back into the tab. A tab that has not opened the storefront yet opens its home page first.
 */
export function offlineAdmin(tab: Tab): ProviderAdmin & { isDisabled(email: string): Promise<boolean | undefined> } {
  const administer = async (act: (admin: FakeAuthAdmin) => void | Promise<void>) => {
    // A new browser shows about:blank (Playwright, WebKit) or data:, (chromedriver): no storage of the storefront's.
    if (!/^https?:$/.test(await tab.evaluate<string>('location.protocol'))) await tab.open('/');
    const storage = await copyOfPageStorage(tab);
    const before = entriesOf(storage);
    const now = await tab.evaluate<number>('Date.now()');
    const tabTime: Clock = { now: () => now, after: () => () => {} };
    await act(new FakeAuthAdmin(new FakeAccountStore(storage), new FakeProviderSettings(storage), tabTime));
    const after = entriesOf(storage);
    const written = Object.entries(after).filter(([key, value]) => before[key] !== value);
    const removed = Object.keys(before).filter((key) => !(key in after));
    await tab.evaluate(
      `(${JSON.stringify(written)}).forEach(([key, value]) => localStorage.setItem(key, value));` +
        `(${JSON.stringify(removed)}).forEach((key) => localStorage.removeItem(key)); true`,
    );
  };
  return {
    createAccount: (email, password) => administer((admin) => admin.createAccount(email, password)),
    disableAccount: (email) => administer((admin) => admin.setDisabled(email, true)),
    revokeSessions: (email) => administer((admin) => admin.revokeSessions(email)),
    refuseRequests: (refusal) => administer((admin) => admin.settings.set('refusal', refusal)),
    /** Whether the account is disabled, as the provider holds it in `tab`'s storage; undefined if it has none. */
    isDisabled: async (email: string) => new FakeAccountStore(await copyOfPageStorage(tab)).find(email)?.disabled,
  };
}

/**
 * A Firebase project behind STOREFRONT_URL with no Auth emulator: no administrator reaches it from a test, so
 * an account is made as a shopper makes one, through the form, and signed out of. Scenarios that need more of
 * an administrator are tagged @needs-admin, and skipped there.
 */
function shopperMadeAccounts(tab: Driver): ProviderAdmin {
  const inHeader = (link: string) => inside(role('banner'), role('link', link));
  const none = () =>
    Promise.reject(new Error('no administrator reaches this Firebase project: tag the scenario @needs-admin'));
  return {
    async createAccount(email, password) {
      await tab.open('/login');
      await tab.type(label('E-mail'), email);
      await tab.type(label('Password'), password);
      await tab.click(role('button', 'Create your Amazon Account', { exact: true }));
      await expect
        .poll(() => tab.isVisible(inHeader('Sign Out')), { message: 'signed in as the new account' })
        .toBe(true);
      await tab.click(inHeader('Sign Out'));
      await expect.poll(() => tab.isVisible(inHeader('Sign In')), { message: 'signed out again' }).toBe(true);
    },
    disableAccount: none,
    revokeSessions: none,
    refuseRequests: refusedByTheNetwork(tab),
  };
}

const run = runOf();
/** The administrator of this run's provider; the offline one acts on the storage of `driver`'s browser. */
export const providerAdmin: (driver: Driver) => ProviderAdmin =
  run.profile !== 'firebase'
    ? offlineAdmin
    : isAdminless({ profile: run.profile, env: process.env })
      ? shopperMadeAccounts
      : emulatorAdmin;
