'use client';

import Link from 'next/link';
import { useCampaign } from '@/lib/client/hooks/campaigns';
import { PageHeader } from '@/components/ui/page-header';
import { Settled } from '@/components/ui/settled';
import { LoadingState } from '@/components/ui/states';
import { FraudRulesEditor } from './fraud-rules-editor';
import { Whitelist } from './fraud-whitelist';

/** /console/campaigns/{id}/fraud: the campaign's fraud rules and its whitelisted partners. */
export function CampaignFraudSettings({ campaignId }: { campaignId: string }) {
  const campaign = useCampaign(campaignId);
  const c = campaign.data?.campaign;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Fraud settings"
        crumbs={[
          { label: 'Console', href: '/console' },
          {
            label: c?.title ?? `Campaign #${campaignId}`,
            href: `/console/campaigns/${campaignId}`,
          },
          { label: 'Fraud settings' },
        ]}
      >
        {c ? `How fraud detection watches ${c.title}. ` : ''}
        <Link href={`/console/fraud?campaign_id=${campaignId}`} className="text-brand underline">
          Review this campaign&apos;s incidents
        </Link>
      </PageHeader>
      {/* Rules and whitelist load apart: shown together, so neither pushes the other down. */}
      <Settled placeholder={<LoadingState label="Loading the fraud settings" />}>
        <div className="space-y-6">
          <section aria-labelledby="rules-title">
            <h2 id="rules-title" className="mb-1 text-base font-semibold text-slate-900">
              Rules
            </h2>
            <p className="mb-3 text-sm text-slate-600">
              Each rule raises an incident when a partner, a sale or an address goes past its limit.
            </p>
            <FraudRulesEditor scope={{ campaignId }} />
          </section>
          <section aria-labelledby="whitelist-title">
            <h2 id="whitelist-title" className="mb-1 text-base font-semibold text-slate-900">
              Whitelisted partners
            </h2>
            <Whitelist campaignId={campaignId} />
          </section>
        </div>
      </Settled>
    </div>
  );
}
