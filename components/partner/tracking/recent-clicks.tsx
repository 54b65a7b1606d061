'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Period } from '@/lib/client/partner-tracking';
import { usePartnerRecentClicks } from '@/lib/client/hooks/partner-tracking';
import { apiDate } from '@/lib/i18n/dates';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { ErrorState, SkeletonRows } from '@/components/ui/states';
import { NothingTracked } from './nothing-tracked';

const REASONS = [
  'partner_not_approved',
  'campaign_not_active',
  'link_inactive',
  'bot',
  'flood',
  'self_click',
] as const;

/** The reference's device names, each said in the partner's language. */
const DEVICES = ['Desktop', 'Mobile', 'Tablet', 'Other'] as const;

/** Whether a click counts towards commission, and if not why, in the partner's language. */
function useValidityText() {
  const t = useTranslations('performance.validity');
  return (click: { creditable: boolean; invalid_reason?: string | null }) => {
    if (click.creditable) return t('counts');
    const reason = REASONS.find((r) => r === click.invalid_reason);
    return reason ? t(reason) : t('other');
  };
}

/** The newest clicks of the period: when, campaign, sub ID, device, sale or not, counted or why not. */
export function RecentClicks({
  partnerId,
  period,
  titles,
}: {
  partnerId: string;
  period: Period;
  titles: Map<string, string>;
}) {
  const recent = usePartnerRecentClicks(partnerId, period);
  const t = useTranslations('performance.recent');
  const validityText = useValidityText();
  const format = useFormatter();
  const time = (value: string) => {
    const date = apiDate(value);
    return date ? format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  };
  if (recent.isError)
    return (
      <ErrorState error={recent.error} retry={() => recent.refetch()} title={t('loadFailed')} />
    );
  if (recent.data && !recent.data.clicks.length)
    return <NothingTracked namespace="performance.recent" days={period} />;
  return (
    <>
      {recent.data && (
        <p className="mb-3 text-sm text-slate-500">
          {t('summary', {
            shown: recent.data.clicks.length,
            count: recent.data.count,
            days: period,
          })}
        </p>
      )}
      <DataTable
        caption={t('caption')}
        testId="recent-clicks"
        columns={[t('time'), t('campaign'), t('subId'), t('device'), t('sale'), t('counts')]}
      >
        {recent.isLoading ? (
          <SkeletonRows columns={6} rows={4} />
        ) : (
          recent.data?.clicks.map((click) => {
            const counts = click.creditable;
            return (
              <tr key={click.clickref}>
                <td className="py-3 pr-3 whitespace-nowrap">{time(click.set_time)}</td>
                <td className="px-3 py-3">
                  {titles.get(click.campaign_id) ?? t('campaignId', { id: click.campaign_id })}
                </td>
                <td className="px-3 py-3">{click.publisher_reference ?? '—'}</td>
                <td className="px-3 py-3">
                  {DEVICES.includes(click.ref_device as (typeof DEVICES)[number])
                    ? t(`devices.${click.ref_device as (typeof DEVICES)[number]}`)
                    : click.ref_device}
                </td>
                <td className="px-3 py-3">{click.status === 'used' ? t('used') : t('noSale')}</td>
                <td className="px-3 py-3">
                  <Badge tone={counts ? 'green' : 'amber'}>{validityText(click)}</Badge>
                </td>
              </tr>
            );
          })
        )}
      </DataTable>
    </>
  );
}
