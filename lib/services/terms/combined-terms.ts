import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { campaignRecordsByIds, type CampaignRecord } from '../campaigns/read-campaigns';
import { applicableCustomTerms, associatedTermsOf } from './applicable-terms';
import { requireActingPartner } from './campaign-terms';
import { acceptedCustomTerms } from './accepted-terms';
import { checkPartnerTerms } from './network-terms-acknowledgements';

/**
 * GET /v2/publishers/{publisherId}/campaigns/terms?campaigns=...: every terms text that binds a
 * partner on the campaigns named (docs/campaigns.md#custom-terms): the network terms that apply
 * to it, then per campaign its general (standard) terms and the custom terms that apply to the
 * partner. Partner terms replace the campaign's standard terms, as the reference says.
 */

export interface CombinedTermsItem {
  type: 'network' | 'campaign' | 'custom';
  title: string;
  content: string;
  campaignId: number | null;
  termsId: number | null;
  /** For network and custom terms: whether the partner accepted this version. */
  accepted: boolean | null;
}

/** A campaign's standard terms in the partner's locale: the locale, its language, en, else any. */
function standardTerms(record: CampaignRecord, locale: string): string | undefined {
  const all = record.row.terms;
  const language = locale.split('_')[0]!;
  for (const key of [locale, language, 'en', ...Object.keys(all)]) {
    const text = all[key]?.terms;
    if (text && text.trim()) return text;
  }
  return undefined;
}

async function campaignsNamed(
  db: DbOrTx,
  networkId: number,
  campaignIds: number[],
): Promise<CampaignRecord[]> {
  const ids = [...new Set(campaignIds)];
  const records = await campaignRecordsByIds(db, networkId, ids);
  const known = new Set(records.map((r) => r.row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw AppError.field(
      ['campaigns'],
      'invalid_value',
      `campaigns: ${unknown} is not a campaign of this network`,
    );
  return records;
}

export async function combinedTermsForPartner(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  campaignIds: number[],
): Promise<CombinedTermsItem[]> {
  await requireActingPartner(db, principal, partnerId);
  const records = await campaignsNamed(db, principal.networkId, campaignIds);
  const ids = records.map((r) => r.row.id);
  const network = await checkPartnerTerms(db, principal, partnerId);
  const [partner] = await db
    .select({ locale: partners.contactLocale })
    .from(partners)
    .where(eq(partners.id, partnerId));
  const locale = partner?.locale ?? 'en';
  const [applicable, own] = await Promise.all([
    applicableCustomTerms(db, partnerId, ids),
    associatedTermsOf(db, partnerId, ids),
  ]);
  const accepted = await acceptedCustomTerms(
    db,
    partnerId,
    [...applicable.values()].map((t) => t.id),
  );
  const out: CombinedTermsItem[] = [];
  if (network.terms)
    out.push({
      type: 'network',
      title: 'Network terms',
      content: network.terms.content,
      campaignId: null,
      termsId: network.terms.id,
      accepted: network.accepted,
    });
  for (const record of records) {
    const id = record.row.id;
    const standard = own.has(id) ? undefined : standardTerms(record, locale);
    if (standard !== undefined)
      out.push({
        type: 'campaign',
        title: `${record.row.title} standard terms`,
        content: standard,
        campaignId: id,
        termsId: null,
        accepted: null,
      });
    const custom = applicable.get(id);
    if (custom)
      out.push({
        type: 'custom',
        title: custom.title,
        content: custom.content,
        campaignId: id,
        termsId: custom.id,
        accepted: accepted.has(custom.id),
      });
  }
  return out;
}
