'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { TrackingLink } from '@/lib/client/hooks/partner-tracking';
import { usePartnerCampaigns } from '@/lib/client/hooks/partner-area';
import { buttonClass } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePartnerSession } from '@/components/partner-area/session-context';
import { LinkBuilderForm } from './link-builder-form';
import { LinkResult } from './link-result';
import { LinksTable } from './links-table';

const CRUMBS = [{ label: 'Partner area', href: '/partner' }, { label: 'Tracking links' }];

function NoCampaigns() {
  return (
    <EmptyState
      title="No approved campaigns yet"
      action={
        <Link href="/partner/discover" className={buttonClass('primary', 'sm')}>
          Find campaigns
        </Link>
      }
    >
      A tracking link belongs to a campaign you are approved on. Request to join campaigns, and
      build links here once a brand approves you.
    </EmptyState>
  );
}

/**
 * /partner/links: the link builder (campaign, deep link, sub ID; the link with copy and QR code)
 * and the partner's links so far.
 */
export function LinkBuilderPage() {
  const session = usePartnerSession();
  const partnerId = String(session.partnerId);
  const approved = usePartnerCampaigns(partnerId, 'a');
  const [built, setBuilt] = useState<TrackingLink | null>(null);
  const campaigns = approved.data?.campaigns.map((c) => c.campaign) ?? [];
  const titles = new Map(
    campaigns.map((c) => [c.campaign_id, `${c.title} (${c.advertiser_name})`]),
  );
  return (
    <div className="space-y-6">
      <PageHeader title="Tracking links" crumbs={CRUMBS}>
        Links to the campaigns you promote. Every click through them is counted for you; a sub ID
        tells your placements apart in reports.
      </PageHeader>
      {approved.isLoading ? (
        <LoadingState label="Loading your campaigns…" />
      ) : approved.isError ? (
        <ErrorState
          error={approved.error}
          retry={() => approved.refetch()}
          title="Your campaigns could not be loaded"
        />
      ) : !campaigns.length ? (
        <NoCampaigns />
      ) : (
        <>
          <Section title="Build a link" id="build-link">
            <LinkBuilderForm partnerId={partnerId} campaigns={campaigns} onBuilt={setBuilt} />
          </Section>
          {built && (
            <Section title="Your link" id="your-link">
              <LinkResult
                link={built}
                campaign={titles.get(built.campaign_id) ?? `Campaign ${built.campaign_id}`}
              />
            </Section>
          )}
          <Section title="Your links" id="your-links">
            <LinksTable
              partnerId={partnerId}
              titles={titles}
              onShow={(link) => {
                setBuilt(link);
                requestAnimationFrame(() =>
                  document.getElementById('your-link-title')?.scrollIntoView({ block: 'start' }),
                );
              }}
            />
          </Section>
        </>
      )}
    </div>
  );
}
