import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { STATUS_TEXT } from '../../shared/status-text';
import type { NetworkStatus } from './session-context';

const frames = {
  green: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  amber: 'border-amber-200 bg-amber-50 text-amber-900',
  red: 'border-red-200 bg-red-50 text-red-900',
  slate: 'border-slate-200 bg-slate-50 text-slate-800',
} as const;

/** The partner's network status and what it means, in the partner's language. */
export function StatusNotice({
  status,
  network,
  compact,
  children,
}: {
  status: NetworkStatus;
  network: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations('status');
  const text = STATUS_TEXT[status];
  return (
    <div
      role="status"
      data-testid="status-notice"
      className={`rounded-lg border ${frames[text.tone]} ${compact ? 'px-4 py-2 text-sm' : 'p-5'}`}
    >
      <p className={compact ? 'font-medium' : 'text-base font-semibold'}>
        {compact ? t('prefix') : ''}
        {t(`${status}.title`)}
      </p>
      <p className={compact ? 'mt-0.5' : 'mt-1 text-sm'}>{t(`${status}.body`, { network })}</p>
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}
