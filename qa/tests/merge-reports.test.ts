// What makes the parts of a split run one whole run (qa/merge-reports.mjs): Playwright Test merges whatever blob
// reports it is given, so a part missing or there twice must fail the merge before it.
import { describe, expect, it } from 'vitest';
import { splitProblems } from '../merge-reports.mjs';

const part = (current: number, total: number) => ({ current, total });

describe('the parts of a split run', () => {
  it('are one run when each part is there once', () => {
    expect(splitProblems({ 'report-1.zip': part(1, 2), 'report-2.zip': part(2, 2) })).toEqual([]);
  });

  it('are one run when the run was not split', () => {
    expect(splitProblems({ 'report.zip': null })).toEqual([]);
  });

  it('are not a whole run when a part is missing', () => {
    expect(splitProblems({ 'report-1.zip': part(1, 2) })).toEqual(['part 2 of 2 is missing']);
  });

  it('are not one run when a part is there twice', () => {
    const shards = { 'a/report-1.zip': part(1, 2), 'b/report-1.zip': part(1, 2), 'report-2.zip': part(2, 2) };
    expect(splitProblems(shards)).toEqual(['part 1 of 2 is there 2 times: a/report-1.zip, b/report-1.zip']);
  });

  it('are not one run when they come from different splits', () => {
    expect(splitProblems({ 'report-1.zip': part(1, 2), 'report-2.zip': part(2, 3) })).toEqual([
      'parts of different splits: of 2, of 3',
    ]);
  });

  it('are nothing to merge when there are none', () => {
    expect(splitProblems({})).toEqual(['no blob report to merge']);
  });
});
