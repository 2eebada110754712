// Starting Firebase Auth for the gateway: the SDK loaded on first use, the app and its Auth instance set up.

import type { Logger } from '@/application/ports';
import type * as AppSdk from 'firebase/app';
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type * as AuthSdkModule from 'firebase/auth';
import type { Auth } from 'firebase/auth';

export interface FirebaseAuthSettings {
  readonly options: FirebaseOptions;
  /** The Auth emulator, e.g. http://127.0.0.1:9099; unset for the real Firebase project. */
  readonly emulatorUrl?: string | undefined;
  /** `browser` keeps the session across reloads (IndexedDB, else localStorage); `memory` for Node. */
  readonly persistence: 'browser' | 'memory';
  /**
   * The Firebase app's name, as the SDK names apps: the page's one gateway uses the default app; gateways sharing
   * one page or one process (the emulator tests) each need a name of their own.
   */
  readonly appName?: string;
}

/** The SDK's code could not be fetched (offline, or a deploy replaced the chunk): a network failure. */
export class SdkUnavailable extends Error {}

// Type-only imports: the SDK's code arrives through the dynamic import() in connect().
type AuthSdk = typeof AuthSdkModule;

export interface Connection {
  readonly sdk: AuthSdk;
  readonly auth: Auth;
}

/**
 * Loads the SDK and starts Auth as the settings say (persistence, emulator), with tokens refreshed ahead of
 * expiry. Fails with SdkUnavailable when the SDK's code cannot be fetched.
 */
export async function connect(settings: FirebaseAuthSettings, logger: Logger): Promise<Connection> {
  const { options, emulatorUrl, persistence, appName } = settings;
  const [appSdk, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]).catch((error: unknown) => {
    throw new SdkUnavailable('The Firebase SDK could not be loaded.', { cause: error });
  });
  const app = appSdk.initializeApp(options, appName);
  const auth = sdk.initializeAuth(app, {
    persistence:
      persistence === 'browser'
        ? [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence]
        : sdk.inMemoryPersistence,
  });
  if (emulatorUrl) sdk.connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  try {
    startProactiveRefresh(appSdk, app);
  } catch (error) {
    // Sign-in still works; tokens are then refreshed when they are next needed, as by default.
    logger.warn('Firebase Auth will not refresh tokens ahead of expiry.', error);
  }
  return { sdk, auth };
}

/**
 * The SDK refreshes the ID token 5 minutes before expiry, retrying network failures with a backoff of
 * 30 s doubling to 16 min, and signs out on user-disabled or user-token-expired (SPEC §4) — but only
 * while another Firebase product listens for tokens. Firestore and Storage do it this way, through
 * the app's internal `auth-internal` component; with no such product here, we register the listener.
 */
function startProactiveRefresh(appSdk: typeof AppSdk, app: FirebaseApp): void {
  const { _getProvider } = appSdk as unknown as {
    _getProvider(
      app: FirebaseApp,
      name: 'auth-internal',
    ): {
      getImmediate(): { addAuthTokenListener(listener: (token: string | null) => void): void };
    };
  };
  _getProvider(app, 'auth-internal')
    .getImmediate()
    .addAuthTokenListener(() => {});
}
