// The profile's build for the scenarios, made again only when its sources changed (scripts/build.mjs): a setup
// project that every project of the profile depends on, so it runs once and only when one of them is chosen.
import { execFileSync } from 'node:child_process';
import { test } from '@playwright/test';
import { emulatorUrl } from '../harness/auth-emulator';

test('the build is current', () => {
  const { profile } = test.info().project.metadata as { profile: string };
  // Only the Firebase profile's build is wired to the Auth emulator: given the variable, the fake one's would count
  // as another build and be made again for nothing.
  const env = { ...process.env, ...(profile === 'firebase' && { VITE_FIREBASE_AUTH_EMULATOR_URL: emulatorUrl }) };
  execFileSync('node', ['scripts/build.mjs', profile, '--if-stale'], { stdio: 'inherit', env });
});
