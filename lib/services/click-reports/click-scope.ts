import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaigns, clicks, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { isStaff, requirePartnerAccess, requireRole } from '../access';
import { requireBrandSideCampaign } from '../conversions/read-conversions';

/**
 * Who sees which clicks. Partner side: staff and the partner's own users (brand users 403), an
 * unknown partner 404. Brand side: staff and brand users granted the campaign's brand
 * (partners 403). The analytics scopes name several campaigns or one partner; any the caller
 * may not view answers 403 naming it, unknown ids alike.
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

/** 403 as the reference answers it (`[campaigns][0]`: You do not have "view" access ...). */
const noView = (path: (string | number)[], what: string) => {
  const message = `You do not have "view" access on this ${what}`;
  return new AppError('forbidden', message, {
    fields: [{ path, kind: 'invalid_value', message }],
  });
};

const ourId = (v: string) => (/^[1-9][0-9]{0,15}$/.test(v) ? Number(v) : null);

/** The brand analytics scope: every campaign must be the caller's (staff: the network's). */
export async function brandAnalyticsScope(
  db: DbOrTx,
  principal: Principal,
  campaignIds: string[],
  action = 'read brand click analytics',
): Promise<ClickScope> {
  requireRole(principal, ['network', 'brand'], action);
  const ids = campaignIds.map(ourId);
  const known = ids.filter((i): i is number => i !== null);
  const rows = known.length
    ? await db
        .select({ id: campaigns.id, brandId: campaigns.brandId })
        .from(campaigns)
        .where(and(eq(campaigns.networkId, principal.networkId), inArray(campaigns.id, known)))
    : [];
  const visible = new Set(
    rows
      .filter((r) => isStaff(principal) || principal.brandIds.includes(r.brandId))
      .map((r) => r.id),
  );
  const refused = ids.findIndex((id) => id === null || !visible.has(id));
  if (refused >= 0) throw noView(['scope', 'campaigns', refused], 'campaign');
  return { side: 'brand', networkId: principal.networkId, campaignIds: [...visible] };
}

/** The partner analytics scope: the caller's own partner (staff: any partner of the network). */
export async function partnerAnalyticsScope(
  db: DbOrTx,
  principal: Principal,
  partnerId: string,
  action = 'read partner click analytics',
): Promise<ClickScope> {
  requireRole(principal, ['network', 'partner'], action);
  const id = ourId(partnerId);
  const [partner] = id
    ? await db
        .select({ id: partners.id })
        .from(partners)
        .where(and(eq(partners.networkId, principal.networkId), eq(partners.id, id)))
        .limit(1)
    : [];
  if (!partner || (!isStaff(principal) && principal.partnerId !== id))
    throw noView(['scope', 'partner'], 'partner');
  return { side: 'partner', networkId: principal.networkId, partnerId: partner.id };
}
