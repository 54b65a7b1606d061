'use client';

import Link from 'next/link';
import { useDeferredValue, useMemo, useState } from 'react';
import type { DiscoveryAdvertiserOut, DiscoveryCampaignOut } from '@/lib/schemas/participation';
import { useDiscovery } from '@/lib/client/hooks/partner-area';
import { plural } from '@/lib/client/format';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { crumbsFor } from './partner-page';
import { RequestDialog, type RequestOutcome, type RequestTarget } from './request-dialog';
import { useLivePartner } from './session-context';
import { StatusNotice } from './status-notice';

const STATUS_BADGES: Record<DiscoveryCampaignOut['status'], { tone: 'blue' | 'amber' | 'red' | 'slate'; label: string } | null> = {
  AVAILABLE: null,
  REQUESTED: { tone: 'amber', label: 'Requested: waiting for the brand' },
  INVITED: { tone: 'blue', label: 'Invited' },
  REJECTED: { tone: 'red', label: 'Not accepted' },
};

const normalise = (s: string) => s.toLocaleLowerCase().normalize('NFKD').replace(/\p{Diacritic}/gu, '');

/** Brands whose name matches keep every campaign; otherwise only the campaigns that match. */
function search(advertisers: DiscoveryAdvertiserOut[], q: string): DiscoveryAdvertiserOut[] {
  const words = normalise(q).split(/\s+/).filter(Boolean);
  if (!words.length) return advertisers;
  const hit = (text: string) => words.every((w) => normalise(text).includes(w));
  return advertisers.flatMap((a) => {
    if (hit(`${a.display_name} ${a.name}`)) return [a];
    const campaigns = a.campaigns.filter((c) => hit(`${c.title} ${c.vertical.name} ${a.display_name} ${a.name}`));
    return campaigns.length ? [{ ...a, campaigns }] : [];
  });
}

function BrandIcon({ advertiser }: { advertiser: DiscoveryAdvertiserOut }) {
  return advertiser.advertiser_icon ? (
    // eslint-disable-next-line @next/next/no-img-element -- our own served image URL
    <img src={advertiser.advertiser_icon} alt="" className="h-10 w-10 rounded border border-slate-200 object-contain" />
  ) : (
    <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded bg-brand-muted text-sm font-semibold text-brand">
      {advertiser.display_name.slice(0, 1).toUpperCase()}
    </span>
  );
}

function CampaignRow({ advertiser, campaign, onRequest }: { advertiser: DiscoveryAdvertiserOut; campaign: DiscoveryCampaignOut; onRequest: (t: RequestTarget) => void }) {
  const badge = STATUS_BADGES[campaign.status];
  const target = { campaignId: campaign.id, title: campaign.title, brandId: advertiser.id, brandName: advertiser.display_name, invited: campaign.status === 'INVITED' };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={`campaign-${campaign.id}`}>
      <div>
        <p className="font-medium text-slate-900">{campaign.title}</p>
        <p className="text-xs text-slate-500">
          {campaign.vertical.name} · pays in {campaign.currency.name} ({campaign.currency.symbol})
        </p>
      </div>
      <div className="flex items-center gap-2">
        {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
        {(campaign.status === 'AVAILABLE' || campaign.status === 'INVITED') && (
          <Button size="sm" variant="primary" onClick={() => onRequest(target)} aria-label={`${campaign.status === 'INVITED' ? 'Accept invitation to' : 'Request to join'} ${campaign.title}`}>
            {campaign.status === 'INVITED' ? 'Accept invitation' : 'Request to join'}
          </Button>
        )}
      </div>
    </li>
  );
}

function OutcomeNotice({ outcome }: { outcome: RequestOutcome }) {
  const approved = outcome.status === 'a';
  return (
    <div role="status" data-testid="request-outcome" className={`rounded-lg border px-4 py-3 text-sm ${approved ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-amber-200 bg-amber-50 text-amber-900'}`}>
      {approved ? (
        <>
          <strong>Approved at once:</strong> you are on “{outcome.target.title}” and can promote it now.{' '}
        </>
      ) : (
        <>
          <strong>Request sent:</strong> {outcome.target.brandName} will decide on “{outcome.target.title}”.{' '}
        </>
      )}
      <Link href={approved ? '/partner/campaigns' : '/partner/campaigns?status=p'} className="font-medium underline">
        See my campaigns
      </Link>
    </div>
  );
}

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
  const all = useMemo(() => discovery.data?.pages.flatMap((page) => page.advertisers) ?? [], [discovery.data]);
  const brandTotal = discovery.data?.pages[0]?.count ?? 0;
  const shown = useMemo(() => search(all, deferred), [all, deferred]);
  const campaignCount = shown.reduce((n, a) => n + a.campaigns.length, 0);

  const header = (
    <PageHeader title="Find campaigns" crumbs={crumbsFor('Find campaigns')}>
      Campaigns of {session.networkName} you have not joined yet, by brand. Campaigns you are approved on are under{' '}
      <Link href="/partner/campaigns" className="text-brand hover:underline">
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
            {networkStatus === 'p' ? 'Finding and requesting campaigns opens once you are approved.' : 'Finding and requesting campaigns is not available to you.'}
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
        <TextField label="Search brands and campaigns" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Brand, campaign or sector" className="w-full max-w-md" />
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
        <ErrorState error={discovery.error} retry={() => discovery.refetch()} title="Campaigns could not be loaded" />
      ) : all.length === 0 ? (
        <EmptyState
          title="No campaigns to discover right now"
          action={
            <Link href="/partner/campaigns" className={buttonClass('secondary', 'sm')}>
              See my campaigns
            </Link>
          }
        >
          You have joined or requested every campaign on offer, or the network has none open yet. Check back later.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title={`Nothing matches “${q}”`} action={<Button size="sm" onClick={() => setQ('')}>Clear the search</Button>}>
          Search looks at brand names, campaign titles and sectors.
        </EmptyState>
      ) : (
        <div className="space-y-4">
          {shown.map((a) => (
            <section key={a.id} aria-labelledby={`brand-${a.id}`} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid={`brand-${a.id}`}>
              <div className="flex items-center gap-3">
                <BrandIcon advertiser={a} />
                <div>
                  <h2 id={`brand-${a.id}`} className="text-base font-semibold text-slate-900">
                    {a.display_name}
                  </h2>
                  <p className="text-xs text-slate-500">
                    {a.name !== a.display_name ? `${a.name} · ` : ''}
                    {plural(a.campaigns.length, 'campaign')}
                  </p>
                </div>
              </div>
              <ul className="mt-2 divide-y divide-slate-100">
                {a.campaigns.map((c) => (
                  <CampaignRow key={c.id} advertiser={a} campaign={c} onRequest={setTarget} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {discovery.hasNextPage && (
        <div className="flex justify-center">
          <Button size="sm" onClick={() => discovery.fetchNextPage()} disabled={discovery.isFetchingNextPage}>
            {discovery.isFetchingNextPage ? 'Loading brands…' : `Show more brands (${brandTotal - all.length} more)`}
          </Button>
        </div>
      )}
      <RequestDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(result) => {
          setTarget(null);
          setOutcome(result);
          toast(result.status === 'a' ? `Approved at once: “${result.target.title}”.` : `Request sent for “${result.target.title}”.`);
        }}
      />
    </div>
  );
}
