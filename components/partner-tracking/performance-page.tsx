'use client';

import { useState } from 'react';
import { PERIODS, type Period } from '@/lib/client/partner-tracking';
import { usePartnerCampaigns } from '@/lib/client/hooks/partner-area';
import { useRefreshPartnerPerformance } from '@/lib/client/hooks/partner-tracking';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { usePartnerSession } from '@/components/partner-area/session-context';
import { PerformanceChart } from './performance-chart';
import { RecentClicks } from './recent-clicks';

const CRUMBS = [{ label: 'Partner area', href: '/partner' }, { label: 'Performance' }];

/** /partner/performance: clicks and conversions per day over a chosen period, and the newest clicks. */
export function PerformancePage() {
  const session = usePartnerSession();
  const partnerId = String(session.partnerId);
  const [period, setPeriod] = useState<Period>(30);
  const approved = usePartnerCampaigns(partnerId, 'a');
  const refresh = useRefreshPartnerPerformance();
  const [refreshing, setRefreshing] = useState(false);
  const titles = new Map(
    approved.data?.campaigns.map(({ campaign: c }) => [
      c.campaign_id,
      `${c.title} (${c.advertiser_name})`,
    ]),
  );
  return (
    <div className="space-y-6">
      <PageHeader
        title="Performance"
        crumbs={CRUMBS}
        actions={
          <Button
            disabled={refreshing}
            onClick={async () => {
              setRefreshing(true);
              await refresh().finally(() => setRefreshing(false));
            }}
          >
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </Button>
        }
      >
        Clicks on your tracking links and the conversions credited to you (approved or pending), per
        day (UTC). Clicks by bots, floods or from your own address do not count.
      </PageHeader>
      <SelectField
        label="Period"
        className="max-w-xs"
        value={String(period)}
        onChange={(e) => setPeriod(Number(e.target.value) as Period)}
      >
        {PERIODS.map((p) => (
          <option key={p} value={p}>
            Last {p} days
          </option>
        ))}
      </SelectField>
      <Section title="Clicks and conversions" id="clicks-and-conversions">
        <PerformanceChart partnerId={partnerId} period={period} />
      </Section>
      <Section title="Recent clicks" id="recent-clicks">
        <RecentClicks partnerId={partnerId} period={period} titles={titles} />
      </Section>
    </div>
  );
}
