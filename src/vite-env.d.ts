/// <reference types="vite/client" />

import type { StorefrontEnv } from './composition/settings';

declare global {
  // The variables the storefront reads are listed, with their meaning, in composition/settings.ts.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ImportMetaEnv extends StorefrontEnv {}

  /** The build's profile, as profileFromEnv reads it from the build's environment (vite.config.ts). */
  const __AUTH_PROFILE__: string;
  /** Where the build keeps the basket, as basketStorageFromEnv reads it (vite.config.ts). */
  const __BASKET_STORAGE__: string;
}
