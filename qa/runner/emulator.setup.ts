// The Auth emulator for the Firebase profile's projects, a setup project they depend on: it starts only when one of
// them is chosen, and its teardown stops it after them. It starts the emulator and goes, so no worker waits for it
// while the fake profile's scenarios run (fixtures.ts waits). One already answering at the address the run names
// (FIREBASE_AUTH_EMULATOR_HOST, as `firebase emulators:exec` sets it) is used as it is, and left running.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { test as setup } from '@playwright/test';
import { emulatorFiles, FIREBASE, firebaseEnv, freePorts } from '../../scripts/emulator.mjs';
import { emulatorUrl, projectId } from '../harness/auth-emulator';
import { answers, readClaim, startedFile } from './emulator';

setup('the Auth emulator starts', async () => {
  if (await answers()) return;
  const { hostname, port } = new URL(emulatorUrl);
  // The hub's and the logging's usual ports (4400, 4500) are the first run's: a second run's emulator beside it
  // would stop at once on the logging's.
  const [hub, logging] = await freePorts(2, hostname);
  const files = emulatorFiles({ auth: Number(port), hub, logging }, hostname);
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', files.config];
  const emulator = spawn(FIREBASE, args, { detached: true, stdio: 'ignore', env: firebaseEnv(files.tmp) });
  emulator.unref();
  const claim = { run: process.ppid, ...readClaim(), started: { pid: emulator.pid!, ...files } };
  writeFileSync(startedFile(), JSON.stringify(claim));
});
