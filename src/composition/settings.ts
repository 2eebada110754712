import type { FirebaseAuthSettings } from '@/adapters/auth/firebase/firebase-connection';

/** Which auth provider the storefront talks to: the fake auth provider, or Firebase Auth. */
type Profile = 'fake' | 'firebase';

export interface StorefrontSettings {
  readonly profile: Profile;
  readonly firebase?: FirebaseAuthSettings;
}

/** The build-time variables the storefront reads (see .env.example). */
export interface StorefrontEnv {
  readonly VITE_AUTH_PROFILE?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
  /** Where the basket is kept: `localstorage` or `indexeddb`; DEFAULT_BASKET_STORAGE when not set. */
  readonly VITE_BASKET_STORAGE?: string;
}

const BASKET_STORAGES = ['localstorage', 'indexeddb'];

/** Where a build keeps the basket unless it names a storage: docs/decisions/0007-basket-storage-adapter.md says why. */
export const DEFAULT_BASKET_STORAGE = 'localstorage';

/** The basket storage the build's environment names (VITE_BASKET_STORAGE), or the default. */
export function basketStorageFromEnv(rawEnv: StorefrontEnv): string {
  const storage = withoutBlanks(rawEnv).VITE_BASKET_STORAGE?.toLowerCase() ?? DEFAULT_BASKET_STORAGE;
  if (!BASKET_STORAGES.includes(storage)) {
    throw new Error(`VITE_BASKET_STORAGE must be one of ${BASKET_STORAGES.join(', ')}, not '${storage}'.`);
  }
  return storage;
}

/**
 * The profile the build's environment names, unchecked: `VITE_AUTH_PROFILE` when set, otherwise Firebase
 * when a Firebase API key is configured, otherwise the fake auth provider. It never throws, so the build's own
 * configuration (vite.config.ts) can ask it; settingsFromEnv checks it.
 */
export function profileFromEnv(rawEnv: StorefrontEnv): string {
  const env = withoutBlanks(rawEnv);
  return env.VITE_AUTH_PROFILE ?? (env.VITE_FIREBASE_API_KEY ? 'firebase' : 'fake');
}

/**
 * Reads the profile and its settings from the build's environment (see profileFromEnv). A Firebase
 * profile without the settings it needs fails at start-up with a message naming them, not later with an
 * SDK error.
 */
export function settingsFromEnv(rawEnv: StorefrontEnv): StorefrontSettings {
  const env = withoutBlanks(rawEnv);
  const profile = profileFromEnv(env);
  if (profile === 'fake') return { profile };
  if (profile !== 'firebase') throw new Error(`VITE_AUTH_PROFILE must be 'fake' or 'firebase', not '${profile}'.`);
  const { VITE_FIREBASE_API_KEY: apiKey, VITE_FIREBASE_PROJECT_ID: projectId } = env;
  if (!apiKey || !projectId) {
    throw new Error(
      'The firebase profile needs VITE_FIREBASE_API_KEY and VITE_FIREBASE_PROJECT_ID (see .env.example).',
    );
  }
  return {
    profile,
    firebase: {
      options: {
        apiKey,
        projectId,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
        appId: env.VITE_FIREBASE_APP_ID,
      },
      emulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL,
      persistence: 'browser',
    },
  };
}

/** A variable left empty, as in a copied .env.example, counts as unset. */
function withoutBlanks(env: StorefrontEnv): StorefrontEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
}
