import type { InvalidClickRow } from '@/lib/services/traffic';
import type { InvalidClickOut } from '@/lib/schemas/traffic';
import { isoDateTime } from './common';

/** An item of GET /v3/network/{networkId}/traffic/invalid-clicks. */
export function presentInvalidClick(r: InvalidClickRow): InvalidClickOut {
  return {
    click_id: String(r.id),
    clickref: r.clickref,
    clicked_at: isoDateTime(r.clickedAt),
    campaign_id: String(r.campaignId),
    campaign_title: r.campaignTitle,
    partner_id: String(r.partnerId),
    partner_name: r.partnerName,
    reason: r.reason,
    device: r.device,
    referer: r.referer,
    user_agent: r.userAgent,
  };
}
