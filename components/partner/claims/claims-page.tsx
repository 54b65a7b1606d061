'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePartnerCampaigns } from '@/lib/client/hooks/partner-area';
import { usePartnerClaims, type Claim } from '@/lib/client/hooks/claims';
import { Button, buttonClass } from '@/components/ui/button';
import { Section } from '@/components/ui/page-header';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';
import { usePartnerSession } from '@/components/partner/shell/session-context';
import { apiDate } from '@/lib/i18n/dates';
import { STATE_TONE } from '../../shared/claim-words';
import { AreaPageHeader } from '../shell/partner-page';

// The dialogs (and their form code) load when the partner opens one: first-load JS budget.
const ClaimDialog = dynamic(() => import('./claim-dialog').then((m) => m.ClaimDialog), {
  ssr: false,
});
const WithdrawDialog = dynamic(() => import('./withdraw-dialog').then((m) => m.WithdrawDialog), {
  ssr: false,
});

/** The table's columns: their message keys, in order. */
const COLUMNS = ['campaign', 'reference', 'saleDate', 'saleValue', 'state', 'claimed'];

/** Dates, amounts and states of claims in the partner's language. */
function useClaimWords() {
  const t = useTranslations('claims');
  const format = useFormatter();
  return {
    date: (v1: string | null) => {
      const date = apiDate(v1);
      return date ? format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
    },
    money: (value: number | null, currency: string | null) =>
      value === null
        ? '—'
        : currency
          ? format.number(value, { style: 'currency', currency })
          : format.number(value),
    state: (claim: Claim) =>
      claim.current_state === 'rejected' && claim.reason
        ? t('state.rejectedBecause', { reason: claim.reason })
        : t(`state.${claim.current_state}`),
  };
}

function ClaimRow({ claim, onWithdraw }: { claim: Claim; onWithdraw: (c: Claim) => void }) {
  const t = useTranslations('claims');
  const words = useClaimWords();
  return (
    <tr>
      <td className="px-3 py-3">{claim.campaign.title}</td>
      <th scope="row" className="px-3 py-3 text-left font-medium">
        {claim.conversion_reference}
      </th>
      <td className="px-3 py-3 whitespace-nowrap">{words.date(claim.conversion_date_time)}</td>
      <td className="px-3 py-3 whitespace-nowrap">
        {words.money(claim.conversion_value, claim.conversion_currency)}
      </td>
      <td className="px-3 py-3">
        <span
          className={`inline-block rounded px-2 py-0.5 text-xs font-medium ring-1 ${STATE_TONE[claim.current_state]}`}
          data-testid="claim-state"
        >
          {words.state(claim)}
        </span>
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{words.date(claim.created_at)}</td>
      <td className="px-3 py-3 text-right">
        {claim.current_state === 'pending' && (
          <Button
            size="sm"
            aria-label={t('withdrawLabel', { reference: claim.conversion_reference })}
            onClick={() => onWithdraw(claim)}
          >
            {t('withdraw')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/**
 * /partner/claims: the partner's missing-sale claims and where each stands; a new claim in a
 * dialog, and a pending one can be withdrawn.
 */
export function ClaimsPage() {
  const session = usePartnerSession();
  const partnerId = String(session.partnerId);
  const t = useTranslations('claims');
  const claims = usePartnerClaims(partnerId);
  const approved = usePartnerCampaigns(partnerId, 'a');
  const campaigns = approved.data?.campaigns.map((c) => c.campaign) ?? [];
  const [claiming, setClaiming] = useState(false);
  const [withdrawing, setWithdrawing] = useState<Claim | null>(null);
  // Each dialog stays mounted once opened: unmounting it as it closes would skip Radix's return
  // of focus, leaving focus on the page body instead of the button that opened it.
  const [used, setUsed] = useState({ claim: false, withdraw: false });
  const [notice, setNotice] = useState<string | null>(null);
  const rows = claims.data?.transaction_queries.map((t) => t.transaction_query) ?? [];
  return (
    <div className="space-y-6">
      <AreaPageHeader title={t('title')}>{t('description')}</AreaPageHeader>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          onClick={() => {
            setUsed((u) => ({ ...u, claim: true }));
            setClaiming(true);
          }}
          disabled={approved.isLoading || !campaigns.length}
        >
          {t('claim')}
        </Button>
        {!approved.isLoading && !campaigns.length && (
          <p className="text-sm text-slate-600">
            {t('needCampaigns')}{' '}
            <Link href="/partner/discover" className="text-brand hover:underline">
              {t('findCampaigns')}
            </Link>
          </p>
        )}
        {notice && (
          <p role="status" className="text-sm text-green-800">
            {notice}
          </p>
        )}
      </div>
      <Section title={t('section')} id="claims">
        <QueryTable
          caption={t('caption')}
          testId="claims"
          columns={[...COLUMNS.map((c) => t(`columns.${c}`)), '']}
          query={claims}
          rows={rows}
          empty={<EmptyState title={t('noneTitle')}>{t('noneText')}</EmptyState>}
        >
          {(claim) => (
            <ClaimRow
              key={claim.transaction_query_id}
              claim={claim}
              onWithdraw={(c) => {
                setUsed((u) => ({ ...u, withdraw: true }));
                setWithdrawing(c);
              }}
            />
          )}
        </QueryTable>
      </Section>
      {used.claim && (
        <ClaimDialog
          open={claiming}
          onOpenChange={setClaiming}
          partnerId={partnerId}
          campaigns={campaigns}
          onClaimed={() => setNotice(t('sent'))}
        />
      )}
      {used.withdraw && (
        <WithdrawDialog
          partnerId={partnerId}
          claim={withdrawing}
          onClose={() => setWithdrawing(null)}
        />
      )}
      <p className="text-sm text-slate-600">
        {t.rich('earningsNote', {
          link: (chunks) => (
            <Link href="/partner/earnings" className={buttonClass('ghost', 'sm')}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
