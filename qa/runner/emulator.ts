// What the Auth emulator's set-up, its teardown and the Firebase profile's workers share: how to tell it answers,
// and where a run that started one says how to stop it.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { emulatorUrl } from '../harness/auth-emulator';

/** Where the emulator this run started says how to stop it, between the setup's worker and the teardown's. */
export const started = join(tmpdir(), `storefront-auth-emulator-${new URL(emulatorUrl).port}.json`);
export const answers = () =>
  fetch(emulatorUrl, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );

/** Waits until the emulator answers: the set-up started it while other scenarios ran, and a busy machine is slow. */
export const untilAnswers = () =>
  expect.poll(answers, { message: `the Auth emulator at ${emulatorUrl}`, timeout: 90_000 }).toBe(true);
