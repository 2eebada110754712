// The Auth emulator's teardown project (playwright.config.ts), once every project using it has ended.
import { test } from '@playwright/test';
import { stopEmulator } from './emulator';

test('the Auth emulator this run started stops', stopEmulator);
