import Link from 'next/link';
import type { DecisionItem } from '@/lib/client/hooks/campaigns';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { DecisionButtons } from '@/components/ui/decision-buttons';
import type { CampaignPartner } from './types';

/** A pending request (or invitation) of a partner on a campaign. */
export interface QueueRow {
  campaignId: string;
  campaignTitle: string;
  partner: CampaignPartner;
}

export const keyOf = (r: { campaignId: string; partner: { publisher_id: string } }) =>
  `${r.campaignId}:${r.partner.publisher_id}`;
export const itemOf = (r: QueueRow): DecisionItem => ({
  campaign_id: r.campaignId,
  publisher_id: r.partner.publisher_id,
});

/** One pending request: a checkbox, the partner, the campaign when several are listed, and the decision buttons. */
export function RequestRow({
  row: r,
  showCampaign,
  selected,
  busy,
  onToggle,
  onAccept,
  onDecline,
}: {
  row: QueueRow;
  showCampaign?: boolean;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  onAccept: () => void;
  onDecline: () => void;
}) {
  return (
    <tr data-testid={`request-${r.partner.account_name}`}>
      <td className="py-2 pr-3">
        <input
          type="checkbox"
          aria-label={`Select ${r.partner.account_name}${showCampaign ? ` on ${r.campaignTitle}` : ''}`}
          checked={selected}
          onChange={onToggle}
          className="h-4 w-4 accent-brand"
        />
      </td>
      <td className="px-3 py-2">
        <Link
          href={`/console/partners/${r.partner.publisher_id}`}
          className="font-medium text-brand hover:underline"
        >
          {r.partner.account_name}
        </Link>
        {'contact_email' in r.partner && (
          <span className="block text-xs text-slate-500">{r.partner.contact_email}</span>
        )}
        {r.partner.invited === 'y' && (
          <span
            className="mt-1 inline-block"
            title="Invited by the brand; joins when the partner accepts, or when you accept here"
          >
            <Badge tone="blue">Invited</Badge>
          </span>
        )}
      </td>
      {showCampaign && (
        <td className="px-3 py-2">
          <Link href={`/console/campaigns/${r.campaignId}`} className="hover:underline">
            {r.campaignTitle}
          </Link>
        </td>
      )}
      <td className="px-3 py-2">
        <StatusBadge status={r.partner.network_status} />
      </td>
      <td className="space-y-1 space-x-1 py-2 pl-3 text-right">
        <DecisionButtons
          accept={{ text: 'Accept', name: `Accept ${r.partner.account_name}` }}
          decline={{ text: 'Decline…', name: `Decline ${r.partner.account_name}` }}
          {...{ busy, onAccept, onDecline }}
        />
      </td>
    </tr>
  );
}
