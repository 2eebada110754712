// The fake provider's administration, like the Auth emulator's admin API: for tests and the console, never shoppers.
// Apart from the provider, so the storefront's pages do not download it.

import type { Clock } from '@/application/ports';
import type { KeyValueStorage } from '@/key-value-storage/key-value-storage';
import { newAccount, type Account, type FakeAccountStore } from './accounts';
import { SETTING_KEY_PREFIX, type FakeAuthProvider, type ProviderRefusal, type Settings } from './provider';

/** An account as an administrator sees it: everything but the password's hash. */
export type AccountSummary = Pick<Account, 'uid' | 'email' | 'disabled' | 'createdAt' | 'lastLoginAt'>;

/**
 * The administrator's powers over the provider's accounts and settings, in the same storage as every tab's. As
 * with Firebase, a signed-in shopper learns of a change to their account when their page next asks the provider.
 */
export class FakeAuthAdmin {
  constructor(
    /** The provider administered: its settings are read as it reads them. */
    private readonly provider: FakeAuthProvider,
    private readonly accounts: FakeAccountStore,
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
  ) {}

  unreachable(): boolean {
    return this.provider.unreachable();
  }

  refusal(): ProviderRefusal | undefined {
    return this.provider.refusal();
  }

  set<Name extends keyof Settings>(name: Name, value: Settings[Name]): void {
    if (value === undefined || value === false) this.storage.removeItem(SETTING_KEY_PREFIX + name);
    else this.storage.setItem(SETTING_KEY_PREFIX + name, JSON.stringify(value));
  }

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
