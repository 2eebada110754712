// The Firebase profile's Auth emulator: its set-up project starts it only when one of the profile's projects is
// chosen, and goes, so no worker waits for it while the fake profile's scenarios run; its teardown stops it after
// them. One already answering where the run names (FIREBASE_AUTH_EMULATOR_HOST) is used as it is, and left running.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import getPort, { clearLockedPorts } from 'get-port';
import { emulatorFiles, firebaseEnv, freePorts, HOST, removeEmulatorFiles } from '../../scripts/emulator.mjs';
import { emulatorUrl, projectId } from '../harness/auth-emulator';

/** Where the set-up notes how to stop the emulator it started, for the teardown's worker. */
const startedFile = (port = new URL(emulatorUrl).port) => join(tmpdir(), `storefront-auth-emulator-${port}.json`);

/** Listens on `port` as long as this process lives, if nothing else does; the system lets it go when the process ends. */
const hold = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer().once('error', () => resolve(false));
    server.listen(port, HOST, () => {
      server.unref(); // it keeps no process running
      resolve(true);
    });
  });

/**
 * A port for this run's emulator: `preferred` while it is free, so the build wired to it stays current from run to
 * run; else any free port. The run holds the port above it while it lasts: a run started beside it before its
 * emulator listens takes another port, where it would share, reset and stop this run's emulator.
 */
export async function claimEmulatorPort(preferred = 9199): Promise<number> {
  // `preferred` while nothing listens on it, though get-port handed it out here before.
  clearLockedPorts();
  let port = await getPort({ host: HOST, port: preferred });
  while (!(await hold(port + 1))) port = await getPort({ host: HOST });
  return port;
}

const answers = () => fetch(emulatorUrl, { signal: AbortSignal.timeout(2_000) }).then(Boolean, () => false);

/** Waits until the emulator answers: the set-up started it while other scenarios ran, and a busy machine is slow. */
export const untilAnswers = () =>
  expect.poll(answers, { message: `the Auth emulator at ${emulatorUrl}`, timeout: 90_000 }).toBe(true);

export async function startEmulator(): Promise<void> {
  rmSync(startedFile(), { force: true }); // a run that ended before its teardown left one
  if (await answers()) return;
  const { hostname, port } = new URL(emulatorUrl);
  // Not the usual hub and logging ports, the first run's: a second run's emulator would stop at once on the logging's.
  const [hub, logging] = await freePorts(2, hostname);
  const files = emulatorFiles({ auth: Number(port), hub, logging }, hostname);
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', files.config];
  const env = firebaseEnv(files.tmp);
  const emulator = spawn('node_modules/.bin/firebase', args, { detached: true, stdio: 'ignore', env });
  emulator.unref();
  writeFileSync(startedFile(), JSON.stringify({ pid: emulator.pid, ...files }));
}

export async function stopEmulator(): Promise<void> {
  if (!existsSync(startedFile())) return;
  const started = JSON.parse(readFileSync(startedFile(), 'utf8')) as { pid: number; config: string; tmp: string };
  process.kill(-started.pid, 'SIGTERM');
  await expect.poll(answers, { message: 'the Auth emulator stopped', timeout: 30_000 }).toBe(false);
  removeEmulatorFiles(started);
  rmSync(startedFile(), { force: true });
}
