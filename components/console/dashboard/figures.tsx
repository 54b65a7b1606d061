import { Coins, MousePointerClick, ShoppingCart, Wallet, type LucideIcon } from 'lucide-react';
import { changeOf, moneyFigures } from '@/lib/client/dashboard';
import { formatMoney } from '@/lib/money/format';
import type { Dashboard, DashboardMoney } from '@/lib/client/hooks/dashboard';
import { formatNumber } from '@/lib/client/format';
import { ChangeLine, FigureCard, FigureValue } from './figure-card';

function CountFigure({
  label,
  icon,
  id,
  current,
  previous,
  noun,
}: {
  label: string;
  icon: React.ReactNode;
  id: string;
  current: number;
  previous: number;
  noun: string;
}) {
  return (
    <FigureCard label={label} icon={icon} testId={`figure-${id}`}>
      <FigureValue testId={`figure-${id}-value`}>{formatNumber(current)}</FigureValue>
      <ChangeLine change={changeOf(current, previous, noun)} />
    </FigureCard>
  );
}

function MoneyFigureCard({
  label,
  icon,
  id,
  current,
  previous,
}: {
  label: string;
  icon: React.ReactNode;
  id: string;
  current: DashboardMoney[];
  previous: DashboardMoney[];
}) {
  const figures = moneyFigures(current, previous);
  return (
    <FigureCard label={label} icon={icon} testId={`figure-${id}`}>
      {figures.length === 0 ? (
        <>
          <FigureValue testId={`figure-${id}-value`}>—</FigureValue>
          <ChangeLine change={changeOf(0, 0, 'sales')} />
        </>
      ) : (
        figures.map((f) => (
          <div key={f.currency}>
            <FigureValue testId={`figure-${id}-${f.currency}`}>
              {formatMoney(f.current, f.currency, 'en-GB')}
            </FigureValue>
            <ChangeLine change={changeOf(Number(f.current), Number(f.previous), 'sales')} />
          </div>
        ))
      )}
    </FigureCard>
  );
}

/** A figure's id (its field of the totals and its test ids), label and icon. */
function figure<K extends keyof Dashboard['current']>(id: K, label: string, Icon: LucideIcon) {
  return { id, label, icon: <Icon className="h-4 w-4" /> };
}

/** Clicks, conversions, revenue and commission of the last 30 days against the 30 before. */
export function Figures({ data }: { data: Dashboard }) {
  const { current, previous } = data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {[
        { ...figure('clicks', 'Clicks that count', MousePointerClick), noun: 'clicks' },
        { ...figure('conversions', 'Conversions', ShoppingCart), noun: 'sales' },
      ].map((f) => (
        <CountFigure key={f.id} {...f} current={current[f.id]} previous={previous[f.id]} />
      ))}
      {[figure('revenue', 'Revenue', Wallet), figure('commission', 'Commission', Coins)].map(
        (f) => (
          <MoneyFigureCard key={f.id} {...f} current={current[f.id]} previous={previous[f.id]} />
        ),
      )}
    </div>
  );
}
