// Which basket storage a build keeps the basket in, as vite.config.ts reads it: tests of the build follow the choice.
import { loadEnv } from 'vite';
import { basketStorageFromEnv } from '@/composition/settings';

/**
 * Whether a build of `mode` keeps the basket in Web Storage, where its basket page draws a returning guest's saved
 * rows before the app runs (build/prerender.ts): IndexedDB cannot be read before the first paint.
 */
export const drawsSavedRows = (mode = 'production') =>
  basketStorageFromEnv(loadEnv(mode, process.cwd(), 'VITE_')) === 'localstorage';
