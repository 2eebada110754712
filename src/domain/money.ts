/**
 * Money is held as a whole number of US cents so that sums are exact: adding 0.1 + 0.2 dollars as
 * floating point drifts, adding 10 + 20 cents does not.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** The nearest whole number of cents to a dollar price such as 1094.98. */
export function toCents(dollars: number): Cents {
  return Math.round(dollars * 100) as Cents;
}

/** The places in a run of digits where a thousands separator goes: `1234567` becomes `1,234,567`. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `$1,094.98`: a dollar sign, thousands separators and exactly two decimals (SPEC §9). Amounts are prices
 * and their sums, never below zero (a product's price is checked when it is read).
 */
export function formatMoney(amount: Cents): string {
  // Written out rather than with Intl.NumberFormat: a page's first NumberFormat loads the browser's locale
  // data, which on a phone delays the basket's rows more than anything else the app does (decision 0024).
  // The whole and fractional parts are exact integers, never cents / 100.
  const whole = String(Math.trunc(amount / 100)).replace(THOUSANDS, ',');
  const fraction = String(amount % 100).padStart(2, '0');
  return `$${whole}.${fraction}`;
}
