// Firebase's accounts outlive a scenario, and parallel workers and runs share them: there, every e-mail a
// scenario names gets a tag of its own (the {email} parameter type), and the accounts this worker's scenarios
// named are removed at its end. The fake auth provider's live in the scenario's own fresh browser storage.
import { AfterAll } from '@cucumber/cucumber';
import { mkdir, writeFile } from 'node:fs/promises';
import { deleteAccounts, emulatorUrl } from '../../harness/auth-emulator';
import { runOf } from './run-settings.mjs';

const run = runOf();
const SHARED = run.profile === 'firebase';
/** Tells this run's accounts from earlier runs' on a long-lived provider. */
const RUN = Date.now().toString(36);
let scenariosTagged = 0;
/** The e-mails this worker's scenarios named on a shared provider: the accounts they may have created. */
const namedAccounts = new Set<string>();

/** A tag of its own for each scenario, for its e-mails. */
export const newAccountTag = () => `${RUN}${process.pid.toString(36)}s${(scenariosTagged++).toString(36)}`;

/** The address a scenario tagged `tag` uses for `written` ("ann@example.com"): tagged where accounts are shared. */
export function accountEmail(written: string, tag: string): string {
  const at = written.lastIndexOf('@');
  if (!SHARED || at <= 0) return written;
  const email = `${written.slice(0, at)}+${tag}${written.slice(at)}`;
  namedAccounts.add(email);
  return email;
}

/**
 * Removes this worker's accounts where an administrator's interface is reachable (the Auth emulator), and lists
 * them where none is (a real Firebase project behind STOREFRONT_URL). scripts/scenarios.mjs reports both.
 */
AfterAll(async () => {
  if (!SHARED || namedAccounts.size === 0) return;
  const named = [...namedAccounts];
  const outcome = await deleteAccounts(named).then(
    (removed) => ({ removed }),
    (error: unknown) => ({ removed: [], left: named, why: `no administrator's interface at ${emulatorUrl}: ${error}` }),
  );
  await mkdir(`${run.reports}/accounts`, { recursive: true });
  await writeFile(`${run.reports}/accounts/${process.pid}.json`, JSON.stringify(outcome));
});
