import { apiRoute, endpoint } from '@/lib/api/http/route';
import { decideNetworkPartnersEndpoint } from '@/lib/api/endpoints/network-partners';
import { pathId } from '@/lib/api/http/params';
import { presentOutcomePartner } from '@/lib/api/presenters/request-invite-queue';
import { parseOrThrow } from '@/lib/api/http/validation';
import {
  InviteOutcomesQuery,
  InviteOutcomesQueryDoc,
  InviteOutcomesResponse,
  inviteOutcomesInput,
} from '@/lib/schemas/request-invite-queue';
import { previewInvitations } from '@/lib/services/participations';

// POST /v2/networks/{network_id}/invite/network-partners: Invite partners to campaigns: a pending request (p) is approved, a partner with no
// participation or a rejected one (r) gets an invitation (t), a and t stay. Only partners
// approved on the network.
// Partial success per (campaign, partner) pair; `results` (ours) says why a pair failed.
// GET: the pending outcomes of inviting a partner collection to campaigns, changing nothing: per
// partner (a page of the collection, by id) and campaign, approved, invited or not_invitable
// (docs/api-decisions.md#pending-invitation-outcomes).
// Legacy: the reference spells the path parameter {network_id}; Next.js allows one dynamic
// segment name per folder level, so this lives under the [networkId] of the request accept/decline routes (same URL).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'Pending outcomes of inviting a partner collection to campaigns (changes nothing)',
    reference:
      'partnerize-campaign-requests-and-invites GET /v2/networks/{network_id}/invite/network-partners',
    // Documents the parameters; the handler reads repeated campaign_ids[] itself.
    query: InviteOutcomesQueryDoc,
    responses: { 200: InviteOutcomesResponse },
    handler: async ({ db, principal, params, request }) => {
      const query = parseOrThrow(
        InviteOutcomesQuery,
        inviteOutcomesInput(new URL(request.url).searchParams),
      );
      const page = { offset: query.offset, limit: query.limit };
      const found = await previewInvitations(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        {
          collectionId: query.partner_collection_id,
          campaignIds: query.campaign_ids,
          search: query.search || undefined,
        },
        page,
      );
      return {
        body: { count: found.total, ...page, partners: found.partners.map(presentOutcomePartner) },
      };
    },
  }),
  POST: decideNetworkPartnersEndpoint('invite', {
    summary: 'Invite partners to campaigns; a pending request is approved',
    reference:
      'partnerize-campaign-requests-and-invites POST /v2/networks/{network_id}/invite/network-partners',
  }),
});
