// The profile's build for the scenarios, made again only when its sources changed (scripts/build.mjs): a setup
// project that every project of the profile depends on, so it runs once and only when one of them is chosen.
import { execFileSync } from 'node:child_process';
import { test } from '@playwright/test';

test('the build is current', () => {
  const { profile } = test.info().project.metadata as { profile: string };
  execFileSync('node', ['scripts/build.mjs', profile, '--if-stale'], { stdio: 'inherit' });
});
