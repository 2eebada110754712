import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import getPort from 'get-port';
import { expect, test } from 'vitest';
import { claimEmulatorPort } from '../runner/emulator';

/** A port free now: the claim takes it, as it clears get-port's hold on the ports it handed out. */
const freePort = () => getPort({ host: '127.0.0.1' });

test('a run beside one that has claimed the preferred port takes another, before either emulator listens', async () => {
  const preferred = await freePort();
  expect(await claimEmulatorPort(preferred)).toBe(preferred);
  // This process still holds the first claim: the second run must not share the first one's emulator.
  expect(await claimEmulatorPort(preferred)).not.toBe(preferred);
});

test("a run that has ended gives its claim up: the preferred port's build stays current", async () => {
  const preferred = await freePort();
  const code = `const { claimEmulatorPort } = await import(${JSON.stringify(resolve('qa/runner/emulator.ts'))});
    console.log(await claimEmulatorPort(${preferred}));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' });
  expect(run.stdout.trim()).toBe(String(preferred));
  expect(await claimEmulatorPort(preferred)).toBe(preferred);
});
