import { apiRoute, endpoint } from '@/lib/api/http/route';
import { csvStream } from '@/lib/api/http/csv';
import { pathId } from '@/lib/api/http/params';
import {
  INVITE_OUTCOME_CSV_COLUMNS,
  outcomeRows,
  type OutcomeRow,
} from '@/lib/api/presenters/request-invite-queue';
import { parseOrThrow } from '@/lib/api/http/validation';
import {
  InviteOutcomesQuery,
  InviteOutcomesQueryDoc,
  inviteOutcomesInput,
} from '@/lib/schemas/request-invite-queue';
import { previewInvitationPages } from '@/lib/services/participations';

// POST /v2/networks/{network_id}/invite/network-partners.csv: the pending outcomes of GET
// .../invite/network-partners as CSV (201, text/csv, header row), one row per partner and
// campaign, every partner of the collection; the query as the GET's (offset and limit ignored).
// Legacy: a POST that changes nothing, with its parameters in the query, as the reference has it.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: 'Pending outcomes of inviting a partner collection, as CSV (changes nothing)',
    reference:
      'partnerize-campaign-requests-and-invites POST /v2/networks/{network_id}/invite/network-partners.csv',
    query: InviteOutcomesQueryDoc,
    responses: { 201: null },
    produces: 'text/csv',
    handler: async ({ db, principal, params, request }) => {
      const networkId = pathId(params.networkId, 'Network');
      const query = parseOrThrow(
        InviteOutcomesQuery,
        inviteOutcomesInput(new URL(request.url).searchParams),
      );
      const pages = previewInvitationPages(db, principal, networkId, {
        collectionId: query.partner_collection_id,
        campaignIds: query.campaign_ids,
        search: query.search || undefined,
      });
      // The first page is read now, so a refusal is an error response rather than a broken stream.
      const first = await pages.next();
      async function* rows(): AsyncGenerator<OutcomeRow[]> {
        if (first.done) return;
        yield outcomeRows(first.value);
        for await (const page of pages) yield outcomeRows(page);
      }
      return {
        status: 201,
        stream: csvStream(INVITE_OUTCOME_CSV_COLUMNS, rows()),
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="invite-outcomes-${networkId}-${query.partner_collection_id}.csv"`,
          'Cache-Control': 'no-store',
        },
      };
    },
  }),
});
