// The Firebase profile's Auth emulator: its set-up project starts it only when one of the profile's projects is
// chosen, and goes, so no worker waits for it while the fake profile's scenarios run; its teardown stops it after
// them. One already answering where the run names (FIREBASE_AUTH_EMULATOR_HOST) is used as it is, and left running.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import getPort from 'get-port';
import { emulatorFiles, firebaseEnv, freePorts, HOST, removeEmulatorFiles } from '../../scripts/emulator.mjs';
import { emulatorUrl, projectId } from '../harness/auth-emulator';

/** The process of the run that holds the port and, once its set-up has started an emulator, how to stop it. */
interface Claim {
  run: number;
  started?: { pid: number; config: string; tmp: string };
}

/** Where the claim on `port` is kept, between the run's first process, the set-up's worker and the teardown's. */
export const startedFile = (port: number | string = new URL(emulatorUrl).port) =>
  join(tmpdir(), `storefront-auth-emulator-${port}.json`);

const readClaim = (file = startedFile()): Claim | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Claim;
  } catch {
    return undefined; // none, or being written
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether nothing listens on `port` now (get-port would also keep it from its own later answers for a while). */
const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, HOST, () => server.close(() => resolve(true)));
  });

/** Claims the port of `file` for `run`: only one run can create the file; a claim whose run has ended is taken over. */
function claims(file: string, run: number): boolean {
  try {
    writeFileSync(file, JSON.stringify({ run }), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const claim = readClaim(file);
  if (!claim || alive(claim.run)) return false;
  writeFileSync(file, JSON.stringify({ run }));
  return true;
}

/**
 * A port for this run's emulator: `preferred` while it is free and no live run has claimed it, so the build wired to
 * it stays current from run to run; else any free port. Without a claim, a run started beside another before the
 * other's emulator listens would take the same port, and share, reset and stop the other's emulator.
 */
export async function claimEmulatorPort(preferred = 9199, run = process.pid): Promise<number> {
  let port = (await isFree(preferred)) ? preferred : await getPort({ host: HOST });
  while (!claims(startedFile(port), run)) port = await getPort({ host: HOST });
  // A run that ends with no emulator started (one of the fake profile alone, the step check) leaves no claim.
  const file = startedFile(port);
  process.once('exit', () => {
    if (!readClaim(file)?.started) rmSync(file, { force: true });
  });
  return port;
}

const answers = () => fetch(emulatorUrl, { signal: AbortSignal.timeout(2_000) }).then(Boolean, () => false);

/** Waits until the emulator answers: the set-up started it while other scenarios ran, and a busy machine is slow. */
export const untilAnswers = () =>
  expect.poll(answers, { message: `the Auth emulator at ${emulatorUrl}`, timeout: 90_000 }).toBe(true);

/** The set-up: starts the emulator, and notes in the run's claim how to stop it. */
export async function startEmulator(): Promise<void> {
  if (await answers()) return;
  const { hostname, port } = new URL(emulatorUrl);
  // Not the usual hub and logging ports, the first run's: a second run's emulator would stop at once on the logging's.
  const [hub, logging] = await freePorts(2, hostname);
  const files = emulatorFiles({ auth: Number(port), hub, logging }, hostname);
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', files.config];
  const emulator = spawn('node_modules/.bin/firebase', args, {
    detached: true,
    stdio: 'ignore',
    env: firebaseEnv(files.tmp),
  });
  emulator.unref();
  const claim = { run: process.ppid, ...readClaim(), started: { pid: emulator.pid!, ...files } };
  writeFileSync(startedFile(), JSON.stringify(claim));
}

/** The teardown: stops the emulator this run started, and gives up the run's claim on its port. */
export async function stopEmulator(): Promise<void> {
  // The claim is the run's first process's, whose worker this is; one the run found running, or another run's, stays.
  const claim = readClaim();
  if (claim?.run !== process.ppid) return;
  if (claim.started) {
    process.kill(-claim.started.pid, 'SIGTERM');
    await expect.poll(answers, { message: 'the Auth emulator stopped', timeout: 30_000 }).toBe(false);
    removeEmulatorFiles(claim.started);
  }
  rmSync(startedFile(), { force: true });
}
