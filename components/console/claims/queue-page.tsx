'use client';

import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import {
  CLAIM_PAGE,
  useClaimCampaigns,
  useClaimQueue,
  useDecideClaim,
  type Claim,
  type ClaimState,
} from '@/lib/client/hooks/claims';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { FilterSelect } from '@/components/ui/filter-select';
import { buttonClass } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { ApproveDialog } from './approve-dialog';
import { STATE_OPTIONS } from '../../shared/claim-words';
import { QueueTable, type QueueAction } from './queue-table';
import { RejectDialog } from './reject-dialog';

/**
 * /console/claims: missing-sale claims waiting for a decision. Staff see the network's queue
 * (every campaign, or one); brand users one of their campaigns at a time.
 */
export function ClaimsQueuePage() {
  const session = useConsoleSession();
  const staff = session.role === 'network';
  const campaigns = useClaimCampaigns();
  const options = (campaigns.data?.campaigns ?? []).map(
    (c) => [c.campaign.campaign_id, c.campaign.title] as const,
  );
  const [state, setState] = useState<'' | ClaimState>('pending');
  const [chosenCampaign, setCampaign] = useState('');
  const { offset, setOffset, pager } = usePaging(CLAIM_PAGE);
  const campaignId = staff ? chosenCampaign : chosenCampaign || (options[0]?.[0] ?? '');
  const queue = useClaimQueue({
    scope: staff ? 'network' : 'campaign',
    networkId: session.networkId,
    campaignId,
    state,
    offset,
  });
  const decide = useDecideClaim();
  const [approving, setApproving] = useState<Claim | null>(null);
  const [rejecting, setRejecting] = useState<Claim | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = queue.data?.transaction_queries.map((t) => t.transaction_query) ?? [];
  // Every claim the filters match, as CSV (tq_export): the network's for staff, a campaign's else.
  const csvQuery = new URLSearchParams({
    tq_export: 'true',
    ...(state ? { current_state: state } : {}),
    ...(staff && campaignId ? { campaign_id: campaignId } : {}),
  });
  const csvHref = staff
    ? `/network/${session.networkId}/tq?${csvQuery}`
    : campaignId
      ? `/campaign/${campaignId}/tq?${csvQuery}`
      : null;

  async function onAction(action: QueueAction, claim: Claim) {
    setNotice(null);
    setError(null);
    if (action === 'approve') return setApproving(claim);
    if (action === 'reject') return setRejecting(claim);
    try {
      await decide.mutateAsync({ claim, decision: { action: 'pend' } });
      setNotice(`Claim for order ${claim.conversion_reference} is pending again.`);
    } catch (e) {
      setError(describeError(e));
    }
  }

  return (
    <div>
      <PageHeader
        title="Claims"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Claims' }]}
        actions={
          csvHref && (
            <a href={csvHref} className={buttonClass('secondary')} download>
              Download CSV
            </a>
          )
        }
      >
        Sales partners say they referred but that were not tracked. Approving records the sale (the
        campaign&apos;s commission rules apply); rejecting needs one of the campaign&apos;s reasons,
        which the partner sees.
      </PageHeader>
      <div className="flex flex-wrap gap-4">
        <FilterSelect
          label="State"
          allLabel="Every state"
          options={STATE_OPTIONS}
          value={state}
          onChange={(v) => {
            setState(v as '' | ClaimState);
            setOffset(0);
          }}
        />
        {(staff || options.length > 0) && (
          <FilterSelect
            label="Campaign"
            allLabel={staff ? 'Every campaign' : 'Choose a campaign'}
            options={options}
            value={campaignId}
            onChange={(v) => {
              setCampaign(v);
              setOffset(0);
            }}
          />
        )}
      </div>
      <FormError message={error} />
      {notice && (
        <p role="status" className="mb-3 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {notice}
        </p>
      )}
      <QueueTable
        query={!staff && !campaignId ? { ...queue, isLoading: campaigns.isLoading } : queue}
        rows={rows}
        filtered={state !== '' || campaignId !== ''}
        onAction={onAction}
      />
      {(queue.data?.count ?? 0) > CLAIM_PAGE && (
        <Pagination {...pager} total={queue.data?.count ?? 0} label="claims" />
      )}
      <ApproveDialog claim={approving} onClose={() => setApproving(null)} onDone={setNotice} />
      <RejectDialog claim={rejecting} onClose={() => setRejecting(null)} onDone={setNotice} />
    </div>
  );
}
