import { Coins, MousePointerClick, ShoppingCart, Wallet } from 'lucide-react';
import { changeOf, formatMoney, moneyFigures } from '@/lib/client/dashboard';
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
              {formatMoney(f.current, f.currency)}
            </FigureValue>
            <ChangeLine change={changeOf(Number(f.current), Number(f.previous), 'sales')} />
          </div>
        ))
      )}
    </FigureCard>
  );
}

/** Clicks, conversions, revenue and commission of the last 30 days against the 30 before. */
export function Figures({ data }: { data: Dashboard }) {
  const { current, previous } = data;
  const icon = 'h-4 w-4';
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <CountFigure
        label="Clicks that count"
        icon={<MousePointerClick className={icon} />}
        id="clicks"
        current={current.clicks}
        previous={previous.clicks}
        noun="clicks"
      />
      <CountFigure
        label="Conversions"
        icon={<ShoppingCart className={icon} />}
        id="conversions"
        current={current.conversions}
        previous={previous.conversions}
        noun="sales"
      />
      <MoneyFigureCard
        label="Revenue"
        icon={<Wallet className={icon} />}
        id="revenue"
        current={current.revenue}
        previous={previous.revenue}
      />
      <MoneyFigureCard
        label="Commission"
        icon={<Coins className={icon} />}
        id="commission"
        current={current.commission}
        previous={previous.commission}
      />
    </div>
  );
}
