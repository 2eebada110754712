import { expect, test } from 'vitest';
import { DEFAULT_BASKET_STORAGE, basketStorageFromEnv, settingsFromEnv } from '@/composition/settings';

test('with nothing configured the storefront runs on the fake auth provider', () => {
  expect(settingsFromEnv({})).toEqual({ profile: 'fake' });
});

test('a Firebase API key selects the firebase profile, with the default auth domain when it is left blank', () => {
  const settings = settingsFromEnv({
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_PROJECT_ID: 'shop',
    VITE_FIREBASE_AUTH_DOMAIN: '',
    VITE_FIREBASE_AUTH_EMULATOR_URL: ' ',
  });
  expect(settings.profile).toBe('firebase');
  expect(settings.firebase?.options).toMatchObject({
    apiKey: 'key',
    projectId: 'shop',
    authDomain: 'shop.firebaseapp.com',
  });
  expect(settings.firebase?.emulatorUrl).toBeUndefined();
  expect(settings.firebase?.persistence).toBe('browser');
});

test('an explicit fake profile wins over Firebase settings', () => {
  expect(settingsFromEnv({ VITE_AUTH_PROFILE: 'fake', VITE_FIREBASE_API_KEY: 'key' }).profile).toBe('fake');
});

test('a firebase profile without its settings, or an unknown profile, fails with a message naming what to set', () => {
  expect(() => settingsFromEnv({ VITE_AUTH_PROFILE: 'firebase' })).toThrow(
    /VITE_FIREBASE_API_KEY and VITE_FIREBASE_PROJECT_ID/,
  );
  expect(() => settingsFromEnv({ VITE_AUTH_PROFILE: 'mock' })).toThrow(/must be 'fake' or 'firebase'/);
});

test('the basket is kept where the build names, in any case, or else in the default storage; another name fails, naming the choices', () => {
  expect(basketStorageFromEnv({})).toBe(DEFAULT_BASKET_STORAGE);
  expect(basketStorageFromEnv({ VITE_BASKET_STORAGE: ' ' })).toBe(DEFAULT_BASKET_STORAGE);
  expect(basketStorageFromEnv({ VITE_BASKET_STORAGE: 'IndexedDB' })).toBe('indexeddb');
  expect(basketStorageFromEnv({ VITE_BASKET_STORAGE: 'LocalStorage' })).toBe('localstorage');
  expect(() => basketStorageFromEnv({ VITE_BASKET_STORAGE: 'cookies' })).toThrow(
    "VITE_BASKET_STORAGE must be one of localstorage, indexeddb, not 'cookies'.",
  );
});
