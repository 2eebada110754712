// The offline provider's account table, kept in browser storage with one key per account.

import type { KeyValueStorage } from '@/adapters/storage/key-value-storage';
import { canonical, parseAccount, type Account } from './account';
import { readJson } from './stored-json';

const ACCOUNT_KEY_PREFIX = 'storefront.fake-auth.account:';

/** Whether a storage key (of a `storage` event, say) holds an account. */
const isAccountKey = (key: string): boolean => key.startsWith(ACCOUNT_KEY_PREFIX);

const keyOf = (email: string) => ACCOUNT_KEY_PREFIX + canonical(email);

/**
 * Accounts by canonical e-mail, each under a key of its own. Creating or changing an account writes its
 * own key only, never a list of all accounts read, changed and written back, so tabs registering
 * different e-mails at the same moment keep every account (features/accounts.feature proves it).
 *
 * What remains: two tabs registering the SAME e-mail at the same instant can both find it free, and
 * both write its key. The last write wins; the other tab's shopper is signed out, as the account their
 * session names is gone. Web Storage has no compare-and-set to close that window; the provider narrows
 * it by checking again just before it writes (fake-auth-provider.ts).
 */
export class FakeAccountStore {
  constructor(private readonly storage: KeyValueStorage) {}

  /** The account of this e-mail, in any case; a stored entry that is not a well-formed account counts as none. */
  find(email: string): Account | undefined {
    const account = parseAccount(readJson(this.storage, keyOf(email)));
    return account?.email === canonical(email) ? account : undefined;
  }

  findByUid(uid: string): Account | undefined {
    return this.list().find((account) => account.uid === uid);
  }

  list(): Account[] {
    return this.accountKeys().flatMap((key) => this.find(key.slice(ACCOUNT_KEY_PREFIX.length)) ?? []);
  }

  save(account: Account): void {
    this.storage.setItem(keyOf(account.email), JSON.stringify(account));
  }

  remove(email: string): void {
    this.storage.removeItem(keyOf(email));
  }

  removeAll(): void {
    for (const key of this.accountKeys()) this.storage.removeItem(key);
  }

  private accountKeys(): string[] {
    const keys = Array.from({ length: this.storage.length }, (_, index) => this.storage.key(index));
    return keys.filter((key): key is string => key !== null && isAccountKey(key));
  }
}
