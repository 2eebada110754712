// A run split over two machines (`--shard 1/2`, `--shard 2/2`) merges back into the whole run's scenarios
// (qa/merge-reports.mjs; merge-reports.test.ts checks the parts first), and the merged report, traces and all, reads
// from the disk with no other origin asked for anything; run for real, on the header's scenarios in Chromium.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { requestsElsewhere } from '../harness/requests-elsewhere';

const folder = mkdtempSync(join(tmpdir(), 'split-merge-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const PLAYWRIGHT = ['node_modules/.bin/playwright', 'test', '--project=fake-chromium'];
const SELECTION = [...PLAYWRIGHT, '.features-gen/fake-chromium/header.feature.spec.js'];

/** Node running `args`, with this run's reports in `folder`/`name`; its exit status and output. */
function run(name: string, args: string[]) {
  const env = { ...process.env, SCENARIO_REPORTS: join(folder, name) };
  const { status, stdout, stderr } = spawnSync('node', args, { encoding: 'utf8', env, timeout: 300_000 });
  return { status, output: stdout + stderr };
}
/** The scenarios a run's JUnit file names, by their names, in order. */
const scenarios = (name: string) =>
  [...readFileSync(join(folder, name, 'junit.xml'), 'utf8').matchAll(/<testcase name="([^"]*)"/g)]
    .map(([, scenario]) => scenario ?? '')
    .filter((scenario) => !scenario.includes('the build is current'))
    .sort();
/** Merges the blob reports of `parts`, gathered in one folder as a CI job downloads them, into reports in `name`. */
function merge(name: string, parts: string[]) {
  const gathered = join(folder, `${name}-blobs`);
  for (const part of parts) cpSync(join(folder, part, 'blob'), gathered, { recursive: true });
  return run(name, ['qa/merge-reports.mjs', gathered]);
}

/** The runs the tests read: a failed one is no split to merge, and says why. */
function mustPass(name: string, args: string[]) {
  const { status, output } = run(name, args);
  if (status !== 0) throw new Error(`${args.join(' ')} failed:\n${output}`);
}

let merged: ReturnType<typeof run>;
beforeAll(() => {
  mustPass('generated', ['node_modules/.bin/bddgen']);
  mustPass('whole', SELECTION);
  // Traced whatever their outcome, so the report holds traces to open.
  for (const part of [1, 2]) mustPass(`part-${part}`, [...SELECTION, `--shard=${part}/2`, '--trace=on']);
  merged = merge('merged', ['part-1', 'part-2']);
}, 600_000);

test('the two parts of a split run merge into the whole run', () => {
  expect(merged.status, merged.output).toBe(0);
  expect(scenarios('merged')).toEqual(scenarios('whole'));
  expect(scenarios('whole').length).toBeGreaterThan(1);
});

test('the merged report, a scenario and its trace opened, asks no other origin for anything', async () => {
  const asked = await requestsElsewhere([join(folder, 'merged', 'html', 'index.html')], async (report) => {
    await report.getByRole('link', { name: 'A guest sees the whole header' }).first().click();
    await report.getByRole('link', { name: 'View Trace' }).first().click();
  });
  expect(asked).toEqual([]);
}, 120_000);
