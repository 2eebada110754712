/// <reference types="vite/client" />

import type { StorefrontEnv } from './composition/settings';

declare global {
  // The variables the storefront reads are listed, with their meaning, in composition/settings.ts.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ImportMetaEnv extends StorefrontEnv {}
}
