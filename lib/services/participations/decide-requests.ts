import type { Db } from '@/lib/db/client';
import type { ParticipationStatus } from '@/lib/schemas/enums';
import type { Principal } from '@/lib/auth/principal';
import { decidePairs, type DecisionItem, type DecisionOutcome } from './decide-pairs';

const DECIDABLE: ParticipationStatus[] = ['p', 't'];

/**
 * Accept (a) or decline (r) pending requests (v2 campaign-requests accept/decline): network staff, or a brand user
 * for campaigns of brands granted to it. Only pending (p) or invited (t) participations can
 * be decided, and only a partner approved on the network can be accepted; any other item
 * fails and nothing about it changes. Partial success.
 */
export async function decideCampaignRequests(
  db: Db,
  principal: Principal,
  networkId: number,
  decision: 'a' | 'r',
  items: DecisionItem[],
): Promise<DecisionOutcome[]> {
  return decidePairs(db, principal, networkId, items, ({ item, current, partnerStatus }) => {
    if (!current)
      return {
        fail: 'entity_not_found',
        message: `Publisher ${item.partnerId} has no request for campaign ${item.campaignId}`,
      };
    if (!DECIDABLE.includes(current.status)) {
      return {
        fail: 'not_pending',
        message: `The participation of publisher ${item.partnerId} in campaign ${item.campaignId} is ${current.status}; only pending requests can be decided`,
      };
    }
    if (decision === 'a' && partnerStatus !== 'a') {
      return {
        fail: 'publisher_not_approved',
        message: `Publisher ${item.partnerId} has network status ${partnerStatus}; only partners approved on the network can be accepted`,
      };
    }
    return { to: decision, reason: decision === 'r' ? (item.reason ?? null) : null };
  });
}
