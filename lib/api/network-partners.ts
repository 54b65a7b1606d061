import { AppError } from '@/lib/errors';
import type { NetworkPartnersDecisionIn } from '@/lib/schemas/participation';
import type { PartnerFilter, PartnerSelection } from '@/lib/services/participations';

/**
 * Op 30c's HTTP side (invite / reject network partners): the `X-Prefer` header and the body's
 * partner selection as the service takes it.
 */

const PREFERENCES = ['return-synch', 'return-asynch'] as const;

/**
 * `X-Prefer: return-synch` (the default) or `return-asynch`. Both are answered synchronously
 * with 200 and the counts: a call is capped at 1,000 pairs, which one transaction handles in
 * well under a second (docs/campaigns.md). Any other value is a 400 naming the header.
 */
export function preferOf(request: Request): (typeof PREFERENCES)[number] {
  const raw = request.headers.get('x-prefer');
  if (raw === null || raw.trim() === '') return 'return-synch';
  const value = raw.trim().toLowerCase();
  const known = PREFERENCES.find((p) => p === value);
  if (!known) throw AppError.field(['X-Prefer'], 'invalid_enum', `X-Prefer must be one of: ${PREFERENCES.join(', ')}`);
  return known;
}

/** The partners a valid body selects: its publisher_id list, or its filter less exclusions. */
export function partnerSelectionOf(body: NetworkPartnersDecisionIn): PartnerSelection {
  if (body.publisher_id) return { partnerIds: body.publisher_id };
  const filter: PartnerFilter[] = (body.filter ?? []).map((f) => ({
    // Legacy alias: `country` is the partner's operating_country.
    property: (f.property === 'country' ? 'operating_country' : f.property) as PartnerFilter['property'],
    values: (Array.isArray(f.value) ? f.value : [f.value]).map((v) => String(v).trim()),
  }));
  return { filter, excluded: body.excluded_publisher_id ?? [] };
}
