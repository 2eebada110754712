// Firebase gateways for tests on the Auth emulator, and what tests do to them from outside the adapter.
import { deleteApp, getApp } from 'firebase/app';
import { getAuth, reload } from 'firebase/auth';
import { FirebaseAuthGateway } from '@/adapters/auth/firebase/firebase-auth-gateway';
import type { FirebaseAuthSettings } from '@/adapters/auth/firebase/firebase-connection';
import type { Logger } from '@/application/ports';
import { emulatorUrl, projectId } from '../../qa/harness/auth-emulator';
import { RecordingLogger } from './recorders';

let apps = 0;
/** How each gateway was made, so a test can reach its Firebase app or make it again. */
const made = new WeakMap<FirebaseAuthGateway, { settings: FirebaseAuthSettings; logger: Logger }>();

/** A Firebase gateway with a Firebase app of its own, talking to the emulator unless told otherwise. */
export function aFirebaseGateway(overrides: Partial<FirebaseAuthSettings> = {}, logger = new RecordingLogger()) {
  apps += 1;
  const settings: FirebaseAuthSettings = {
    options: { apiKey: 'demo-api-key', projectId, authDomain: `${projectId}.firebaseapp.com` },
    emulatorUrl,
    persistence: 'memory',
    appName: `test-${apps}`,
    ...overrides,
  };
  const gateway = new FirebaseAuthGateway(settings, logger);
  made.set(gateway, { settings, logger });
  return gateway;
}

function madeOf(gateway: FirebaseAuthGateway) {
  const how = made.get(gateway);
  if (!how) throw new Error('Not a gateway of aFirebaseGateway().');
  return how;
}

/**
 * Asks the provider about the signed-in account now, as the SDK does on every token refresh: when the
 * account was disabled (user-disabled) or its sessions revoked (user-token-expired), the SDK signs the
 * shopper out. Tests use it instead of waiting the ~55 minutes to the next refresh. It reaches the
 * gateway's Firebase app by name, through the SDK, as another part of the same page could.
 */
export async function recheckAccount(gateway: FirebaseAuthGateway): Promise<void> {
  const auth = getAuth(getApp(madeOf(gateway).settings.appName));
  await auth.authStateReady();
  if (auth.currentUser) await reload(auth.currentUser).catch(() => undefined);
}

/**
 * The page reloaded: the gateway's Firebase app is deleted, and a new gateway starts a new app of the
 * same name on the same persisted state. The SDK's in-memory persistence keeps one store per process
 * (its instance is cached by class), so in Node it outlives the app, as browser storage outlives a page.
 */
export async function reopenFirebaseGateway(gateway: FirebaseAuthGateway): Promise<FirebaseAuthGateway> {
  const { settings, logger } = madeOf(gateway);
  await deleteApp(getApp(settings.appName));
  const reopened = new FirebaseAuthGateway(settings, logger);
  made.set(reopened, { settings, logger });
  return reopened;
}
