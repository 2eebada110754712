import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { storefrontIdentity } from './build/identity.ts';
import { offlineApp } from './build/offline-app.ts';
import { prerenderRoutes } from './build/prerender.ts';
import { productPictures } from './build/product-pictures.ts';
import { providerConsolePage } from './build/provider-console.ts';
import { basketStorageFromEnv, profileFromEnv } from './src/composition/settings.ts';

// The build's own steps (prerender, inline script and its policy, the provider console) live in build/.
const port = Number(process.env.PORT ?? 5173);

/** Folders that test runs, builds and the bench write inside the project (all in .gitignore). */
const GENERATED = ['**/reports/**', '**/dist-*/**', '**/coverage/**', '**/test-results/**', '**/.stryker-tmp/**'];

export default defineConfig(({ mode }) => {
  // The variables of the mode's .env files, the process environment winning, as the storefront reads them.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const profile = profileFromEnv(env);
  return {
    plugins: [
      react(),
      storefrontIdentity(profile),
      productPictures(),
      prerenderRoutes(),
      providerConsolePage(),
      offlineApp(),
    ],
    // The profile and the basket's storage as constants (src/startup/start.tsx): the bundle then holds only the
    // adapters they name.
    define: {
      __AUTH_PROFILE__: JSON.stringify(profile),
      __BASKET_STORAGE__: JSON.stringify(basketStorageFromEnv(env)),
    },
    // `@/…` imports resolve through tsconfig.json's paths, the one place the alias is declared.
    resolve: { tsconfigPaths: true },
    // What test runs and builds write is no edit: watched, a scenario run reloaded an open page once per report.
    server: { host: '127.0.0.1', port, strictPort: true, watch: { ignored: GENERATED } },
    preview: { host: '127.0.0.1', port, strictPort: true },
    // Every image stays a file of its own: inlined into the script, the hero could not load before it.
    // No modulepreload polyfill in the entry: the pages have no modulepreload links (tests/build checks), and
    // Vite's preloads of lazy chunks fall back to rel=preload where modulepreload is missing (Safari < 17).
    // The manifest (.vite/manifest.json) names the scripts a page starts with, which the bundle budget and the bench
    // count; it tells no more of the sources than the source maps beside it.
    build: {
      target: 'es2022',
      sourcemap: true,
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      manifest: true,
    },
  };
});
