// A tiny task runner for the npm scripts: runs commands in order, stops at the first failure and
// prints one closing line, "N passed, N failed", that people and CI can read at a glance.
import { spawnSync } from 'node:child_process';
import { BUILDS } from './build.mjs';
import { closingLine, totals, writeReport } from './run-reports.mjs';

/** Runs `command` in a shell with `env` added, showing its output; its exit status. */
export const sh = (command, env = {}) =>
  spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } }).status;

/**
 * `summary: false` leaves the closing line to the last step (the scenarios count themselves), even on a failure:
 * a count of this runner's steps there would read as a count of the scenarios' Gherkin steps. `finish` runs
 * last, whether a step failed or not (a run's report, say).
 */
export function runSteps(title, steps, { summary = true, finish = () => {} } = {}) {
  const started = Date.now();
  let passed = 0;
  for (const [name, command, env = {}] of steps) {
    console.log(`\n▶ ${name}: ${command}`);
    const stepStarted = Date.now();
    const status = sh(command, env);
    console.log(`◀ ${name}: ${Math.round((Date.now() - stepStarted) / 1000)} s`);
    if (status !== 0) {
      console.error(`\n✖ ${name} failed (exit ${status}).`);
      finish();
      if (summary) console.log(`steps: ${passed} passed, 1 failed`);
      process.exit(status ?? 1);
    }
    passed += 1;
  }
  finish();
  if (!summary) return;
  console.log(`\n${title} took ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`steps: ${passed} passed, 0 failed`);
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

/**
 * Each engine's run of the scenarios (scenariosStep), one after another even when one fails; then, when this
 * command started the run (`ownRun`), its one report, named `title`, and its closing line. Exits, 1 if a run failed.
 */
export function runEngines(title, runs, ownRun) {
  let failed = 0;
  for (const [name, command, env] of runs) {
    console.log(`\n▶ ${name}`);
    if (sh(command, env) !== 0) failed += 1;
  }
  if (ownRun) {
    writeReport(title);
    console.log(closingLine(totals()));
  }
  process.exit(failed === 0 ? 0 : 1);
}

/** An address as a run prints it: a cloud grid's user and key, which WEBDRIVER_URL may hold, stay out of logs. */
export function shown(address) {
  const url = new URL(address);
  url.username = '';
  url.password = '';
  return url.href;
}
