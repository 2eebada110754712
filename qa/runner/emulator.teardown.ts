// Stops the Auth emulator that qa/runner/emulator.setup.ts started for this run, once every project using it has ended.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { expect, test as teardown } from '@playwright/test';
import { answers, started } from './emulator';

teardown('the Auth emulator this run started stops', async () => {
  if (!existsSync(started)) return; // one the run found running stays
  const { pid, config, tmp } = JSON.parse(readFileSync(started, 'utf8')) as {
    pid: number;
    config: string;
    tmp: string;
  };
  process.kill(-pid, 'SIGTERM');
  await expect.poll(answers, { message: 'the Auth emulator stopped', timeout: 30_000 }).toBe(false);
  rmSync(config, { force: true });
  rmSync(tmp, { recursive: true, force: true });
  rmSync(started, { force: true });
});
