'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { usePartnerHolds } from '@/lib/client/hooks/fraud';
import { ErrorState } from '@/components/ui/states';

/** The partner's open payment holds, in words: since when, why, and whom to contact. */
export function HeldPayments({ partnerId }: { partnerId: string | number }) {
  const t = useTranslations('payments.holds');
  const format = useFormatter();
  const holds = usePartnerHolds(partnerId);
  if (holds.isError)
    return <ErrorState error={holds.error} retry={() => holds.refetch()} title={t('loadFailed')} />;
  const rows = holds.data?.data ?? [];
  if (!rows.length) return null;
  const { network_name: network, email } = holds.data!.contact;
  return (
    <section
      aria-labelledby="held-payments-title"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      data-testid="held-payments"
    >
      <h2 id="held-payments-title" className="mb-2 font-semibold">
        {t('title')}
      </h2>
      <ul className="space-y-2">
        {rows.map((h) => {
          const date = format.dateTime(new Date(h.held_since), { dateStyle: 'medium' });
          return (
            <li key={h.id}>
              {h.fraud
                ? t('fraud', {
                    date,
                    what: t(`metric.${h.fraud.metric}`),
                    campaign: h.fraud.campaign_title,
                  })
                : t('staff', { date, reason: h.reason })}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 font-medium">
        {email ? t('contact', { network, email }) : t('contactNoEmail', { network })}
      </p>
    </section>
  );
}
