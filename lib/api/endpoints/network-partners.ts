import { AppError } from '@/lib/errors';
import { DecisionsResponse, NetworkPartnersDecisionIn } from '@/lib/schemas/participation';
import {
  decideNetworkPartners,
  type PartnerFilter,
  type PartnerSelection,
} from '@/lib/services/participations';
import { endpoint, type AnyMethodSpec, type OperationDoc } from '../http/endpoint';
import { pathId } from '../http/params';
import { presentDecisions } from '../presenters/participation';

/**
 * The HTTP side of the v2 invite / reject network-partners operations: one endpoint for both, the
 * `X-Prefer` header and the body's partner selection as the service takes it.
 */

/** POST /v2/networks/{network_id}/invite/network-partners or its reject twin. */
export function decideNetworkPartnersEndpoint(
  decision: 'invite' | 'reject',
  doc: OperationDoc,
): AnyMethodSpec {
  return endpoint({
    ...doc,
    responses: { 200: DecisionsResponse },
    body: NetworkPartnersDecisionIn,
    handler: async ({ db, principal, params, body, request }) => {
      preferOf(request);
      const outcomes = await decideNetworkPartners(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        decision,
        body.campaign_id,
        partnerSelectionOf(body),
      );
      return { body: presentDecisions(outcomes) };
    },
  });
}

const PREFERENCES = ['return-synch', 'return-asynch'] as const;

/**
 * `X-Prefer: return-synch` (the default) or `return-asynch`. Both are answered synchronously
 * with 200 and the counts: a call is capped at 1,000 pairs, which one transaction handles in
 * well under a second (docs/campaigns.md). Any other value is a 400 naming the header.
 */
function preferOf(request: Request): (typeof PREFERENCES)[number] {
  const raw = request.headers.get('x-prefer');
  if (raw === null || raw.trim() === '') return 'return-synch';
  const value = raw.trim().toLowerCase();
  const known = PREFERENCES.find((p) => p === value);
  if (!known)
    throw AppError.field(
      ['X-Prefer'],
      'invalid_enum',
      `X-Prefer must be one of: ${PREFERENCES.join(', ')}`,
    );
  return known;
}

/** The partners a valid body selects: its publisher_id list, or its filter less exclusions. */
function partnerSelectionOf(body: NetworkPartnersDecisionIn): PartnerSelection {
  if (body.publisher_id) return { partnerIds: body.publisher_id };
  const filter: PartnerFilter[] = (body.filter ?? []).map((f) => ({
    // Legacy alias: `country` is the partner's operating_country.
    property: (f.property === 'country'
      ? 'operating_country'
      : f.property) as PartnerFilter['property'],
    values: (Array.isArray(f.value) ? f.value : [f.value]).map((v) => String(v).trim()),
  }));
  return { filter, excluded: body.excluded_publisher_id ?? [] };
}
