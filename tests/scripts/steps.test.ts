import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';

test('a scenario with a step no definition matches fails `npm run steps`, which prints a snippet in our style', () => {
  const { status, stderr } = spawnSync('node', ['scripts/steps.ts'], {
    encoding: 'utf8',
    env: { ...process.env, STEP_FEATURES: 'tests/scripts/fixtures/undefined-step.feature' },
  });
  expect(stderr).toContain('No definition matches (1):');
  expect(stderr).toContain('tests/scripts/fixtures/undefined-step.feature:2 "the basket icon looks empty"');
  expect(stderr).toContain("Then('the basket icon looks empty', async function (this: ShopperWorld) {");
  expect(stderr).toContain('Reach the page through this.driver');
  // The fixture uses one definition: every other is reported unused, each where it is written.
  expect(stderr).toMatch(/No scenario uses \(\d+\):/);
  expect(stderr).toMatch(/^ {2}- features\/steps\/[\w-]+\.steps\.ts:\d+ /m);
  expect(stderr).not.toContain('node_modules/');
  expect(status).toBe(1);
  // A hang guard, not a timing: loading every step file took 64 s on 2 cores shared with three scenario runs.
}, 120_000);
