import type { DbOrTx } from '@/lib/db/client';
import type { Attribution } from '@/lib/schemas/enums';
import type { CampaignRow } from '../campaigns/read-campaigns';
import { attribute } from './attribute';
import { clicksByRef, voucherByCode } from './candidates';
import { settingsOf } from './settings';

/** What a conversion is stored with: its partner and the evidence. */
export interface Decision {
  attribution: Attribution;
  partnerId: number | null;
  clickId: number | null;
  clickref: string | null;
  clickedAt: Date | null;
  voucherCodeId: number | null;
  rejectReason: string | null;
}

interface Asked {
  /** The partner the caller names: manual attribution, the rules are not asked. */
  partnerId?: number;
  clickrefs: string[];
  voucherCode?: string;
  conversionTime: Date;
}

/** Reads the candidates (clicks by clickref, the campaign's voucher code) and applies the rules (attribute.ts). */
export async function attributeConversion(
  db: DbOrTx,
  campaign: CampaignRow,
  asked: Asked,
): Promise<Decision> {
  const voucher = asked.voucherCode
    ? await voucherByCode(db, campaign.id, asked.voucherCode)
    : null;
  if (asked.partnerId !== undefined)
    return {
      attribution: 'manual',
      partnerId: asked.partnerId,
      clickId: null,
      clickref: asked.clickrefs[0] ?? null,
      clickedAt: null,
      voucherCodeId: voucher?.id ?? null,
      rejectReason: null,
    };
  const settings = await settingsOf(db, campaign.id);
  const result = attribute({
    campaign: {
      id: campaign.id,
      networkId: campaign.networkId,
      cookiePeriod: campaign.cookiePeriod,
      voucherPrecedence: settings.voucherPrecedence,
    },
    conversionTime: asked.conversionTime,
    clicks: await clicksByRef(db, asked.clickrefs),
    voucher,
  });
  return {
    attribution: result.attribution,
    partnerId: result.partnerId,
    clickId: result.click?.id ?? null,
    clickref: result.click?.clickref ?? asked.clickrefs[0] ?? null,
    clickedAt: result.click?.clickedAt ?? null,
    voucherCodeId: result.voucher?.id ?? null,
    rejectReason: result.rejectReason,
  };
}
