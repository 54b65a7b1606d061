'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useCampaignPartners, type ParticipationFilter } from '@/lib/client/hooks/campaigns';
import { TabList } from '@/components/ui/tabs';
import { Modal } from '@/components/ui/dialog';
import { RowButton } from '@/components/ui/edit-dialog';
import { PaidSearchWindows } from '@/components/console/fraud/paid-search-windows';
import { PARTICIPATION_LABELS, StatusBadge } from '@/components/ui/badge';
import { Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { InvitePartners } from './invite-partners';
import { RequestQueue } from './request-queue';
import type { Campaign } from './types';

const TABS: { status: ParticipationFilter; label: string }[] = [
  { status: 'p', label: 'Pending requests' },
  { status: 'a', label: 'Approved' },
  { status: 'r', label: 'Rejected' },
];

function Participants({ campaign }: { campaign: Campaign }) {
  const [tab, setTab] = useState<ParticipationFilter>('p');
  const [paidSearch, setPaidSearch] = useState<{ id: string; name: string } | null>(null);
  const partners = useCampaignPartners(campaign.campaign_id, tab);
  const rows = partners.data?.publishers.map((p) => p.publisher) ?? [];
  return (
    <div>
      <TabList
        label="Participants by status"
        className="mb-4"
        selected={tab}
        onSelect={setTab}
        tabs={TABS.map((t) => ({
          id: t.status,
          label: `${t.label}${tab === t.status && partners.data ? ` (${partners.data.count})` : ''}`,
        }))}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {partners.isLoading ? (
          <LoadingState label="Loading participants…" />
        ) : partners.isError ? (
          <ErrorState error={partners.error} retry={() => partners.refetch()} />
        ) : tab === 'p' ? (
          <RequestQueue
            rows={rows.map((partner) => ({
              campaignId: campaign.campaign_id,
              campaignTitle: campaign.title,
              partner,
            }))}
          />
        ) : rows.length === 0 ? (
          <EmptyState title={`No ${tab === 'a' ? 'approved' : 'rejected'} partners`} />
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" data-testid={`participants-${tab}`}>
            {rows.map((p) => (
              <li
                key={p.publisher_id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <Link
                  href={`/console/partners/${p.publisher_id}`}
                  className="font-medium text-brand hover:underline"
                >
                  {p.account_name}
                </Link>
                <div className="flex items-center gap-2">
                  <StatusBadge status={p.campaign_status} labels={PARTICIPATION_LABELS} />
                  {tab === 'a' && (
                    <RowButton
                      name={`Paid search: ${p.account_name}`}
                      opensDialog
                      onClick={() =>
                        setPaidSearch({ id: p.participation_id, name: p.account_name })
                      }
                    >
                      Paid search
                    </RowButton>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Modal
        open={paidSearch !== null}
        onOpenChange={(isOpen) => !isOpen && setPaidSearch(null)}
        title={paidSearch ? `Paid-search violations: ${paidSearch.name}` : ''}
        wide
      >
        {paidSearch && (
          <PaidSearchWindows participationId={paidSearch.id} partnerName={paidSearch.name} />
        )}
      </Modal>
    </div>
  );
}

/**
 * The campaign page's Partners tab: decide pending requests, see who is approved or rejected,
 * invite partners. The campaign loads only for staff and for brand users granted its brand, so
 * whoever sees it may manage it.
 */
export function CampaignParticipants({ campaign }: { campaign: Campaign }) {
  return (
    <Section
      title="Participants"
      id="participants"
      description="Decide pending requests; see who is approved or rejected."
      actions={<InvitePartners campaign={campaign} />}
    >
      <Participants campaign={campaign} />
    </Section>
  );
}
