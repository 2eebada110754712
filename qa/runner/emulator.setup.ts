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
import getPort from 'get-port';
import { emulatorUrl, projectId } from '../harness/auth-emulator';
import { answers, readClaim, startedFile } from './emulator';

setup('the Auth emulator starts', async () => {
  if (await answers()) return;
  const { hostname, port } = new URL(emulatorUrl);
  // A copy of firebase.json with this run's port, in the project's root (firebase-tools reads paths from there),
  // and a TMPDIR of its own, where the emulators' hub announces itself (scripts/emulator.mjs says why).
  const base = JSON.parse(readFileSync('firebase.json', 'utf8')) as { emulators: object };
  const config = `.firebase-emulators.${process.pid}.json`;
  // The hub's and the logging's usual ports (4400, 4500) are the first run's: a second run's emulator beside it
  // would stop at once on the logging's.
  const [hub, logging] = await Promise.all([getPort({ host: hostname }), getPort({ host: hostname })]);
  const emulators = {
    ...base.emulators,
    auth: { host: hostname, port: Number(port) },
    hub: { host: hostname, port: hub },
    logging: { host: hostname, port: logging },
    ui: { enabled: false },
  };
  writeFileSync(config, JSON.stringify({ ...base, emulators }));
  const tmp = mkdtempSync(join(tmpdir(), 'storefront-emulators-'));
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config];
  const emulator = spawn('node_modules/.bin/firebase', args, {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, CI: 'true', TMPDIR: tmp },
  });
  emulator.unref();
  const claim = { run: process.ppid, ...readClaim(), started: { pid: emulator.pid!, config, tmp } };
  writeFileSync(startedFile(), JSON.stringify(claim));
});
