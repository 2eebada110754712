// Runs a command with Firebase emulators up (firebase-tools, pure Node: no Java, no network), and
// always stops them afterwards, whether the command passes or fails. Auth by default; Hosting serves
// the production build in dist/ with the headers of firebase.json.
//
// Tests use free ports: firebase.json's fixed ones (Auth 9099, Hosting 5002, hub 4400, logging 4500)
// belong to a developer's `npm run start:firebase`, which must not stop `npm test` from running; and that one
// takes them only while they are free, so a second checkout's starts too.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import getPort from 'get-port';

export const PROJECT_ID = 'demo-storefront';
const HOST = '127.0.0.1';

function command(only, run, { config, tmp } = {}) {
  const configOption = config ? ` --config ${config}` : '';
  // The hub announces itself in a file named by project in TMPDIR; a folder of our own keeps a second suite
  // from warning about (and reading) a developer's.
  const tmpSetting = tmp ? `TMPDIR=${tmp} ` : '';
  // The emulators need no network, and firebase-tools asks its servers for a message of the day (warning when it
  // cannot) unless CI is set.
  return `CI=true ${tmpSetting}node_modules/.bin/firebase emulators:exec${configOption} --only ${only} --project ${PROJECT_ID} --log-verbosity QUIET ${JSON.stringify(run)}`;
}

/** `count` ports free now, all different: get-port holds each one it hands out back from its next answers. */
export const freePorts = (count) => Promise.all(Array.from({ length: count }, () => getPort({ host: HOST })));

/** The emulators whose ports a run picks, in this order. */
const EMULATORS = ['auth', 'hosting', 'hub', 'logging'];

/** Their usual ports, in that order: firebase.json's, and firebase-tools' own for the hub and the logging. */
function usualPorts() {
  const { emulators } = JSON.parse(readFileSync('firebase.json', 'utf8'));
  return [emulators.auth.port, emulators.hosting.port, 4400, 4500];
}

/** A line for each emulator that takes another port than its usual one (`usual`, in EMULATORS' order). */
export const movedPorts = (ports, usual) =>
  EMULATORS.flatMap((name, index) =>
    ports[name] === usual[index]
      ? []
      : [`The ${name} emulator's port ${usual[index]} is taken: it takes ${ports[name]}.`],
  );

/**
 * Emulators on free ports, for tests. `env` is what builds and tests need to find them: the Auth URL the
 * storefront is built with, and the Hosting address (firebase-tools exports FIREBASE_AUTH_EMULATOR_HOST itself,
 * but nothing for Hosting). `configPortsIfFree` keeps each of firebase.json's ports that is free (a developer's emulator, at 9099 if it can).
 */
export async function emulatorsOnFreePorts({ configPortsIfFree = false } = {}) {
  const fixed = usualPorts();
  const ports = await Promise.all(fixed.map((port) => getPort({ host: HOST, ...(configPortsIfFree && { port }) })));
  return {
    env: {
      VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${HOST}:${ports[0]}`,
      FIREBASE_HOSTING_EMULATOR_HOST: `${HOST}:${ports[1]}`,
    },
    ports: Object.fromEntries(EMULATORS.map((name, index) => [name, ports[index]])),
  };
}

/**
 * `commandLine` under the emulators on `ports`: a copy of firebase.json as it is now (the build writes its script
 * policy) with those ports, in the project's root (firebase-tools resolves `hosting.public` from the config's
 * folder), removed on exit. Its exit status.
 */
function runOnPorts(only, ports, commandLine, env) {
  const base = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const given = EMULATORS.map((name, index) => [name, { host: HOST, port: ports[index] }]);
  const config = `.firebase-emulators.${process.pid}.json`;
  writeFileSync(config, JSON.stringify({ ...base, emulators: { ...base.emulators, ...Object.fromEntries(given) } }));
  const tmp = mkdtempSync(join(tmpdir(), 'storefront-emulators-'));
  try {
    const run = command(only, commandLine, { config, tmp });
    return spawnSync(run, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  } finally {
    rmSync(config, { force: true });
    rmSync(tmp, { recursive: true, force: true });
  }
}

// `node scripts/emulator.mjs [--only auth,hosting] [--free-ports | --config-ports-if-free] <command>`: one command
// under the emulators; on free ports (tests), or on firebase.json's while they are free (a developer's).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const only = args[0] === '--only' ? args.splice(0, 2)[1] : 'auth';
  const choice = ['--free-ports', '--config-ports-if-free'].includes(args[0]) ? args.shift() : undefined;
  const picked = choice
    ? await emulatorsOnFreePorts({ configPortsIfFree: choice === '--config-ports-if-free' })
    : undefined;
  if (choice === '--config-ports-if-free') {
    for (const line of movedPorts(picked.ports, usualPorts())) console.log(line);
    console.log(`The Auth emulator: ${picked.env.VITE_FIREBASE_AUTH_EMULATOR_URL} (its REST API too)`);
  }
  const commandLine = args.join(' ');
  if (picked) process.exit(runOnPorts(only, Object.values(picked.ports), commandLine, picked.env));
  const { status } = spawnSync(command(only, commandLine), { shell: true, stdio: 'inherit' });
  process.exit(status ?? 1);
}
