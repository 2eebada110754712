// Runs a command with Firebase emulators up (firebase-tools, pure Node: no Java, no network), and always stops them
// afterwards. Auth by default; Hosting serves dist/ with firebase.json's headers. The emulators' settings live here,
// the scenarios' own Auth emulator's too (qa/runner/emulator.ts). Tests use free ports: firebase.json's (and the hub's
// 4400, the logging's 4500) belong to a developer's `npm run start:firebase`, which takes them only while free.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import getPort from 'get-port';

export const PROJECT_ID = 'demo-storefront';
export const HOST = '127.0.0.1';

/** `count` ports free now, all different: get-port holds each one it hands out back from its next answers. */
export const freePorts = (count, host = HOST) => Promise.all(Array.from({ length: count }, () => getPort({ host })));

const firebaseJson = () => JSON.parse(readFileSync('firebase.json', 'utf8'));

/**
 * Emulators on free ports, or on their usual ones where free (`configPortsIfFree`): firebase.json's, and
 * firebase-tools' own for the hub and the logging. `env` is what builds and tests need to find them: the Auth URL the
 * storefront is built with, and the Hosting address, which firebase-tools does not export as it does
 * FIREBASE_AUTH_EMULATOR_HOST; `moved`, a line for each that takes another port than its usual one.
 */
export async function emulatorsOnFreePorts({ configPortsIfFree = false } = {}) {
  const { auth, hosting } = firebaseJson().emulators;
  const usual = Object.entries({ auth: auth.port, hosting: hosting.port, hub: 4400, logging: 4500 });
  const pick = async ([name, port]) => [name, await getPort({ host: HOST, ...(configPortsIfFree && { port }) })];
  const ports = Object.fromEntries(await Promise.all(usual.map(pick)));
  return {
    env: {
      VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${HOST}:${ports.auth}`,
      FIREBASE_HOSTING_EMULATOR_HOST: `${HOST}:${ports.hosting}`,
    },
    ports,
    moved: usual
      .filter(([name, port]) => ports[name] !== port)
      .map(([name, port]) => `The ${name} emulator's port ${port} is taken: it takes ${ports[name]}.`),
  };
}

/**
 * A copy of firebase.json as it is now (the build writes its script policy) with the emulators on `ports`
 * ({ auth: 9199, … }) at `host`, in the project's root (firebase-tools resolves `hosting.public` from the config's
 * folder), and a TMPDIR of its own, where the hub announces itself in a file named by project: a second suite would
 * warn about (and read) a developer's.
 */
export function emulatorFiles(ports, host = HOST) {
  const base = firebaseJson();
  const given = Object.entries(ports).map(([name, port]) => [name, { host, port }]);
  const config = `.firebase-emulators.${process.pid}.json`;
  writeFileSync(config, JSON.stringify({ ...base, emulators: { ...base.emulators, ...Object.fromEntries(given) } }));
  return { config, tmp: mkdtempSync(join(tmpdir(), 'storefront-emulators-')) };
}

export function removeEmulatorFiles({ config, tmp }) {
  rmSync(config, { force: true });
  rmSync(tmp, { recursive: true, force: true });
}

/** firebase-tools' environment: CI set, or it asks its servers for a message of the day (warning when it cannot). */
export const firebaseEnv = (tmp) => ({ ...process.env, CI: 'true', TMPDIR: tmp });

// `node scripts/emulator.mjs [--only auth,hosting] [--config-ports-if-free] <command>`: one command under the emulators.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const only = args[0] === '--only' ? args.splice(0, 2)[1] : 'auth';
  const configPortsIfFree = args[0] === '--config-ports-if-free' && Boolean(args.shift());
  const picked = await emulatorsOnFreePorts({ configPortsIfFree });
  if (configPortsIfFree) {
    for (const line of picked.moved) console.log(line);
    console.log(`The Auth emulator: ${picked.env.VITE_FIREBASE_AUTH_EMULATOR_URL} (its REST API too)`);
  }
  const files = emulatorFiles(picked.ports);
  const run = `node_modules/.bin/firebase emulators:exec --config ${files.config} --only ${only} --project ${PROJECT_ID} --log-verbosity QUIET ${JSON.stringify(args.join(' '))}`;
  const env = { ...firebaseEnv(files.tmp), ...picked.env };
  const { status } = spawnSync(run, { shell: true, stdio: 'inherit', env });
  removeEmulatorFiles(files);
  process.exit(status ?? 1);
}
