import type { Cents } from '@/domain/money';
import { moneyText } from './money-text';

/** An amount of money as the shopper reads it: dollars, two decimals, thousands separated. */
export function Price({ amount, className = 'price' }: { amount: Cents; className?: string }) {
  return <span className={className}>{moneyText(amount)}</span>;
}
