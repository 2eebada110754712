import { expect, test } from 'vitest';
import { exampleCells, ownLines, scenarioName } from '../../features/support/report-text.mjs';

test("a failure's message is shown once, without the frames of node_modules or of Node", () => {
  const message = [
    'Error: the subtotal',
    '',
    'the subtotal',
    '',
    'Expected: "Subtotal (0 items): $0"',
    'Received: "Subtotal (0 items): $0.00"',
    '    at captureRawStack (/work/node_modules/playwright-core/lib/coreBundle.js:9282:17)',
    '    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)',
    '    at ShopperWorld.<anonymous> (/work/features/steps/basket.steps.ts:47:94)',
  ].join('\n');
  expect(ownLines(message)).toEqual([
    'Error: the subtotal',
    '',
    'Expected: "Subtotal (0 items): $0"',
    'Received: "Subtotal (0 items): $0.00"',
    '    at ShopperWorld.<anonymous> (/work/features/steps/basket.steps.ts:47:94)',
  ]);
});

test("an outline's row is named by its cells, found in whichever document holds it; a scenario by its name", () => {
  const rule = {
    rule: { children: [{ scenario: { examples: [{ tableBody: [{ id: 'row', cells: [{ value: 'a' }] }] }] } }] },
  };
  const documents = [{ feature: { children: [] } }, { feature: { children: [rule] } }];
  const row = exampleCells(documents, { astNodeIds: ['outline', 'row'] });
  expect(scenarioName('Sums', row)).toBe('Sums, example a');
  expect(scenarioName('Sums', exampleCells(documents, { astNodeIds: ['scenario'] }))).toBe('Sums');
});
