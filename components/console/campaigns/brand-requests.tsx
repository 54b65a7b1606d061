'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useBrand } from '@/lib/client/hooks/brands';
import { useBrandCampaigns, usePendingRequests } from '@/lib/client/hooks/campaigns';
import { BrandHeader } from '@/components/console/brands/brand-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import type { QueueRow } from './request-row';

// The queue's dialogs and forms load after first paint (first-load JS budget, docs/console.md).
const RequestQueue = dynamic(() => import('./request-queue').then((m) => m.RequestQueue), {
  loading: () => <LoadingState label="Loading requests" />,
});

// A brand rarely has more; past this the queue says so.
const MAX_CAMPAIGNS = 500;

/** Every pending request on the brand's campaigns, in one queue. */
export function BrandRequestsPage({ brandId }: { brandId: string }) {
  const brand = useBrand(brandId);
  const campaigns = useBrandCampaigns(brandId, { limit: MAX_CAMPAIGNS });
  const list = campaigns.data?.campaigns.map((c) => c.campaign) ?? [];
  const pending = usePendingRequests(list.map((c) => c.campaign_id));
  const done = pending.filter((q) => q.isSuccess || q.isError).length;
  const failed = pending.find((q) => q.isError);
  const rows: QueueRow[] = list.flatMap((c, i) =>
    (pending[i]?.data?.publishers ?? []).map((p) => ({
      campaignId: c.campaign_id,
      campaignTitle: c.title,
      partner: p.publisher,
    })),
  );

  return (
    <div>
      <BrandHeader brandId={brandId} brand={brand.data?.advertiser} current="Pending requests" />
      {campaigns.isLoading ? (
        <LoadingState label="Loading the brand's campaigns…" />
      ) : campaigns.isError ? (
        <ErrorState error={campaigns.error} retry={() => campaigns.refetch()} />
      ) : done < list.length ? (
        <div
          role="status"
          className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600"
        >
          <p>
            Collecting requests: {done} of {list.length} campaigns
          </p>
          <progress className="mt-2 w-full accent-brand" max={list.length} value={done} />
        </div>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          {failed && (
            <ErrorState
              error={failed.error}
              retry={() => failed.refetch()}
              title="Some campaigns' requests could not be loaded"
            />
          )}
          {(campaigns.data?.count ?? 0) > MAX_CAMPAIGNS && (
            <p className="mb-3 text-sm text-amber-800">
              Only the first {MAX_CAMPAIGNS} campaigns are included.
            </p>
          )}
          <p className="mb-3 text-sm text-slate-600">
            Invitations waiting for partners, and filters by campaign, partner or country:{' '}
            <Link
              href={`/console/requests?advertiser_id=${brandId}`}
              className="font-medium text-brand hover:underline"
            >
              open this brand in Requests and invitations
            </Link>
            .
          </p>
          <RequestQueue rows={rows} showCampaign />
        </div>
      )}
    </div>
  );
}
