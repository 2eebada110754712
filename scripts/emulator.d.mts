/** Types for scripts/emulator.mjs, which runs as plain Node before any TypeScript loader. */
export const PROJECT_ID: string;
export function emulatorsOnFreePorts(only?: string): Promise<{
  env: { VITE_FIREBASE_AUTH_EMULATOR_URL: string; FIREBASE_HOSTING_EMULATOR_HOST: string };
  run: (commandLine: string) => string;
}>;
export function freePorts(count: number): Promise<number[]>;
