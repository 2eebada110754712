import { expect, test } from 'vitest';
import { BUDGET_BYTES, overBudget } from '../../build/bundle-budget';

test('a build within its budget passes, to the byte', () => {
  expect(overBudget('fake', BUDGET_BYTES)).toBeUndefined();
});

test('a build one byte over its budget says by how much, against which budget, and what to do', () => {
  expect(overBudget('fake', BUDGET_BYTES + 1)).toBe(
    "The home page's JavaScript before interaction is 120,001 bytes (gzip, fake profile), 1 byte over its budget of " +
      '120,000 bytes (build/bundle-budget.ts).\n' +
      'Load what the change needs only when it is needed, with a dynamic import() as the provider console and the\n' +
      "service worker's library are, or take as many bytes out elsewhere: `npx vite build` lists each chunk's gzip\n" +
      'size, to compare with the last commit. Raise the budget only as a choice, recorded in docs/decisions/ with the\n' +
      'figures that decided it.',
  );
});
