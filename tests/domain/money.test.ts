import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatMoney, toCents, type Cents } from '@/domain/money';

const cents = (amount: number) => amount as Cents;

describe('formatMoney', () => {
  test.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1196, '$11.96'],
    [109498, '$1,094.98'],
    [123456789, '$1,234,567.89'],
    [1_000_000_000, '$10,000,000.00'],
  ])('shows %i cents as %s', (amount, shown) => {
    expect(formatMoney(cents(amount))).toBe(shown);
  });

  test('any amount up to $10,000,000.00 reads back as the same number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const shown = formatMoney(cents(amount));
        expect(shown).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(shown.replace(/[$,.]/g, ''))).toBe(amount);
      }),
    );
  });
});

describe('toCents', () => {
  test('rounds a dollar price to the nearest cent', () => {
    expect(toCents(1094.98)).toBe(109498);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(11.96)).toBe(1196);
  });

  test('recovers the exact cents of any two-decimal price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        expect(toCents(amount / 100)).toBe(amount);
      }),
    );
  });
});
