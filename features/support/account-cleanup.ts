// cucumber-js: the accounts this worker's scenarios named on a shared provider, removed at the worker's end
// (shared-accounts.ts); scripts/scenarios.mjs reports what became of them.
import { AfterAll } from '@cucumber/cucumber';
import { mkdir, writeFile } from 'node:fs/promises';
import { runOf } from './run-settings.mjs';
import { removeNamedAccounts } from './shared-accounts';

AfterAll(async () => {
  const outcome = await removeNamedAccounts();
  if (!outcome) return;
  const { reports } = runOf();
  await mkdir(`${reports}/accounts`, { recursive: true });
  await writeFile(`${reports}/accounts/${process.pid}.json`, JSON.stringify(outcome));
});
