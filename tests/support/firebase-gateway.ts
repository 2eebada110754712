// Firebase gateways for tests on the Auth emulator, and what tests do to them from outside the adapter.
import { deleteApp, getApp } from 'firebase/app';
import { getAuth, reload } from 'firebase/auth';
import { DeferredAuthGateway } from '@/adapters/auth/deferred/deferred-auth-gateway';
import { firebaseAuthGateway } from '@/adapters/auth/firebase/firebase-auth-gateway';
import { unavailable, type FirebaseAuthSettings } from '@/adapters/auth/firebase/firebase-connection';
import type { AuthGateway, Logger } from '@/application/ports';
import { emulatorUrl, projectId } from '../../testing/auth-emulator';
import { RecordingLogger } from './recorders';

let apps = 0;
/** How each gateway was made, so a test can reach its Firebase app or make it again. */
const made = new WeakMap<AuthGateway, { settings: FirebaseAuthSettings; logger: Logger }>();

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
  return started(settings, logger);
}

/** The gateway as the storefront builds it (src/composition/container.ts): started once the app has. */
function started(settings: FirebaseAuthSettings, logger: Logger): AuthGateway {
  const gateway = new DeferredAuthGateway(() => firebaseAuthGateway(settings, logger), unavailable);
  made.set(gateway, { settings, logger });
  return gateway;
}

function madeOf(gateway: AuthGateway) {
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
export async function recheckAccount(gateway: AuthGateway): Promise<void> {
  const auth = getAuth(getApp(madeOf(gateway).settings.appName));
  await auth.authStateReady();
  if (auth.currentUser) await reload(auth.currentUser).catch(() => undefined);
}

/**
 * The page reloaded: the gateway's Firebase app is deleted, and a new gateway starts a new app of the
 * same name on the same persisted state. The SDK's in-memory persistence keeps one store per process
 * (its instance is cached by class), so in Node it outlives the app, as browser storage outlives a page.
 */
export async function reopenFirebaseGateway(gateway: AuthGateway): Promise<AuthGateway> {
  const { settings, logger } = madeOf(gateway);
  await deleteApp(getApp(settings.appName));
  return started(settings, logger);
}
