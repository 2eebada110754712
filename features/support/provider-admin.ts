// The auth provider's administrator, as the steps reach it: one implementation per profile, chosen once. Set-up
// goes through it ("an account exists"), not through the sign-in form, which stays for the scenarios about it.
import { fakeAuthAdmin as administratorOf } from '@/adapters/auth/fake/fake-auth';
import { systemClock } from '@/adapters/clock/system-clock';
import type { ProviderRefusal } from '@/adapters/auth/fake/provider';
import { createAccount, disableAccount, refusalBody, revokeSessions } from '../../qa/harness/auth-emulator';
import { expect } from '@playwright/test';
import { inside, label, role, type Driver, type Tab } from '../../qa/driver/driver';
import { pageScript } from '../../qa/driver/page-script';
import { isAdminless } from '../../qa/runner/capabilities.mjs';
import { copyOfPageStorage } from './page-storage';
import type { ShopperWorld } from './world';

interface ProviderAdmin {
  /** Creates an enabled account; nobody is signed in by it. */
  createAccount(email: string, password: string): Promise<void>;
  /** Disables the account: it is signed out at its next token refresh, and cannot sign in. */
  disableAccount(email: string): Promise<void>;
  /** Revokes every session of the account signed in until now. */
  revokeSessions(email: string): Promise<void>;
  /** Until told otherwise, the provider answers every sign-in and registration with this error. */
  refuseRequests(refusal: ProviderRefusal): Promise<void>;
}

// The Auth emulator has no switch for refusals: the browser gets the server's refusal for each account request
// instead (so only where the driver controls the network).
const refusedByTheNetwork = (driver: Driver) => (refusal: ProviderRefusal) =>
  driver.answerRequests(/identitytoolkit\.googleapis\.com\/v1\/accounts:/, { status: 400, json: refusalBody(refusal) });

const emulatorAdmin = (driver: Driver): ProviderAdmin => ({
  createAccount,
  disableAccount,
  revokeSessions: async (email) => void (await revokeSessions(email)),
  refuseRequests: refusedByTheNetwork(driver),
});

/** fake-admin.in-page.ts with the provider it administers, as one script: built once per worker. */
let adminScript: Promise<string> | undefined;

/**
 * The fake auth provider keeps its accounts in the shopper's browser storage: its own administrator runs in the tab,
 * at the tab's time (which a scenario may have moved on), each change one write, as the provider console makes it.
 * A tab that has not opened the storefront yet opens a file of its origin that starts no app.
 */
export function fakeAuthAdminIn(tab: Tab): ProviderAdmin & { isDisabled(email: string): Promise<boolean | undefined> } {
  const administer = async (call: string) => {
    // A new browser shows about:blank (Playwright, WebKit) or data:, (chromedriver): no storage of the storefront's.
    if (!/^https?:$/.test(await tab.evaluate<string>('location.protocol'))) await tab.openFile('/robots.txt');
    adminScript ??= pageScript(new URL('../../qa/harness/fake-admin.in-page.ts', import.meta.url));
    // A script's own promise is awaited by Playwright and by WebDriver alike; `true` is what comes back.
    await tab.evaluate(`(async () => { ${await adminScript}; await fakeAuthAdmin.${call}; return true; })()`);
  };
  const args = (...values: unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');
  return {
    createAccount: (email, password) => administer(`createAccount(${args(email, password)})`),
    disableAccount: (email) => administer(`setDisabled(${args(email, true)})`),
    revokeSessions: (email) => administer(`revokeSessions(${args(email)})`),
    refuseRequests: (refusal) => administer(`set('refusal', ${args(refusal)})`),
    /** Whether the account is disabled, as the provider holds it in `tab`'s storage; undefined if it has none. */
    isDisabled: async (email: string) =>
      administratorOf({ storage: await copyOfPageStorage(tab), clock: systemClock })
        .listAccounts()
        .find((account) => account.email === email)?.disabled,
  };
}

/**
 * A Firebase project behind STOREFRONT_URL with no Auth emulator has no administrator a test reaches: an account is
 * made through the form, and signed out of; scenarios that need more are tagged @needs-admin, and skipped there.
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
      const signOut = inHeader('Sign Out');
      await expect.poll(() => tab.isVisible(signOut), { message: 'signed in as the new account' }).toBe(true);
      await tab.click(signOut);
      await expect.poll(() => tab.isVisible(inHeader('Sign In')), { message: 'signed out again' }).toBe(true);
    },
    disableAccount: none,
    revokeSessions: none,
    refuseRequests: refusedByTheNetwork(tab),
  };
}

/** The administrator of the world's provider; the fake one acts on the storage of the shopper's browser. */
export function providerAdmin({ profile, driver }: ShopperWorld): ProviderAdmin {
  if (profile !== 'firebase') return fakeAuthAdminIn(driver);
  return isAdminless({ profile, env: process.env }) ? shopperMadeAccounts(driver) : emulatorAdmin(driver);
}
