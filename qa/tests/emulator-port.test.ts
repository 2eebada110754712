import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import getPort from 'get-port';
import { afterEach, expect, test } from 'vitest';
import { claimEmulatorPort, startedFile } from '../runner/emulator';

const claimed: number[] = [];
afterEach(() => {
  for (const port of claimed.splice(0)) rmSync(startedFile(port), { force: true });
});
/** A port free now: the claim takes it, as it checks the preferred port itself, though get-port holds it back. */
const freePort = () => getPort({ host: '127.0.0.1' });
const claim = async (preferred: number, run?: number) => {
  const port = await claimEmulatorPort(preferred, run);
  claimed.push(port);
  return port;
};

test('a run beside one that has claimed the preferred port takes another, before either emulator listens', async () => {
  const preferred = await freePort();
  expect(await claim(preferred)).toBe(preferred);
  // This process is alive, so its claim holds: the second run must not share the first one's emulator.
  expect(await claim(preferred)).not.toBe(preferred);
});

test("the claim of a run that has ended is taken over: the preferred port's build stays current", async () => {
  const preferred = await freePort();
  await claim(preferred, spawnSync(process.execPath, ['-e', '']).pid); // a run that has ended
  expect(await claim(preferred)).toBe(preferred);
});

test('a run that ends having started no emulator gives its claim up: the step check and bddgen load the config too', async () => {
  const preferred = await freePort();
  claimed.push(preferred);
  const code = `const { claimEmulatorPort } = await import(${JSON.stringify(resolve('qa/runner/emulator.ts'))});
    await claimEmulatorPort(${preferred});`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(existsSync(startedFile(preferred))).toBe(false);
});
