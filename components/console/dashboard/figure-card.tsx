import type { ReactNode } from 'react';
import { ArrowDownRight, ArrowRight, ArrowUpRight, Sparkles } from 'lucide-react';
import type { Change } from '@/lib/client/dashboard';

const ICONS = {
  up: { Icon: ArrowUpRight, tone: 'text-emerald-700' },
  down: { Icon: ArrowDownRight, tone: 'text-red-700' },
  same: { Icon: ArrowRight, tone: 'text-slate-600' },
  new: { Icon: Sparkles, tone: 'text-emerald-700' },
  none: { Icon: ArrowRight, tone: 'text-slate-500' },
} as const;

/** The change on the previous period, in words, with an arrow that repeats it (hidden from AT). */
export function ChangeLine({ change, testId }: { change: Change; testId?: string }) {
  const { Icon, tone } = ICONS[change.direction];
  return (
    <p className={`flex items-center gap-1 text-sm ${tone}`} data-testid={testId}>
      <Icon aria-hidden className="h-4 w-4 shrink-0" />
      <span>{change.words}</span>
    </p>
  );
}

/** One figure of the last 30 days: its label, value(s) and the change lines under them. */
export function FigureCard({
  label,
  icon,
  testId,
  children,
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={testId}
    >
      <p className="flex items-center gap-2 text-sm font-medium text-slate-500">
        <span aria-hidden className="text-slate-400">
          {icon}
        </span>
        {label}
      </p>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}

export function FigureValue({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="text-3xl font-semibold break-words text-slate-900" data-testid={testId}>
      {children}
    </p>
  );
}
