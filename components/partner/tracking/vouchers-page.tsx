'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { usePartnerCampaigns } from '@/lib/client/hooks/partner-area';
import { usePartnerVouchers } from '@/lib/client/hooks/partner-tracking';
import { apiDate } from '@/lib/i18n/dates';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePartnerSession } from '@/components/partner/shell/session-context';
import { voucherState, type VoucherState } from './words';
import { AreaPageHeader } from '../shell/partner-page';

const TONES: Record<VoucherState, 'green' | 'amber' | 'slate' | 'red'> = {
  active: 'green',
  upcoming: 'amber',
  expired: 'slate',
  off: 'red',
};

/** The table's columns: their message keys, in order. */
const COLUMNS = ['code', 'campaign', 'status', 'valid', 'description'];

/** When a code is valid, in the partner's language: "from", "until", a range, or no limit. */
function useValidity() {
  const t = useTranslations('vouchers');
  const format = useFormatter();
  const day = (value: string | null) => {
    const date = apiDate(value);
    return date ? format.dateTime(date, { dateStyle: 'medium' }) : '—';
  };
  return (start: string | null, end: string | null): string => {
    if (!start && !end) return t('noLimit');
    if (!end) return t('from', { start: day(start) });
    if (!start) return t('until', { end: day(end) });
    return t('range', { start: day(start), end: day(end) });
  };
}

/** /partner/vouchers: the voucher codes brands gave the partner, with their campaign and state. */
export function VouchersPage() {
  const session = usePartnerSession();
  const partnerId = String(session.partnerId);
  const t = useTranslations('vouchers');
  const validity = useValidity();
  const approved = usePartnerCampaigns(partnerId, 'a');
  const campaigns = approved.data?.campaigns.map((c) => c.campaign);
  const vouchers = usePartnerVouchers(
    partnerId,
    campaigns?.map((c) => c.campaign_id),
  );
  const titles = new Map(
    campaigns?.map((c) => [c.campaign_id, `${c.title} (${c.advertiser_name})`]),
  );
  const failed = approved.isError ? approved : vouchers.isError ? vouchers : null;
  const codes = vouchers.data ?? [];
  return (
    <div className="space-y-6">
      <AreaPageHeader title={t('title')}>{t('description')}</AreaPageHeader>
      {failed ? (
        <ErrorState error={failed.error} retry={() => failed.refetch()} title={t('loadFailed')} />
      ) : approved.isLoading || vouchers.isLoading ? (
        <LoadingState label={t('loading')} />
      ) : !codes.length ? (
        <EmptyState
          title={t('noneTitle')}
          action={
            <Link
              href={campaigns?.length ? '/partner/campaigns' : '/partner/discover'}
              className={buttonClass('secondary', 'sm')}
            >
              {campaigns?.length ? t('myCampaigns') : t('findCampaigns')}
            </Link>
          }
        >
          {campaigns?.length ? t('noneWithCampaigns') : t('noneWithoutCampaigns')}
        </EmptyState>
      ) : (
        <DataTable
          caption={t('caption')}
          testId="voucher-codes"
          look="list"
          columns={COLUMNS.map((c) => t(`columns.${c}`))}
        >
          {codes.map((code) => {
            const state = voucherState(code);
            return (
              <tr key={code.voucher_code_id}>
                <td className="px-3 py-3 whitespace-nowrap">
                  <span className="mr-2 font-mono font-medium">{code.voucher_code}</span>
                  <CopyButton value={code.voucher_code} label={t('copy')} />
                </td>
                <td className="px-3 py-3">
                  {titles.get(code.campaign_id) ?? t('campaign', { id: code.campaign_id })}
                </td>
                <td className="px-3 py-3">
                  <Badge tone={TONES[state.state]}>{t(`state.${state.state}`)}</Badge>
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  {validity(code.start_date_time, code.end_date_time)}
                </td>
                <td className="px-3 py-3 text-slate-600">{code.description || '—'}</td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </div>
  );
}
