import { formatMoney, type Cents } from '@/domain/money';

/**
 * `formatMoney`, remembered: a long basket shows the same few prices hundreds of times, and formatting
 * one is the dearest part of drawing its row. Bounded, so a shop with many prices keeps little memory.
 */
const formatted = new Map<Cents, string>();
const REMEMBERED = 500;

export function moneyText(amount: Cents): string {
  let text = formatted.get(amount);
  if (text === undefined) {
    text = formatMoney(amount);
    if (formatted.size >= REMEMBERED) formatted.clear();
    formatted.set(amount, text);
  }
  return text;
}
