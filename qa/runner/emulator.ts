// What the Auth emulator's set-up, its teardown and the Firebase profile's workers share: the run's claim on its
// port, where a run that started one says how to stop it, and how to tell it answers.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import getPort from 'get-port';
import { HOST } from '../../scripts/emulator.mjs';
import { emulatorUrl } from '../harness/auth-emulator';

/** The process of the run that holds the port and, once its set-up has started an emulator, how to stop it. */
interface Claim {
  run: number;
  started?: { pid: number; config: string; tmp: string };
}

/** Where the claim on `port` is kept, between the run's first process, the set-up's worker and the teardown's. */
export const startedFile = (port: number | string = new URL(emulatorUrl).port) =>
  join(tmpdir(), `storefront-auth-emulator-${port}.json`);

export const readClaim = (file = startedFile()): Claim | undefined => {
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

export const answers = () =>
  fetch(emulatorUrl, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );

/** Waits until the emulator answers: the set-up started it while other scenarios ran, and a busy machine is slow. */
export const untilAnswers = () =>
  expect.poll(answers, { message: `the Auth emulator at ${emulatorUrl}`, timeout: 90_000 }).toBe(true);
