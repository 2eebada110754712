import type { Cents } from '@/domain/money';
import { formatMoney } from '@/domain/money';

/** An amount of money as the shopper reads it: dollars, two decimals, thousands separated. */
export function Price({ amount, className = 'price' }: { amount: Cents; className?: string }) {
  return <span className={className}>{formatMoney(amount)}</span>;
}
