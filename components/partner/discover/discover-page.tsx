'use client';

import Link from 'next/link';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useDiscovery } from '@/lib/client/hooks/partner-area';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { AreaPageHeader } from '../shell/partner-page';
import { DiscoverBrand } from './discover-brand';
import { searchDiscovery } from './discover-search';
import { RequestDialog, type RequestOutcome, type RequestTarget } from './request-dialog';
import { OutcomeNotice } from './request-outcome-notice';
import { useLivePartner, type NetworkStatus } from '../shell/session-context';
import { StatusNotice } from '../shell/status-notice';

function DiscoverHeader({ network }: { network: string }) {
  const t = useTranslations('discover');
  return (
    <AreaPageHeader title={t('title')}>
      {t.rich('intro', {
        network,
        link: (text) => (
          <Link href="/partner/campaigns" className="text-brand underline">
            {text}
          </Link>
        ),
      })}
    </AreaPageHeader>
  );
}

/** Partners not approved on the network: why finding campaigns is closed, and where to go. */
function NotApproved({ status, network }: { status: NetworkStatus; network: string }) {
  const t = useTranslations('discover');
  return (
    <div className="space-y-6">
      <DiscoverHeader network={network} />
      <StatusNotice status={status} network={network}>
        <p className="text-sm font-medium" data-testid="requests-disabled">
          {status === 'p' ? t('pendingDisabled') : t('disabled')}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link href="/partner/profile" className={buttonClass('secondary', 'sm')}>
            {t('yourProfile')}
          </Link>
          <Link href="/partner/campaigns" className={buttonClass('secondary', 'sm')}>
            {t('myCampaigns')}
          </Link>
        </div>
      </StatusNotice>
    </div>
  );
}

/** /partner/discover: campaigns grouped by brand, with search; request to join, accepting custom terms first. */
export function DiscoverPage() {
  const t = useTranslations('discover');
  const { session, networkStatus } = useLivePartner();
  const toast = useToast();
  const approved = networkStatus === 'a';
  const discovery = useDiscovery(session.partnerId, approved);
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q);
  const [target, setTarget] = useState<RequestTarget | null>(null);
  const [outcome, setOutcome] = useState<RequestOutcome | null>(null);
  const all = useMemo(
    () => discovery.data?.pages.flatMap((page) => page.advertisers) ?? [],
    [discovery.data],
  );
  const brandTotal = discovery.data?.pages[0]?.count ?? 0;
  const shown = useMemo(() => searchDiscovery(all, deferred), [all, deferred]);
  const campaignCount = shown.reduce((n, a) => n + a.campaigns.length, 0);

  if (!approved) return <NotApproved status={networkStatus} network={session.networkName} />;

  return (
    <div className="space-y-6">
      <DiscoverHeader network={session.networkName} />
      {outcome && <OutcomeNotice outcome={outcome} />}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TextField
          label={t('searchLabel')}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('searchPlaceholder')}
          className="w-full max-w-md"
        />
        {discovery.data && (
          <p className="text-sm text-slate-500" aria-live="polite">
            {t('counts', { campaigns: campaignCount, brands: shown.length })}
            {all.length < brandTotal
              ? ` ${t('loadedOf', { loaded: all.length, total: brandTotal })}`
              : ''}
          </p>
        )}
      </div>
      {discovery.isLoading ? (
        <LoadingState label={t('loading')} />
      ) : discovery.isError ? (
        <ErrorState
          error={discovery.error}
          retry={() => discovery.refetch()}
          title={t('loadFailed')}
        />
      ) : all.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          action={
            <Link href="/partner/campaigns" className={buttonClass('secondary', 'sm')}>
              {t('seeMyCampaigns')}
            </Link>
          }
        >
          {t('emptyHint')}
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          title={t('noMatch', { q })}
          action={
            <Button size="sm" onClick={() => setQ('')}>
              {t('clearSearch')}
            </Button>
          }
        >
          {t('searchHint')}
        </EmptyState>
      ) : (
        <div className="space-y-4">
          {shown.map((a) => (
            <DiscoverBrand key={a.id} advertiser={a} onRequest={setTarget} />
          ))}
        </div>
      )}
      {discovery.hasNextPage && (
        <div className="flex justify-center">
          <Button
            size="sm"
            onClick={() => discovery.fetchNextPage()}
            disabled={discovery.isFetchingNextPage}
          >
            {discovery.isFetchingNextPage
              ? t('loadingBrands')
              : t('showMore', { count: brandTotal - all.length })}
          </Button>
        </div>
      )}
      <RequestDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(result) => {
          setTarget(null);
          setOutcome(result);
          toast(
            t(result.status === 'a' ? 'toastApproved' : 'toastSent', {
              title: result.target.title,
            }),
          );
        }}
      />
    </div>
  );
}
