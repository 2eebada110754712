// The fake profile's ready account, so a developer signs in at once: demo@example.com, password demo1234.
import { enabled, type FakeAccountStore } from '@/adapters/auth/fake/accounts';

/** Its password hashed once (as the provider hashes, salt and all), so starting the storefront hashes nothing. */
const DEMO_ACCOUNT = {
  uid: 'gMFONEZeLDRi1pato9oZWR2UYkZa',
  email: 'demo@example.com',
  salt: 'demo-account',
  hash: '9107e280cd5465ea63e91950029960918cf2840073e440fd0077c842b9147100',
};

/** Adds the demo account, unless its e-mail has one: one a developer disabled or revoked stays as they left it. */
export function withDemoAccount(accounts: FakeAccountStore, now: number): void {
  if (!accounts.find(DEMO_ACCOUNT.email)) accounts.save(enabled(DEMO_ACCOUNT, now));
}
