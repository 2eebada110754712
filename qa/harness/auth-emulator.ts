/**
 * The Firebase Auth emulator's admin REST API, for tests: what an administrator or the project's
 * settings would do on the real service. `firebase emulators:exec` sets both variables.
 */
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-storefront';
export const emulatorUrl = `http://${host}`;

const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
async function admin(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${emulatorUrl}${path}`, {
    method,
    headers: ADMIN,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000), // an emulator that is not there must not hold a run up
  });
  if (!response.ok) throw new Error(`Auth emulator ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function resetAccounts(): Promise<void> {
  await admin('DELETE', `/emulator/v1/projects/${projectId}/accounts`);
}

/** E-mail enumeration protection, on by default for Firebase projects created since 2023. */
export async function setEmailPrivacy(on: boolean): Promise<void> {
  await admin('PATCH', `/emulator/v1/projects/${projectId}/config`, {
    emailPrivacyConfig: { enableImprovedEmailPrivacy: on },
  });
}

async function updateAccount(email: string, changes: Record<string, unknown>): Promise<void> {
  const found = (await admin('POST', `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`, {
    email: [email.toLowerCase()],
  })) as { users?: Array<{ localId: string }> };
  const localId = found.users?.[0]?.localId;
  if (!localId) throw new Error(`No emulator account for ${email}`);
  await admin('POST', `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
    localId,
    ...changes,
  });
}

/** Removes the accounts with these e-mails; answers the e-mails the emulator held, now removed. */
export async function deleteAccounts(emails: readonly string[]): Promise<string[]> {
  const found = (await admin('POST', `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`, {
    email: emails.map((email) => email.toLowerCase()),
  })) as { users?: Array<{ localId: string; email: string }> };
  const users = found.users ?? [];
  if (users.length > 0) {
    await admin('POST', `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchDelete`, {
      localIds: users.map(({ localId }) => localId),
      force: true,
    });
  }
  return users.map(({ email }) => email);
}

/** Creates an account as the Admin SDK's createUser does: nobody is signed in by it. */
export async function createAccount(email: string, password: string): Promise<void> {
  await admin('POST', `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, { email, password });
}

export const disableAccount = (email: string) => updateAccount(email, { disableUser: true });

/**
 * Revokes every session of the account signed in until now, as the Admin SDK's revokeRefreshTokens does.
 * Validity counts in whole seconds (a token issued in the validSince second stays valid), so revoking from
 * the next second also covers a session signed in a moment ago; a new sign-in must wait for that second,
 * whose start (epoch ms) it resolves to.
 */
export async function revokeSessions(email: string): Promise<number> {
  const validSince = Math.floor(Date.now() / 1000) + 1;
  await updateAccount(email, { validSince: String(validSince) });
  return validSince * 1000;
}

/**
 * The Identity Toolkit REST API's answer to a request it refuses with `code` (a client code, e.g.
 * quota-exceeded) and a detail: the server's code is the client code in capitals with underscores,
 * and the SDK turns it back, so an unlisted code reaches the adapter as `auth/<code>` with the detail.
 */
export function refusalBody({ code, detail }: { code: string; detail: string }): string {
  const serverCode = code.toUpperCase().replaceAll('-', '_');
  return JSON.stringify({ error: { code: 400, message: `${serverCode} : ${detail}`, errors: [] } });
}

/** Whether a URL is one of the provider's account requests (sign-in, sign-up, lookup), which a refusal answers. */
export const isAccountRequest = (url: string): boolean => url.includes('identitytoolkit.googleapis.com/v1/accounts:');
