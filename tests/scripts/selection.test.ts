// @vitest-environment node
// What a selection of scenarios holds, as cucumber-js resolves it (scripts/selection.mjs).
import { expect, test } from 'vitest';
import { selection } from '../../scripts/selection.mjs';

// errors.feature: line 17 is the first example row of an outline, line 16 its table's header, which selects nothing.
test('a file:line that selects nothing beside others that do is named, not dropped', async () => {
  const { plan, unmatched } = await selection('fake', ['features/errors.feature:16:17', 'features/basket.feature:7']);
  expect(
    plan.map(({ uri, location }: { uri: string; location: { line: number } }) => `${uri}:${location.line}`),
  ).toEqual(['features/errors.feature:17', 'features/basket.feature:7']);
  expect(unmatched).toEqual(['features/errors.feature:16']);
});

test('a file:line alone that selects nothing is the empty selection itself, which the run refuses', async () => {
  expect(await selection('fake', ['features/errors.feature:16'])).toMatchObject({ selected: 0, unmatched: [] });
});
