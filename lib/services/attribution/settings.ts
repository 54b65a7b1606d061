import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { campaignAttribution } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { actorOf, ChangeSet } from '../audit/change-set';
import { requireManageable } from '../campaigns/read-campaigns';

/**
 * A campaign's attribution and intake settings (campaign_attribution; a campaign without a row
 * has the defaults): voucher precedence over clicks, whether unsigned conversion URLs (pixels)
 * are accepted, and the tracking secret that signs conversion URLs.
 */

export interface AttributionSettings {
  campaignId: number;
  voucherPrecedence: boolean;
  pixelConversions: boolean;
  /** Null until the brand makes one; never returned by reads. */
  trackingSecret: string | null;
  secretCreatedAt: Date | null;
  updatedAt: Date | null;
}

const defaults = (campaignId: number): AttributionSettings => ({
  campaignId,
  voucherPrecedence: false,
  pixelConversions: true,
  trackingSecret: null,
  secretCreatedAt: null,
  updatedAt: null,
});

/** The settings of a campaign (no access check: for the tracking intake and services). */
export async function settingsOf(db: DbOrTx, campaignId: number): Promise<AttributionSettings> {
  const [row] = await db
    .select()
    .from(campaignAttribution)
    .where(eq(campaignAttribution.campaignId, campaignId))
    .limit(1);
  return row ? { ...row } : defaults(campaignId);
}

/** Staff, or a brand user granted the campaign's brand. */
export async function getAttributionSettings(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
): Promise<AttributionSettings> {
  await requireManageable(db, principal, campaignId, 'read attribution settings');
  return settingsOf(db, campaignId);
}

export interface SettingsChange {
  voucherPrecedence?: boolean;
  pixelConversions?: boolean;
  /** Makes a new tracking secret (the old one stops signing at once). */
  rotateSecret?: boolean;
}

const view = (s: AttributionSettings) => ({
  voucher_precedence: s.voucherPrecedence,
  pixel_conversions: s.pixelConversions,
  secret_created_at: s.secretCreatedAt?.toISOString() ?? null,
});

/** 32 random bytes as base64url (43 characters). */
const newTrackingSecret = () => randomBytes(32).toString('base64url');

/**
 * Changes a campaign's settings (staff, or a brand user granted its brand); audited as
 * `campaign_attribution` (the secret itself never reaches the log). Returns the settings after,
 * with the new secret when one was made.
 */
export async function updateAttributionSettings(
  db: Db,
  principal: Principal,
  campaignId: number,
  change: SettingsChange,
): Promise<AttributionSettings> {
  await requireManageable(db, principal, campaignId, 'change attribution settings');
  return db.transaction(async (tx) => {
    const before = await settingsOf(tx, campaignId);
    const now = new Date();
    const values = {
      voucherPrecedence: change.voucherPrecedence ?? before.voucherPrecedence,
      pixelConversions: change.pixelConversions ?? before.pixelConversions,
      trackingSecret: change.rotateSecret ? newTrackingSecret() : before.trackingSecret,
      secretCreatedAt: change.rotateSecret ? now : before.secretCreatedAt,
    };
    const [row] = await tx
      .insert(campaignAttribution)
      .values({ campaignId, networkId: principal.networkId, ...values })
      .onConflictDoUpdate({
        target: campaignAttribution.campaignId,
        set: { ...values, updatedAt: now },
      })
      .returning();
    const after: AttributionSettings = { ...row! };
    const changed = JSON.stringify(view(before)) !== JSON.stringify(view(after));
    if (changed)
      await new ChangeSet(actorOf(principal))
        .change({
          entityType: 'campaign_attribution',
          entityId: campaignId,
          action: before.updatedAt ? 'updated' : 'created',
          before: before.updatedAt ? view(before) : undefined,
          after: view(after),
        })
        .commit(tx);
    return after;
  });
}
