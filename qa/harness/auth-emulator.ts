// The Firebase Auth emulator's admin REST API, for tests: what an administrator or the project's settings would do
// on the real service. `firebase emulators:exec` sets both variables.
import { HOST, PROJECT_ID } from '../../scripts/emulator.mjs';

export const projectId = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
export const emulatorUrl = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${HOST}:9099`}`;
const ACCOUNTS = `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`;

async function admin(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${emulatorUrl}${path}`, {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000), // an emulator that is not there must not hold a run up
  });
  if (!response.ok) throw new Error(`Auth emulator ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function lookUp(emails: readonly string[]): Promise<Array<{ localId: string }>> {
  const found = await admin('POST', `${ACCOUNTS}:lookup`, { email: emails.map((email) => email.toLowerCase()) });
  return (found as { users?: Array<{ localId: string }> }).users ?? [];
}

export const resetAccounts = async () => void (await admin('DELETE', `/emulator/v1/projects/${projectId}/accounts`));

/** E-mail enumeration protection, on by default for Firebase projects created since 2023. */
export async function setEmailPrivacy(on: boolean): Promise<void> {
  await admin('PATCH', `/emulator/v1/projects/${projectId}/config`, {
    emailPrivacyConfig: { enableImprovedEmailPrivacy: on },
  });
}

async function updateAccount(email: string, changes: Record<string, unknown>): Promise<void> {
  const [user] = await lookUp([email]);
  if (!user) throw new Error(`No emulator account for ${email}`);
  await admin('POST', `${ACCOUNTS}:update`, { localId: user.localId, ...changes });
}

/** Removes the accounts with these e-mails. */
export async function deleteAccounts(emails: readonly string[]): Promise<void> {
  const localIds = (await lookUp(emails)).map(({ localId }) => localId);
  if (localIds.length > 0) await admin('POST', `${ACCOUNTS}:batchDelete`, { localIds, force: true });
}

/** Creates an account as the Admin SDK's createUser does: nobody is signed in by it. */
export const createAccount = async (email: string, password: string) =>
  void (await admin('POST', ACCOUNTS, { email, password }));

export const disableAccount = (email: string) => updateAccount(email, { disableUser: true });

/**
 * Revokes every session of the account signed in until now, as the Admin SDK's revokeRefreshTokens does. A token
 * issued in the validSince second stays valid, so revoking from the next second covers one signed in a moment ago;
 * a new sign-in must wait for that second, whose start (epoch ms) it resolves to.
 */
export async function revokeSessions(email: string): Promise<number> {
  const validSince = Math.floor(Date.now() / 1000) + 1;
  await updateAccount(email, { validSince: String(validSince) });
  return validSince * 1000;
}

/**
 * The Identity Toolkit REST API's answer to a request it refuses with `code` (a client code, e.g. quota-exceeded)
 * and a detail: the server's code is the client code in capitals with underscores, and the SDK turns it back, so an
 * unlisted code reaches the adapter as `auth/<code>` with the detail.
 */
export function refusalBody({ code, detail }: { code: string; detail: string }): string {
  const serverCode = code.toUpperCase().replaceAll('-', '_');
  return JSON.stringify({ error: { code: 400, message: `${serverCode} : ${detail}`, errors: [] } });
}

/** Whether a URL is one of the provider's account requests (sign-in, sign-up, lookup), which a refusal answers. */
export const isAccountRequest = (url: string): boolean => url.includes('identitytoolkit.googleapis.com/v1/accounts:');
