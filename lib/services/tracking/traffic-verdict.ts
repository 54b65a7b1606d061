import { createHash } from 'node:crypto';
import type { ClickInvalidReason } from '@/lib/schemas/enums';
import type { LinkContext } from './link-context';

/**
 * Whether a click or an impression earns anyone anything: the first reason it does not, or null.
 * Clicks store the reason (a refused click is kept, not creditable); impressions are not stored
 * at all when there is one (serve-impression.ts).
 */
export function trafficVerdict(
  context: LinkContext,
  facts: { linkActive: boolean; address?: string; bot: boolean },
): ClickInvalidReason | null {
  if (context.campaignStatus !== 'a' || !context.brandActive) return 'campaign_not_active';
  if (!context.partnerApproved) return 'partner_not_approved';
  if (!facts.linkActive) return 'link_inactive';
  if (facts.bot) return 'bot';
  if (
    facts.address &&
    context.partnerAddressHashes.size &&
    context.partnerAddressHashes.has(createHash('sha256').update(facts.address).digest('hex'))
  )
    return 'self_click';
  return null;
}
