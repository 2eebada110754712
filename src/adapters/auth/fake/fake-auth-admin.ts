// The offline provider's administration, like the Auth emulator's admin API: for tests and developer tools, never shoppers.

import { newAccount, type Account } from './account';
import type { FakeAccountStore } from './account-store';
import { systemClock, type Clock } from './clock';
import type { FakeProviderSettings, ProviderRefusal } from './provider-settings';

/** An account as an administrator sees it: everything but the password's hash. */
export type AccountSummary = Pick<Account, 'uid' | 'email' | 'disabled' | 'createdAt' | 'lastLoginAt'>;

/**
 * What an administrator does to the provider's accounts and settings, in the same storage as every tab's
 * gateway. As with Firebase, a signed-in shopper learns of a disabled, revoked or deleted account when
 * their page next asks the provider: at the next token refresh, or when a page opens.
 */
export class FakeAuthAdmin {
  constructor(
    private readonly accounts: FakeAccountStore,
    private readonly settings: FakeProviderSettings,
    private readonly clock: Clock = systemClock,
  ) {}

  listAccounts(): AccountSummary[] {
    return this.accounts.list().map(({ uid, email, disabled, createdAt, lastLoginAt }) => ({
      uid,
      email,
      disabled,
      createdAt,
      lastLoginAt,
    }));
  }

  /** Creates an enabled account, as the Admin SDK's createUser does: nobody is signed in by it. */
  async createAccount(email: string, password: string): Promise<void> {
    if (this.accounts.find(email)) throw new Error(`An account for ${email} exists already.`);
    this.accounts.save(await newAccount(email, password, () => this.clock.now()));
  }

  /** Disables or enables the account of this e-mail; a disabled account is signed out and cannot sign in. */
  setDisabled(email: string, disabled: boolean): void {
    const account = this.accounts.find(email);
    if (account) this.accounts.save({ ...account, disabled });
  }

  /** Revokes every session of the account signed in until now, as the Admin SDK's revokeRefreshTokens does. */
  revokeSessions(email: string): void {
    const account = this.accounts.find(email);
    if (account) this.accounts.save({ ...account, validSince: this.clock.now() });
  }

  deleteAccount(email: string): void {
    this.accounts.remove(email);
  }

  deleteAllAccounts(): void {
    this.accounts.removeAll();
  }

  /** Turns the project's e-mail enumeration protection on or off. */
  setEmailPrivacy(on: boolean): void {
    this.settings.setEmailPrivacy(on);
  }

  /**
   * Until `acceptRequests()`, the provider answers every sign-in and registration with this error, as the
   * real one answers when it throttles (too-many-requests) or with a code the catalogue does not list.
   */
  refuseRequests(refusal: ProviderRefusal): void {
    this.settings.setRefusal(refusal);
  }

  acceptRequests(): void {
    this.settings.setRefusal(undefined);
  }

  /** The error set by `refuseRequests()`, until `acceptRequests()`. */
  refusal(): ProviderRefusal | undefined {
    return this.settings.refusal();
  }

  /** Takes the provider out of reach (every request fails as on a network failure), or brings it back. */
  setReachable(reachable: boolean): void {
    this.settings.setUnreachable(!reachable);
  }

  reachable(): boolean {
    return !this.settings.unreachable();
  }
}
