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

export const disableAccount = (email: string) => updateAccount(email, { disableUser: true });

/** Revokes every session of the account, as the Admin SDK's revokeRefreshTokens does (whole seconds). */
export const revokeSessions = (email: string) =>
  updateAccount(email, { validSince: String(Math.floor(Date.now() / 1000)) });
