import { useFormatter } from 'next-intl';

/** Amounts in their currency, in the partner's language. */
export function useMoney() {
  const format = useFormatter();
  return (amount: string | number, currency: string) =>
    format.number(Number(amount), { style: 'currency', currency });
}
