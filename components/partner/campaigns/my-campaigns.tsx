'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { CampaignWithParticipationOut } from '@/lib/schemas/campaign';
import { useInvitations } from '@/lib/client/hooks/invitations';
import { usePartnerCampaigns, type PartnerCampaignStatus } from '@/lib/client/hooks/partner-area';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { EmptyState, ErrorState, SkeletonRows } from '@/components/ui/states';
import { TabList } from '@/components/ui/tabs';
import { UrlLink } from '@/components/ui/url-link';
import { CampaignTermsLink } from '../discover/campaign-terms-dialog';
import { AreaPageHeader } from '../shell/partner-page';
import { usePartnerSession } from '../shell/session-context';

type Campaign = z.output<typeof CampaignWithParticipationOut>;

const TABS: PartnerCampaignStatus[] = ['a', 'p', 'r'];
const CAMPAIGN_STATUSES = ['a', 'p', 'r', 'n'] as const;

function commission(c: Campaign): string {
  if (c.default_commission_rate !== null) return `${c.default_commission_rate}%`;
  if (c.default_commission_value !== null)
    return `${c.default_commission_value} ${c.default_currency}`;
  return '—';
}

function CampaignTable({ status }: { status: PartnerCampaignStatus }) {
  const session = usePartnerSession();
  const list = usePartnerCampaigns(session.partnerId, status);
  const t = useTranslations('campaigns');
  const days = (seconds: number) =>
    seconds ? t('days', { days: Math.round(seconds / 86400) }) : '—';
  const statusText = (s: string) => {
    const known = CAMPAIGN_STATUSES.find((k) => k === s);
    return known ? t(`campaignStatus.${known}`) : s;
  };
  if (list.isError)
    return <ErrorState error={list.error} retry={() => list.refetch()} title={t('loadFailed')} />;
  const rows = list.data?.campaigns.map((c) => c.campaign) ?? [];
  if (list.data && rows.length === 0) {
    return (
      <EmptyState
        title={t(`tab.${status}.empty`)}
        action={
          <Link href="/partner/discover" className={buttonClass('secondary', 'sm')}>
            {t('findCampaigns')}
          </Link>
        }
      >
        {t(`tab.${status}.hint`)}
      </EmptyState>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table
        className="min-w-full divide-y divide-slate-200 text-sm"
        data-testid={`my-campaigns-${status}`}
      >
        <caption className="sr-only">{t(`tab.${status}.caption`)}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-500 uppercase">
          <tr>
            {[
              'campaign',
              'commission',
              'cookie',
              'terms',
              status === 'a' ? 'destination' : 'status',
            ].map((column) => (
              <th key={column} scope="col" className="px-4 py-2">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {list.isLoading ? (
            <SkeletonRows columns={5} rows={3} />
          ) : (
            rows.map((c) => (
              <tr key={c.campaign_id} data-testid={`my-campaign-${c.campaign_id}`}>
                <td className="px-4 py-3">
                  <span className="block font-medium text-slate-900">{c.title}</span>
                  <span className="text-xs text-slate-500">{c.advertiser_name}</span>
                  {c.publisher_status_reason && (
                    <span className="mt-1 block text-xs text-slate-700" data-testid="reject-reason">
                      {t('reason', { reason: c.publisher_status_reason })}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3">{commission(c)}</td>
                <td className="px-4 py-3">{days(c.cookie_period)}</td>
                <td className="px-4 py-3 text-slate-600">
                  {c.campaign_custom_terms_and_conditions_title && (
                    <span className="block">{c.campaign_custom_terms_and_conditions_title}</span>
                  )}
                  <CampaignTermsLink campaignId={c.campaign_id} title={c.title} />
                </td>
                <td className="px-4 py-3">
                  {status === 'a' ? (
                    <UrlLink
                      url={c.destination_url}
                      className="break-all text-brand hover:underline"
                    />
                  ) : (
                    <Badge tone={c.status === 'a' ? 'green' : 'slate'}>
                      {statusText(c.status)}
                    </Badge>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function TabLabel({ status, label }: { status: PartnerCampaignStatus; label: string }) {
  const session = usePartnerSession();
  const list = usePartnerCampaigns(session.partnerId, status);
  const format = useFormatter();
  return (
    <>
      {label}
      {list.data && (
        <span className="ml-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {format.number(list.data.count)}
        </span>
      )}
    </>
  );
}

/** Invitations waiting for the partner's answer: a pointer to the Invitations page. */
function InvitationsNotice() {
  const session = usePartnerSession();
  const invitations = useInvitations(session.partnerId);
  const count =
    invitations.data?.advertisers.reduce((n, brand) => n + brand.invitations.length, 0) ?? 0;
  const t = useTranslations('campaigns');
  if (!count) return null;
  return (
    <div
      role="status"
      data-testid="invitations-notice"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900"
    >
      <span>{t('invitationsWaiting', { count })}</span>
      <Link href="/partner/invitations" className={buttonClass('secondary', 'sm')}>
        {t('seeInvitations')}
      </Link>
    </div>
  );
}

/** /partner/campaigns: the partner's campaigns by participation status (the tab lives in the URL). */
export function MyCampaignsPage() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const raw = search.get('status');
  const status: PartnerCampaignStatus = raw === 'p' || raw === 'r' ? raw : 'a';
  const select = (s: PartnerCampaignStatus) =>
    router.replace(s === 'a' ? pathname : `${pathname}?status=${s}`, { scroll: false });
  const t = useTranslations('campaigns');
  return (
    <div className="space-y-6">
      <AreaPageHeader title={t('title')}>{t(`tab.${status}.hint`)}</AreaPageHeader>
      <InvitationsNotice />
      <TabList
        label={t('tabsLabel')}
        selected={status}
        onSelect={select}
        tabs={TABS.map((s) => ({
          id: s,
          label: <TabLabel status={s} label={t(`tab.${s}.label`)} />,
        }))}
      />
      <div role="tabpanel" id={`panel-${status}`} aria-labelledby={`tab-${status}`}>
        <CampaignTable status={status} />
      </div>
    </div>
  );
}
