// The offline profile's ready account, so a developer signs in at once: demo@example.com, password demo1234.
import type { Account } from './account';
import type { FakeAccountStore } from './account-store';

/**
 * The account's fixed part. The salt and hash of "demo1234" were made once with
 * src/adapters/auth/fake/password-hashing.ts, so starting the storefront hashes nothing.
 */
const DEMO_ACCOUNT = {
  uid: 'gMFONEZeLDRi1pato9oZWR2UYkZa',
  email: 'demo@example.com',
  salt: 'bMGXiODZSqzc0Dd+JQiK4w==',
  hash: '0KtpbMSDr4qb2dyUYmMCF2ceBU6N5KZLlmaOi0Ba//Q=',
} as const satisfies Partial<Account>;

/**
 * Adds the demo account to `accounts`, created `now`, unless its e-mail has an account already: one a
 * developer disabled, revoked or signed in with stays as they left it.
 */
export function withDemoAccount(accounts: FakeAccountStore, now: number): FakeAccountStore {
  if (!accounts.find(DEMO_ACCOUNT.email)) {
    accounts.save({ ...DEMO_ACCOUNT, createdAt: now, lastLoginAt: now, disabled: false });
  }
  return accounts;
}
