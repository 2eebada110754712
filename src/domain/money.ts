/**
 * Money is held as a whole number of US cents so that sums are exact: adding 0.1 + 0.2 dollars as
 * floating point drifts, adding 10 + 20 cents does not.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** The nearest whole number of cents to a dollar price such as 1094.98. */
export function toCents(dollars: number): Cents {
  return Math.round(dollars * 100) as Cents;
}

// USD's own minor unit gives exactly two decimals.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * `$1,094.98`: a dollar sign, thousands separators and exactly two decimals (SPEC §9). Amounts are prices
 * and their sums, never below zero (a product's price is checked when it is read).
 */
export function formatMoney(amount: Cents): string {
  // The whole and fractional parts are formatted as an exact decimal string, never as cents / 100.
  const whole = Math.trunc(amount / 100);
  const fraction = String(amount % 100).padStart(2, '0');
  return usd.format(`${whole}.${fraction}` as `${number}`);
}
