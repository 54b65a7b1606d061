import { CURRENCY_INFO } from '@/lib/schemas/enums';
import type { InvitationOut, InvitingAdvertiserOut } from '@/lib/schemas/invitations';
import { VERTICALS } from '@/lib/schemas/reference';
import type { Invitation, InvitingBrand } from '@/lib/services/participations';
import { brandShownName } from './campaign';
import { imageUrl, isoDateTime } from './common';

/** A campaign's currency as the v2 partner reads show it (name and symbol where we know them). */
export function currencyOut(iso: string) {
  const info = CURRENCY_INFO[iso] ?? { name: iso, symbol: '' };
  return { iso, ...info };
}

function presentInvitation(i: Invitation, origin: string): InvitationOut {
  const { row, customTerms } = i.record;
  return {
    id: String(i.participation.id),
    campaign: {
      id: String(row.id),
      title: row.title,
      default_destination: row.destinationUrl,
      campaign_logo: imageUrl(origin, i.record.icon),
      currency: currencyOut(row.defaultCurrency),
      vertical: { id: String(row.verticalId), name: VERTICALS[row.verticalId] ?? '' },
    },
    invited_at: isoDateTime(i.participation.updatedAt),
    custom_terms: customTerms
      ? {
          id: String(customTerms.id),
          title: customTerms.title,
          terms: customTerms.content,
          locale: customTerms.locale,
          version: customTerms.version,
          acknowledged: i.acknowledged,
        }
      : null,
  };
}

/** One brand of GET /v2/publishers/{publisher_id}/invitations/advertisers/; empty address lines are '' as in the reference. */
export function presentInvitingAdvertiser(b: InvitingBrand, origin: string): InvitingAdvertiserOut {
  const { brand } = b;
  return {
    id: String(brand.id),
    name: brandShownName(brand),
    network: { id: String(b.network.id), name: b.network.name },
    address: {
      country: brand.country,
      line1: brand.address1,
      line2: brand.address2 ?? '',
      line3: brand.address3 ?? '',
      line4: brand.address4 ?? '',
      postcode: brand.postcode,
    },
    invitations: b.invitations.map((i) => presentInvitation(i, origin)),
  };
}
