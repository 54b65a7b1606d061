'use client';

import Link from 'next/link';
import { useDeferredValue, useMemo, useState } from 'react';
import { useDiscovery } from '@/lib/client/hooks/partner-area';
import { plural } from '@/lib/client/format';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { crumbsFor } from './partner-page';
import { DiscoverBrand } from './discover-brand';
import { searchDiscovery } from './discover-search';
import { RequestDialog, type RequestOutcome, type RequestTarget } from './request-dialog';
import { OutcomeNotice } from './request-outcome-notice';
import { useLivePartner } from './session-context';
import { StatusNotice } from './status-notice';

/** /partner/discover: campaigns grouped by brand, with search; request to join, accepting custom terms first. */
export function DiscoverPage() {
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

  const header = (
    <PageHeader title="Find campaigns" crumbs={crumbsFor('Find campaigns')}>
      Campaigns of {session.networkName} you have not joined yet, by brand. Campaigns you are
      approved on are under{' '}
      <Link href="/partner/campaigns" className="text-brand underline">
        My campaigns
      </Link>
      .
    </PageHeader>
  );

  if (!approved) {
    return (
      <div className="space-y-6">
        {header}
        <StatusNotice status={networkStatus} network={session.networkName}>
          <p className="text-sm font-medium" data-testid="requests-disabled">
            {networkStatus === 'p'
              ? 'Finding and requesting campaigns opens once you are approved.'
              : 'Finding and requesting campaigns is not available to you.'}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link href="/partner/profile" className={buttonClass('secondary', 'sm')}>
              Your profile
            </Link>
            <Link href="/partner/campaigns" className={buttonClass('secondary', 'sm')}>
              My campaigns
            </Link>
          </div>
        </StatusNotice>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {header}
      {outcome && <OutcomeNotice outcome={outcome} />}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TextField
          label="Search brands and campaigns"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Brand, campaign or sector"
          className="w-full max-w-md"
        />
        {discovery.data && (
          <p className="text-sm text-slate-500" aria-live="polite">
            {plural(campaignCount, 'campaign')} from {plural(shown.length, 'brand')}
            {all.length < brandTotal ? ` (${all.length} of ${brandTotal} brands loaded)` : ''}
          </p>
        )}
      </div>
      {discovery.isLoading ? (
        <LoadingState label="Loading campaigns…" />
      ) : discovery.isError ? (
        <ErrorState
          error={discovery.error}
          retry={() => discovery.refetch()}
          title="Campaigns could not be loaded"
        />
      ) : all.length === 0 ? (
        <EmptyState
          title="No campaigns to discover right now"
          action={
            <Link href="/partner/campaigns" className={buttonClass('secondary', 'sm')}>
              See my campaigns
            </Link>
          }
        >
          You have joined or requested every campaign on offer, or the network has none open yet.
          Check back later.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          title={`Nothing matches “${q}”`}
          action={
            <Button size="sm" onClick={() => setQ('')}>
              Clear the search
            </Button>
          }
        >
          Search looks at brand names, campaign titles and sectors.
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
              ? 'Loading brands…'
              : `Show more brands (${brandTotal - all.length} more)`}
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
            result.status === 'a'
              ? `Approved at once: “${result.target.title}”.`
              : `Request sent for “${result.target.title}”.`,
          );
        }}
      />
    </div>
  );
}
