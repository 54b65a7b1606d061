'use client';

import Link from 'next/link';
import { usePartnerCampaigns } from '@/lib/client/hooks/partner-area';
import { usePartnerVouchers } from '@/lib/client/hooks/partner-tracking';
import { formatDate } from '@/lib/client/format';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePartnerSession } from '@/components/partner-area/session-context';
import { voucherState, type VoucherState } from './words';

const CRUMBS = [{ label: 'Partner area', href: '/partner' }, { label: 'Voucher codes' }];
const TONES: Record<VoucherState, 'green' | 'amber' | 'slate' | 'red'> = {
  active: 'green',
  upcoming: 'amber',
  expired: 'slate',
  off: 'red',
};

function validity(start: string | null, end: string | null): string {
  if (!start && !end) return 'No time limit';
  if (!end) return `From ${formatDate(start)}`;
  if (!start) return `Until ${formatDate(end)}`;
  return `${formatDate(start)} to ${formatDate(end)}`;
}

/** /partner/vouchers: the voucher codes brands gave the partner, with their campaign and state. */
export function VouchersPage() {
  const session = usePartnerSession();
  const partnerId = String(session.partnerId);
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
      <PageHeader title="Voucher codes" crumbs={CRUMBS}>
        Codes brands gave you to share with your audience. A sale using one of your codes is
        credited to you, even without a click.
      </PageHeader>
      {failed ? (
        <ErrorState
          error={failed.error}
          retry={() => failed.refetch()}
          title="Your voucher codes could not be loaded"
        />
      ) : approved.isLoading || vouchers.isLoading ? (
        <LoadingState label="Loading your voucher codes…" />
      ) : !codes.length ? (
        <EmptyState
          title="No voucher codes yet"
          action={
            <Link
              href={campaigns?.length ? '/partner/campaigns' : '/partner/discover'}
              className={buttonClass('secondary', 'sm')}
            >
              {campaigns?.length ? 'My campaigns' : 'Find campaigns'}
            </Link>
          }
        >
          {campaigns?.length
            ? 'Brands of your campaigns have not given you any codes. Ask the brand, or use your tracking links meanwhile.'
            : 'Voucher codes come from brands of campaigns you are approved on. Join campaigns first.'}
        </EmptyState>
      ) : (
        <DataTable
          caption="Your voucher codes"
          testId="voucher-codes"
          look="list"
          columns={['Code', 'Campaign', 'Status', 'Valid', 'Description']}
        >
          {codes.map((code) => {
            const state = voucherState(code);
            return (
              <tr key={code.voucher_code_id}>
                <td className="px-3 py-3 whitespace-nowrap">
                  <span className="mr-2 font-mono font-medium">{code.voucher_code}</span>
                  <CopyButton value={code.voucher_code} label="Copy" />
                </td>
                <td className="px-3 py-3">
                  {titles.get(code.campaign_id) ?? `Campaign ${code.campaign_id}`}
                </td>
                <td className="px-3 py-3">
                  <Badge tone={TONES[state.state]}>{state.text}</Badge>
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
