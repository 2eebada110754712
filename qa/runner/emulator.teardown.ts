// Stops the Auth emulator that emulator.setup.ts started for this run, once every project using it has ended, and
// gives up the run's claim on its port.
import { rmSync } from 'node:fs';
import { expect, test as teardown } from '@playwright/test';
import { removeEmulatorFiles } from '../../scripts/emulator.mjs';
import { answers, readClaim, startedFile } from './emulator';

teardown('the Auth emulator this run started stops', async () => {
  // The claim is the run's first process's, whose worker this is; one the run found running, or another run's, stays.
  const claim = readClaim();
  if (claim?.run !== process.ppid) return;
  if (claim.started) {
    process.kill(-claim.started.pid, 'SIGTERM');
    await expect.poll(answers, { message: 'the Auth emulator stopped', timeout: 30_000 }).toBe(false);
    removeEmulatorFiles(claim.started);
  }
  rmSync(startedFile(), { force: true });
});
