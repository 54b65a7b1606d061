'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCampaign } from '@/lib/client/hooks/campaigns';
import { formatDateTime } from '@/lib/client/format';
import { TabList } from '@/components/ui/tabs';
import { CAMPAIGN_STATUS_LABELS, StatusBadge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { Settled } from '@/components/ui/settled';
import { ErrorState } from '@/components/ui/states';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';
import { CAMPAIGN_TABS, PanelLoading, type TabContext } from './campaign-tabs';

/**
 * A campaign: its parts in tabs (campaign-tabs.tsx), the open one in the address (`?tab=`), one
 * panel at a time, each keeping its place while it loads.
 */
export function CampaignPage({ campaignId }: { campaignId: string }) {
  const session = useConsoleSession();
  const campaign = useCampaign(campaignId);
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const c = campaign.data?.campaign;
  const ctx: TabContext | null = c ? { campaign: c, staff: isStaff(session) } : null;
  const tabs = CAMPAIGN_TABS.filter((t) => !ctx || !t.shown || t.shown(ctx));
  const tab = tabs.find((t) => t.id === search.get('tab')) ?? tabs[0]!;
  const crumbs = [
    { label: 'Console', href: '/console' },
    { label: 'Brands', href: '/console/brands' },
    ...(c
      ? [
          { label: c.advertiser_name, href: `/console/brands/${c.advertiser_id}` },
          { label: 'Campaigns', href: `/console/brands/${c.advertiser_id}/campaigns` },
          { label: c.title },
        ]
      : [{ label: `Campaign #${campaignId}` }]),
  ];
  return (
    <div className="space-y-6">
      <PageHeader
        title={c?.title ?? 'Campaign'}
        crumbs={crumbs}
        actions={
          c && (
            <>
              <Link
                href={`/console/campaigns/${c.campaign_id}/tracking`}
                className="text-sm font-medium text-brand hover:underline"
              >
                Tracking setup
              </Link>
              <Link
                href={`/console/campaigns/${c.campaign_id}/fraud`}
                className="text-sm font-medium text-brand hover:underline"
              >
                Fraud rules and whitelist
              </Link>
              <StatusBadge status={c.status} labels={CAMPAIGN_STATUS_LABELS} />
            </>
          )
        }
      >
        {/* The line is there while loading too, so nothing below moves when it fills in. */}
        {c
          ? `Campaign #${c.campaign_id} of ${c.advertiser_name} · created ${formatDateTime(c.created)}`
          : '\u00a0'}
      </PageHeader>
      {campaign.isError ? (
        <ErrorState
          error={campaign.error}
          retry={() => campaign.refetch()}
          title="This campaign could not be loaded"
        />
      ) : (
        <>
          <TabList
            label="Parts of the campaign"
            className="flex-wrap"
            tabs={tabs.map((t) => ({ id: t.id, label: t.label }))}
            selected={tab.id}
            onSelect={(id) =>
              router.replace(id === tabs[0]!.id ? pathname : `${pathname}?tab=${id}`, {
                scroll: false,
              })
            }
          />
          <div role="tabpanel" id={`panel-${tab.id}`} aria-labelledby={`tab-${tab.id}`}>
            {ctx ? (
              <Settled key={tab.id} placeholder={<PanelLoading />}>
                {tab.panel(ctx)}
              </Settled>
            ) : (
              <PanelLoading />
            )}
          </div>
        </>
      )}
    </div>
  );
}
