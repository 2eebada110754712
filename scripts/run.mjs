// A tiny task runner for the npm scripts: runs commands in order, stops at the first failure and
// prints one closing line, "N passed, N failed", that people and CI can read at a glance.
import { spawnSync } from 'node:child_process';

/** `summary: false` leaves the closing line to the last step (the scenarios count themselves). */
export function runSteps(title, steps, { summary = true } = {}) {
  const started = Date.now();
  let passed = 0;
  for (const [name, command, env = {}] of steps) {
    console.log(`\n▶ ${name}: ${command}`);
    const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    if (status !== 0) {
      console.error(`\n✖ ${name} failed (exit ${status}).`);
      console.log(`steps: ${passed} passed, 1 failed`);
      process.exit(status ?? 1);
    }
    passed += 1;
  }
  if (!summary) return;
  console.log(`\n${title} took ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`steps: ${passed} passed, 0 failed`);
}

/** Where each profile's production build goes, and the Vite mode that configures it. */
const BUILDS = {
  fake: { mode: 'production', outDir: 'dist' },
  firebase: { mode: 'emulator', outDir: 'dist-emulator' },
};

/**
 * Build the profile, then run its Gherkin scenarios (scripts/scenarios.mjs wraps cucumber-js).
 * `env` reaches both: the firebase profile's emulator address is built in and checked by the scenarios.
 */
export function acceptanceSteps(profile, cucumberArgs = '', env = {}) {
  const { mode, outDir } = BUILDS[profile];
  return [
    [`build (${profile} profile)`, `vite build --mode ${mode} --outDir ${outDir} --logLevel warn`, env],
    [
      `acceptance scenarios in Chromium (${profile} profile, 2 workers)`,
      `node scripts/scenarios.mjs ${profile} ${cucumberArgs}`.trim(),
      { ...env, ACCEPTANCE_DIST: outDir },
    ],
  ];
}
