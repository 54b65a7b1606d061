import { apiRoute, endpoint } from '@/lib/api/route';
import { csvStream, type CsvColumn } from '@/lib/api/format';
import { offsetPagination, offsetQuery } from '@/lib/api/pagination';
import { pathId } from '@/lib/api/params';
import { presentPartner } from '@/lib/api/presenters/partner';
import { NetworkStatusUpdateIn, PartnerListQuery, PartnerListResponse, PartnerOut, PartnerStatusResponse } from '@/lib/schemas/partner';
import { listPartners, updateNetworkStatuses, type PartnerRecord } from '@/lib/services/partners';
import type { Principal } from '@/lib/auth/principal';

/** The .csv export: every Partner field as a column, in the record's order. */
function csvColumns(origin: string, viewer: Principal): CsvColumn<PartnerRecord>[] {
  const keys = Object.keys(PartnerOut.shape).filter((k) => k !== 'network_notes' || viewer.role !== 'partner');
  return keys.map((key) => ({ header: key, value: (p: PartnerRecord) => (presentPartner(p, origin, viewer) as Record<string, unknown>)[key] }));
}

const EXPORT_PAGE = 500;

// GET /network/{network_id}/publisher: List all partners on the network (op 4), with our
// optional offset/limit, network_status, q and sort.
// POST /network/{network_id}/publisher: Update partners' network status (op 5).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml', 'csv'],
  GET: endpoint({
    summary:
      'List all partners on the network (op 4), with paging, network_status filter, search (q) and sort. ' +
      '.csv exports every partner matching the filters (offset and limit ignored), streamed, with a header row',
    responses: { 200: PartnerListResponse },
    query: offsetQuery().extend(PartnerListQuery.shape),
    handler: async ({ db, principal, params, query, request, origin, format }) => {
      const networkId = pathId(params.network_id, 'Network');
      if (format === 'csv') {
        // The first page is read now, so a refusal is an error response rather than a broken stream.
        const first = await listPartners(db, principal, networkId, query, { offset: 0, limit: EXPORT_PAGE });
        async function* pages() {
          yield first.rows;
          for (let offset = EXPORT_PAGE; offset < first.total; offset += EXPORT_PAGE) {
            const { rows } = await listPartners(db, principal, networkId, query, { offset, limit: EXPORT_PAGE });
            if (!rows.length) return;
            yield rows;
          }
        }
        return {
          stream: csvStream(csvColumns(origin, principal), pages()),
          headers: { 'Content-Disposition': `attachment; filename="partners-${networkId}.csv"` },
        };
      }
      const page = { offset: query.offset, limit: query.limit };
      const { rows, total } = await listPartners(db, principal, networkId, query, page);
      return {
        body: {
          count: total,
          limit: page.limit,
          offset: page.offset,
          publishers: rows.map((p) => ({ publisher: presentPartner(p, origin, principal) })),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
  POST: endpoint({
    summary: "Update partners' network status (op 5); r also rejects the partner from every campaign",
    responses: { 200: PartnerStatusResponse },
    body: NetworkStatusUpdateIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const networkId = pathId(params.network_id, 'Network');
      const rows = await updateNetworkStatuses(db, principal, networkId, body.publishers);
      return { body: { count: rows.length, publishers: rows.map((p) => ({ publisher: presentPartner(p, origin, principal) })) } };
    },
  }),
});
