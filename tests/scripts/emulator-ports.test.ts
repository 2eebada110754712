import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import firebaseConfig from '../../firebase.json';
import { emulatorsOnFreePorts, freePorts } from '../../scripts/emulator.mjs';

// A developer's `npm run start:firebase` holds firebase.json's ports: the tests' emulators must take others.
test("the tests' emulators take free ports of their own, and the build and tests are told which", async () => {
  const { env, ports } = await emulatorsOnFreePorts();
  // Four ports of their own, none of them one of the four usual ones.
  const usual = [firebaseConfig.emulators.auth.port, firebaseConfig.emulators.hosting.port, 4400, 4500];
  expect(new Set([...Object.values(ports), ...usual]).size).toBe(8);
  expect(env.VITE_FIREBASE_AUTH_EMULATOR_URL).toBe(`http://127.0.0.1:${ports.auth}`);
  expect(env.FIREBASE_HOSTING_EMULATOR_HOST).toBe(`127.0.0.1:${ports.hosting}`);
});

// `npm run start:firebase` keeps firebase.json's ports while they are free, and moves off one that another
// checkout holds: a project folder whose firebase.json names a free port for Auth and a held one for Hosting.
test("a developer's emulators keep firebase.json's free ports and move off a held one, saying where to", async () => {
  const [free, held] = await freePorts(2);
  const holder = createServer().listen(held, '127.0.0.1');
  const folder = mkdtempSync(join(tmpdir(), 'emulator-ports-'));
  const emulators = { auth: { host: '127.0.0.1', port: free }, hosting: { host: '127.0.0.1', port: held } };
  writeFileSync(join(folder, 'firebase.json'), JSON.stringify({ emulators }));
  const code = `const { emulatorsOnFreePorts } = await import('${resolve('scripts/emulator.mjs')}');
    console.log(JSON.stringify(await emulatorsOnFreePorts({ configPortsIfFree: true })));`;
  const { stdout } = await promisify(execFile)('node', ['--input-type=module', '-e', code], { cwd: folder });
  holder.close();
  const { env, ports, moved } = JSON.parse(stdout) as Awaited<ReturnType<typeof emulatorsOnFreePorts>>;
  expect(env.VITE_FIREBASE_AUTH_EMULATOR_URL).toBe(`http://127.0.0.1:${free}`);
  expect(moved).toContain(`The hosting emulator's port ${held} is taken: it takes ${ports.hosting}.`);
  expect(moved.join('\n')).not.toContain("The auth emulator's");
});
