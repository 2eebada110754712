// `npm run scenarios` (scripts/list-scenarios.mjs), run for real: a dry run of cucumber-js, which loads every step.
import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';

test('the listing names an outline row by its cells, as the run does, and warns of a file:line that selects nothing', () => {
  // accounts.feature: line 18 is the outline's first example row, line 17 its table's header.
  const { stdout, stderr } = spawnSync('node', ['scripts/list-scenarios.mjs', 'features/accounts.feature:17:18'], {
    encoding: 'utf8',
  });
  expect(stdout.split('\n')[0]).toBe(
    'features/accounts.feature:18  Two tabs registering different accounts at the same moment keep both (round 1), ' +
      'example 1 | ann1@example.com | bob1@example.com  @auth @accounts @spec-7-calls @needs-simultaneous-tabs @tabs',
  );
  expect(stderr).toContain('Warning: features/accounts.feature:17 selects no scenario');
});
