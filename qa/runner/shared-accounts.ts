// Firebase's accounts outlive a scenario, and parallel workers and runs share them: there, every e-mail a scenario
// names gets a tag of its own (the {email} parameter type), and the accounts this worker's scenarios named are
// removed at its end. The fake auth provider's live in the scenario's own fresh browser storage.
import { deleteAccounts, emulatorUrl } from '../harness/auth-emulator';

/** Tells this run's accounts from earlier runs' on a long-lived provider. */
const RUN = Date.now().toString(36);
let scenariosTagged = 0;
/** The running scenario's tag for its e-mails: none where accounts are not shared. A worker runs one at a time. */
let scenarioTag = '';
const namedAccounts = new Set<string>();

export function startAccounts(shared: boolean): void {
  scenarioTag = shared ? `${RUN}${process.pid.toString(36)}s${(scenariosTagged++).toString(36)}` : '';
}

/** The address the running scenario uses for `written` ("ann@example.com"): tagged where accounts are shared. */
export function accountEmail(written: string): string {
  const at = written.lastIndexOf('@');
  if (!scenarioTag || at <= 0) return written;
  const email = `${written.slice(0, at)}+${scenarioTag}${written.slice(at)}`;
  namedAccounts.add(email);
  return email;
}

/**
 * Removes the accounts this worker's scenarios named where an administrator's interface is reachable (the Auth
 * emulator), and lists them where none is (a real Firebase project behind STOREFRONT_URL).
 */
export async function removeNamedAccounts(): Promise<void> {
  const named = [...namedAccounts];
  namedAccounts.clear();
  if (named.length === 0) return;
  await deleteAccounts(named).catch((error: unknown) => {
    const why = `no administrator's interface at ${emulatorUrl}: ${error}`;
    console.warn(`Accounts left on the provider (${why}):\n${named.join('\n')}`);
  });
}
