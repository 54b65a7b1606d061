import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { RequestOutcome } from './request-dialog';

/** After a request: approved at once, or sent to the brand; either way a link to My campaigns. */
export function OutcomeNotice({ outcome }: { outcome: RequestOutcome }) {
  const approved = outcome.status === 'a';
  const t = useTranslations('discover');
  const strong = (text: ReactNode) => <strong>{text}</strong>;
  return (
    <div
      role="status"
      data-testid="request-outcome"
      className={`rounded-lg border px-4 py-3 text-sm ${approved ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-amber-200 bg-amber-50 text-amber-900'}`}
    >
      {approved
        ? t.rich('outcomeApproved', { title: outcome.target.title, strong })
        : t.rich('outcomeSent', {
            title: outcome.target.title,
            brand: outcome.target.brandName,
            strong,
          })}{' '}
      <Link
        href={approved ? '/partner/campaigns' : '/partner/campaigns?status=p'}
        className="font-medium underline"
      >
        {t('seeMyCampaigns')}
      </Link>
    </div>
  );
}
