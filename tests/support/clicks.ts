import { getDb } from '@/lib/db/client';
import { clicks } from '@/lib/db/schema';
import type { ClickInvalidReason, DeviceClass } from '@/lib/schemas/enums';

export interface ClickSeed {
  at: Date;
  /** Default: a made-up reference, unique in the batch (not one attribution can find). */
  clickref?: string;
  device?: DeviceClass;
  /** ISO 3166-1 alpha-2, as the redirect stores it; none by default. */
  country?: string | null;
  pubref?: string | null;
  ip?: string;
  invalidReason?: ClickInvalidReason | null;
}

/** Inserts clicks straight into the table (one set-based insert; T1's redirect not needed). */
export async function seedClicks(
  ids: { networkId: number; campaignId: number; partnerId: number },
  seeds: ClickSeed[],
): Promise<void> {
  if (!seeds.length) return;
  const db = await getDb();
  await db.insert(clicks).values(
    seeds.map((s, i) => ({
      clickedAt: s.at,
      clickref: s.clickref ?? `t${ids.campaignId}x${ids.partnerId}x${s.at.getTime()}x${i}`,
      networkId: ids.networkId,
      campaignId: ids.campaignId,
      partnerId: ids.partnerId,
      pubref: s.pubref ?? null,
      destinationUrl: 'https://shop.example/',
      device: s.device ?? 'desktop',
      country: s.country ?? null,
      ipDigest: s.ip ?? `digest-${i}`,
      creditable: !s.invalidReason,
      invalidReason: s.invalidReason ?? null,
      metaData: {},
    })),
  );
}
