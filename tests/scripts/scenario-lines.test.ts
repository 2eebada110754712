import { expect, test } from 'vitest';
import { ownLines } from '../../features/support/scenario-lines';

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
