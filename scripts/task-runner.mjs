// A tiny task runner for the npm scripts: runs commands in order, stops at the first failure and
// prints one closing line, "N passed, N failed", that people and CI can read at a glance.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { BUILDS } from './build.mjs';

/** Runs `command` in a shell with `env` added, showing its output; its exit status. */
export const sh = (command, env = {}) =>
  spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } }).status;

/** Runs `command` in a shell with `env` added, showing its output, leaving this process free meanwhile; its exit status. */
const shShown = (command, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (status) => resolve(status));
  });

/** Runs `command` in a shell with `env` added, keeping its output; its exit status and output. */
const shKept = (command, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString() }));
  });

/** Marks a step that only reads the code and keeps one core busy at most: such steps next to each other run two at once. */
export const light = ([name, command, env = {}, options = {}]) => [name, command, env, { ...options, light: true }];

/** The steps in order, as batches: light steps next to each other make one batch, any other step its own. */
function batches(steps) {
  const all = [];
  for (const step of steps) {
    const last = all.at(-1);
    if (step[3]?.light && last?.[0][3]?.light) last.push(step);
    else all.push([step]);
  }
  return all;
}

/**
 * `summary: false` leaves the closing line to the last step (the scenarios count themselves), even on a failure:
 * a count of this runner's steps there would read as a count of the scenarios' Gherkin steps. `finish` runs
 * last, whether a step failed or not (a run's report, say). Light steps (`light`) run two at once, on a machine's
 * two cores, each step's output shown whole when it ends; after a failure no other starts.
 */
export async function runSteps(title, steps, { summary = true, finish = () => {} } = {}) {
  const started = Date.now();
  let passed = 0;
  for (const batch of batches(steps)) {
    const failures = [];
    const waiting = [...batch];
    const lane = async () => {
      for (let step = waiting.shift(); step && failures.length === 0; step = waiting.shift()) {
        const status = await runStep(step, batch.length > 1);
        if (status === 0) passed += 1;
        else failures.push([step[0], status]);
      }
    };
    await Promise.all(batch.length > 1 ? [lane(), lane()] : [lane()]);
    if (failures.length === 0) continue;
    for (const [name, status] of failures) console.error(`\n✖ ${name} failed (exit ${status}).`);
    finish();
    if (summary) console.log(`steps: ${passed} passed, ${failures.length} failed`);
    process.exit(failures[0][1] ?? 1);
  }
  finish();
  if (!summary) return;
  console.log(`\n${title} took ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`steps: ${passed} passed, 0 failed`);
}

/**
 * A step's command as a developer can type it in a plain shell to run it again: with its variables, and through
 * `npm exec`, which puts the project's tools and its Node first on the PATH as npm scripts have them.
 */
const asTyped = (command, env) => {
  const variables = Object.entries(env).map(([name, value]) => `${name}=${value} `);
  return `${variables.join('')}npm exec -c '${command.replaceAll("'", "'\\''")}'`;
};

/** Runs one step, its output shown as it comes, or, beside another step (`kept`), whole when it ends. */
async function runStep([name, command, env = {}], kept) {
  const stepStarted = Date.now();
  const ended = () => `◀ ${name}: ${Math.round((Date.now() - stepStarted) / 1000)} s`;
  if (!kept) {
    console.log(`\n▶ ${name}: ${asTyped(command, env)}`);
    const status = await shShown(command, env);
    console.log(ended());
    return status;
  }
  const { status, output } = await shKept(command, env);
  const shown = output.trimEnd();
  console.log(`\n▶ ${name}: ${asTyped(command, env)}\n${shown ? `${shown}\n` : ''}${ended()}`);
  return status;
}

/**
 * Marks a step that reads the builds of `profiles`: chosen without the step that makes one (`npm run check --
 * screenshots`), it gets the build made first, if the sources changed since (stepsNamed).
 */
export const reading = (profiles, [name, command, env = {}, options = {}]) => [
  name,
  command,
  env,
  { ...options, reads: profiles },
];

/**
 * The steps whose name holds every one of `words` (lower case), after the builds they read (`reading`) that none
 * of them makes, each made only if stale, with its profile's variables from `buildEnv`. None if no step matches.
 */
export function stepsNamed(steps, words, buildEnv = {}) {
  const named = steps.filter(([name]) => words.every((word) => name.toLowerCase().includes(word)));
  if (named.length === 0) return [];
  const unbuilt = [...new Set(named.flatMap(([, , , { reads = [] } = {}]) => reads))].filter(
    (profile) => !named.some(([name]) => name === buildStep(profile)[0]),
  );
  return [...unbuilt.map((profile) => buildStep(profile, buildEnv[profile], { ifStale: true })), ...named];
}

/**
 * The profile's production build (scripts/build.mjs); `ifStale` keeps a build still current for the sources.
 * `env` reaches it: the firebase profile builds its emulator's address in.
 */
export function buildStep(profile, env = {}, { ifStale = false } = {}) {
  return [`build (${profile} profile)`, `node scripts/build.mjs ${profile}${ifStale ? ' --if-stale' : ''}`, env];
}

/**
 * The profile's Gherkin scenarios in one engine, against its build (scripts/scenarios.mjs wraps cucumber-js).
 * The engine and the build are in the command itself, so it can run inside the emulators' `exec` as it is.
 * `tracedRetries` retries a failed scenario once, with a trace, and traces no first attempt (TRACES=retries).
 */
export function scenariosStep(
  profile,
  { engine = 'chromium', device = 'desktop', args = '', tracedRetries = false } = {},
  env = {},
) {
  const where = device === 'desktop' ? engine : `${engine} on a ${device}`;
  const traces = tracedRetries ? 'TRACES=retries ' : '';
  const retry = tracedRetries ? ' --retry 1' : '';
  return [
    `acceptance scenarios in ${where} (${profile} profile${args ? `, ${args}` : ''})`,
    `${traces}BROWSER=${engine} DEVICE=${device} ACCEPTANCE_DIST=${BUILDS[profile].outDir} node scripts/scenarios.mjs ${profile} ${args}${retry}`.trim(),
    env,
  ];
}

/** An address as a run prints it: a cloud grid's user and key, which WEBDRIVER_URL may hold, stay out of logs. */
export function shown(address) {
  const url = new URL(address);
  url.username = '';
  url.password = '';
  return url.href;
}
