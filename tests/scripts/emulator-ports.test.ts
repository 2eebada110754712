import { readFileSync, rmSync } from 'node:fs';
import { expect, test } from 'vitest';
import firebaseConfig from '../../firebase.json';
import { emulatorsOnFreePorts } from '../../scripts/emulator.mjs';

// A developer's `npm run start:firebase` holds firebase.json's ports: the tests' emulators must take others.
test("the tests' emulators take free ports of their own, and the build and tests are told which", async () => {
  const { env, run } = await emulatorsOnFreePorts('auth,hosting');
  const config = /--config (\S+)/.exec(run('vitest run'))?.[1];
  expect(config).toBeDefined();
  try {
    const { emulators } = JSON.parse(readFileSync(config!, 'utf8')) as typeof firebaseConfig & {
      emulators: Record<'auth' | 'hosting' | 'hub' | 'logging', { host: string; port: number }>;
    };
    const ports = [emulators.auth, emulators.hosting, emulators.hub, emulators.logging].map(({ port }) => port);
    expect(new Set(ports).size).toBe(4);
    for (const fixed of [firebaseConfig.emulators.auth.port, firebaseConfig.emulators.hosting.port, 4400, 4500]) {
      expect(ports).not.toContain(fixed);
    }
    expect(env.VITE_FIREBASE_AUTH_EMULATOR_URL).toBe(`http://127.0.0.1:${emulators.auth.port}`);
    expect(env.FIREBASE_HOSTING_EMULATOR_HOST).toBe(`127.0.0.1:${emulators.hosting.port}`);
    expect(run('vitest run')).toContain('--only auth,hosting');
    // With CI set, firebase-tools asks no server for its message of the day: a profile that needs no network
    // prints no warning about one.
    expect(run('vitest run')).toMatch(/^CI=true /);
  } finally {
    rmSync(config!, { force: true });
  }
});
