// What makes the parts of a split run one whole run (qa/merge-reports.mjs): Playwright Test merges whatever blob
// reports it is given, so a part missing or there twice must fail the merge before it.
import { expect, test } from 'vitest';
import { splitProblems } from '../merge-reports.mjs';

const part = (current: number, total: number) => ({ current, total });

test.each([
  ['are one run when each part is there once', { 'report-1.zip': part(1, 2), 'report-2.zip': part(2, 2) }, []],
  ['are one run when the run was not split', { 'report.zip': null }, []],
  ['are not a whole run when a part is missing', { 'report-1.zip': part(1, 2) }, ['part 2 of 2 is missing']],
  [
    'are not one run when a part is there twice',
    { 'a/report-1.zip': part(1, 2), 'b/report-1.zip': part(1, 2), 'report-2.zip': part(2, 2) },
    ['part 1 of 2 is there 2 times: a/report-1.zip, b/report-1.zip'],
  ],
  [
    'are not one run when they come from different splits',
    { 'report-1.zip': part(1, 2), 'report-2.zip': part(2, 3) },
    ['parts of different splits: of 2, of 3'],
  ],
])('the parts of a split run %s', (_, shards, problems) => {
  expect(splitProblems(shards)).toEqual(problems);
});
