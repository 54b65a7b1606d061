import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { clicks, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requirePartnerAccess } from '../access';
import { requireBrandSideCampaign } from '../conversions/read-conversions';

/**
 * Who sees which clicks. Partner side: staff and the partner's own users (brand users 403), an
 * unknown partner 404. Brand side: staff and brand users granted the campaign's brand
 * (partners 403). The analytics scopes are lib/services/analytics/scope.ts.
 */

export type ClickScope =
  | { side: 'partner'; networkId: number; partnerId: number }
  | { side: 'brand'; networkId: number; campaignIds: number[] };

export const scopeCondition = (scope: ClickScope) =>
  and(
    eq(clicks.networkId, scope.networkId),
    scope.side === 'partner'
      ? eq(clicks.partnerId, scope.partnerId)
      : inArray(clicks.campaignId, scope.campaignIds),
  )!;

/** The report's scope: one partner (partner side) or one campaign (brand side). */
export async function reportScope(
  db: DbOrTx,
  principal: Principal,
  target: { side: 'partner'; partnerId: number } | { side: 'brand'; campaignId: number },
): Promise<ClickScope> {
  const networkId = principal.networkId;
  if (target.side === 'brand') {
    await requireBrandSideCampaign(db, principal, target.campaignId, 'read the brand click report');
    return { side: 'brand', networkId, campaignIds: [target.campaignId] };
  }
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, networkId), eq(partners.id, target.partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
  requirePartnerAccess(principal, target.partnerId);
  return { side: 'partner', networkId, partnerId: target.partnerId };
}
