/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `fake` (offline, the default) or `firebase`. */
  readonly VITE_AUTH_PROFILE?: string;
}
