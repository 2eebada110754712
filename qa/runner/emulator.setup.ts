// The Auth emulator for the Firebase profile's projects: a setup project they depend on, so it starts only when
// one of them is chosen, and its teardown stops it after them. It starts the emulator and goes, so no worker waits
// for it while the fake profile's scenarios run; the Firebase profile's workers wait until it answers (fixtures.ts).
// One already answering at the address the run names (FIREBASE_AUTH_EMULATOR_HOST, as `firebase emulators:exec`
// sets it) is used as it is, and left running.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as setup } from '@playwright/test';
import { emulatorUrl, projectId } from '../harness/auth-emulator';
import { answers, started } from './emulator';

setup('the Auth emulator starts', async () => {
  if (await answers()) return;
  const { hostname, port } = new URL(emulatorUrl);
  // A copy of firebase.json with this run's port, in the project's root (firebase-tools reads paths from there),
  // and a TMPDIR of its own, where the emulators' hub announces itself (scripts/emulator.mjs says why).
  const base = JSON.parse(readFileSync('firebase.json', 'utf8')) as { emulators: object };
  const config = `.firebase-emulators.${process.pid}.json`;
  const emulators = { ...base.emulators, auth: { host: hostname, port: Number(port) }, ui: { enabled: false } };
  writeFileSync(config, JSON.stringify({ ...base, emulators }));
  const tmp = mkdtempSync(join(tmpdir(), 'storefront-emulators-'));
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config];
  const emulator = spawn('node_modules/.bin/firebase', args, {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, CI: 'true', TMPDIR: tmp },
  });
  emulator.unref();
  writeFileSync(started, JSON.stringify({ pid: emulator.pid, config, tmp }));
});
