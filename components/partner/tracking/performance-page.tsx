'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PERIODS, type Period } from '@/lib/client/partner-tracking';
import { usePartnerCampaigns } from '@/lib/client/hooks/partner-area';
import { useRefreshPartnerPerformance } from '@/lib/client/hooks/partner-tracking';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { Section } from '@/components/ui/page-header';
import { usePartnerSession } from '@/components/partner/shell/session-context';
import { PerformanceChart } from './performance-chart';
import { RecentClicks } from './recent-clicks';
import { AreaPageHeader } from '../shell/partner-page';

/** /partner/performance: clicks and conversions per day over a chosen period, and the newest clicks. */
export function PerformancePage() {
  const session = usePartnerSession();
  const partnerId = String(session.partnerId);
  const t = useTranslations('performance');
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
      <AreaPageHeader
        title={t('title')}
        actions={
          <Button
            disabled={refreshing}
            onClick={async () => {
              setRefreshing(true);
              await refresh().finally(() => setRefreshing(false));
            }}
          >
            {refreshing ? t('refreshing') : t('refresh')}
          </Button>
        }
      >
        {t('description')}
      </AreaPageHeader>
      <SelectField
        label={t('period')}
        className="max-w-xs"
        value={String(period)}
        onChange={(e) => setPeriod(Number(e.target.value) as Period)}
      >
        {PERIODS.map((p) => (
          <option key={p} value={p}>
            {t('lastDays', { days: p })}
          </option>
        ))}
      </SelectField>
      <Section title={t('chartSection')} id="clicks-and-conversions">
        <PerformanceChart partnerId={partnerId} period={period} />
      </Section>
      <Section title={t('recentSection')} id="recent-clicks">
        <RecentClicks partnerId={partnerId} period={period} titles={titles} />
      </Section>
    </div>
  );
}
