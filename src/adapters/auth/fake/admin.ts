// The offline provider's administration, like the Auth emulator's admin API: for tests and developer tools, never shoppers.

import { newAccount, type Account, type FakeAccountStore } from './accounts';
import { systemClock, type Clock } from './clock';
import type { FakeProviderSettings } from './provider';

/** An account as an administrator sees it: everything but the password's hash. */
export type AccountSummary = Pick<Account, 'uid' | 'email' | 'disabled' | 'createdAt' | 'lastLoginAt'>;

/**
 * What an administrator does to the provider's accounts and settings, in the same storage as every tab's
 * gateway. As with Firebase, a signed-in shopper learns of a disabled, revoked or deleted account when their
 * page next asks the provider: at the next token refresh, or when a page opens.
 */
export class FakeAuthAdmin {
  constructor(
    private readonly accounts: FakeAccountStore,
    /** The project's settings: e-mail privacy, the provider out of reach, or refusing every request. */
    readonly settings: FakeProviderSettings,
    private readonly clock: Clock = systemClock,
  ) {}

  listAccounts(): AccountSummary[] {
    return this.accounts.list().map(({ uid, email, disabled, createdAt, lastLoginAt }) => {
      return { uid, email, disabled, createdAt, lastLoginAt };
    });
  }

  /** Creates an enabled account, as the Admin SDK's createUser does: nobody is signed in by it. */
  async createAccount(email: string, password: string): Promise<void> {
    if (this.accounts.find(email)) throw new Error(`An account for ${email} exists already.`);
    this.accounts.save(await newAccount(email, password, this.clock.now()));
  }

  setDisabled(email: string, disabled: boolean): void {
    this.change(email, { disabled });
  }

  /** Revokes every session of the account signed in until now, as the Admin SDK's revokeRefreshTokens does. */
  revokeSessions(email: string): void {
    this.change(email, { validSince: this.clock.now() });
  }

  deleteAccount(email: string): void {
    this.accounts.remove(email);
  }

  deleteAllAccounts(): void {
    this.accounts.removeAll();
  }

  private change(email: string, change: Partial<Account>): void {
    const account = this.accounts.find(email);
    if (account) this.accounts.save({ ...account, ...change });
  }
}
