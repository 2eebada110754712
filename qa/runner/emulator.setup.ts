// The Auth emulator's set-up project (playwright.config.ts): emulator.ts says when it runs and what it starts.
import { test } from '@playwright/test';
import { startEmulator } from './emulator';

test('the Auth emulator starts', startEmulator);
