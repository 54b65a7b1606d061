import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaigns, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { AnalyticsSide } from '@/lib/schemas/analytics/common';
import { isStaff, requireRole } from '../access';
import type { AnalyticsSource } from './source';

/**
 * Who sees which events. The brand side names campaigns, the partner side one partner: staff
 * see the network's, brand users their brands' campaigns, partner users themselves. Any the
 * caller may not view answers 403 naming it, unknown ids alike.
 */

/** The scope as the request names it. */
export type AnalyticsScopeIn =
  { side: 'brand'; campaigns: string[] } | { side: 'partner'; partner: string };

export type AnalyticsScope =
  | { side: 'partner'; networkId: number; partnerId: number }
  | { side: 'brand'; networkId: number; campaignIds: number[] };

/** 403 as the reference answers it (`[campaigns][0]`: You do not have "view" access ...). */
const noView = (path: (string | number)[], what: string) => {
  const message = `You do not have "view" access on this ${what}`;
  return new AppError('forbidden', message, {
    fields: [{ path, kind: 'invalid_value', message }],
  });
};

const ourId = (v: string) => (/^[1-9][0-9]{0,15}$/.test(v) ? Number(v) : null);

/** The brand analytics scope: every campaign must be the caller's (staff: the network's). */
async function brandAnalyticsScope(
  db: DbOrTx,
  principal: Principal,
  campaignIds: string[],
  action: string,
): Promise<AnalyticsScope> {
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
async function partnerAnalyticsScope(
  db: DbOrTx,
  principal: Principal,
  partnerId: string,
  action: string,
): Promise<AnalyticsScope> {
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

/** The scope checked for the caller, as the source's condition. */
export async function scopeCondition(
  db: DbOrTx,
  principal: Principal,
  source: AnalyticsSource,
  scope: AnalyticsScopeIn,
): Promise<SQL> {
  const action = (side: AnalyticsSide) => `read ${side} ${source.noun} analytics`;
  const resolved =
    scope.side === 'brand'
      ? await brandAnalyticsScope(db, principal, scope.campaigns, action('brand'))
      : await partnerAnalyticsScope(db, principal, scope.partner, action('partner'));
  const { networkId, campaignId, partnerId } = source.columns;
  return and(
    eq(networkId, resolved.networkId),
    resolved.side === 'partner'
      ? eq(partnerId, resolved.partnerId)
      : inArray(campaignId, resolved.campaignIds),
  )!;
}
