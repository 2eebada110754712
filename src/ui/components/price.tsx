import { formatMoney, type Cents } from '@/domain/money';

export function Price({ amount, className = 'price' }: { amount: Cents; className?: string }) {
  return <span className={className}>{formatMoney(amount)}</span>;
}
