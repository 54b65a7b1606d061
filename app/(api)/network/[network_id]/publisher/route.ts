import { apiRoute, endpoint } from '@/lib/api/http/route';
import { csvStream, type CsvColumn } from '@/lib/api/http/csv';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { presentPartner, presentPartnerFor } from '@/lib/api/presenters/partner';
import {
  LimitedPartnerOut,
  NetworkStatusUpdateIn,
  PartnerListQuery,
  PartnerListResponse,
  PartnerOut,
  PartnerStatusResponse,
} from '@/lib/schemas/partner';
import { listPartners, updateNetworkStatuses, type PartnerRecord } from '@/lib/services/partners';
import type { Principal } from '@/lib/auth/principal';

/**
 * The .csv export: every field of the record the caller sees as a column, in the record's order
 * (brand users: the limited record's fields only; partner users never get here).
 */
function csvColumns(origin: string, viewer: Principal): CsvColumn<PartnerRecord>[] {
  const keys = Object.keys(viewer.role === 'brand' ? LimitedPartnerOut.shape : PartnerOut.shape);
  return keys.map((key) => ({
    header: key,
    value: (p: PartnerRecord) =>
      (presentPartnerFor(p, origin, viewer) as Record<string, unknown>)[key],
  }));
}

const EXPORT_PAGE = 500;

// GET /network/{network_id}/publisher: List all partners on the network, with our
// optional offset/limit, network_status, q and sort. Brand users get the limited record.
// POST /network/{network_id}/publisher: Update partners' network status.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml', 'csv'],
  GET: endpoint({
    summary:
      'List all partners on the network, with paging, network_status filter, search (q) and sort. ' +
      '.csv exports every partner matching the filters (offset and limit ignored), streamed, with a header row. ' +
      'Brand users get every partner in the limited schema (no contact details, IP address, notes or tax ids)',
    reference: 'partnerize-network-partners GET /network/{network_id}/publisher',
    responses: { 200: PartnerListResponse },
    query: offsetQuery().extend(PartnerListQuery.shape),
    handler: async ({ db, principal, params, query, request, origin, format }) => {
      const networkId = pathId(params.network_id, 'Network');
      if (format === 'csv') {
        // The first page is read now, so a refusal is an error response rather than a broken stream.
        const first = await listPartners(db, principal, networkId, query, {
          offset: 0,
          limit: EXPORT_PAGE,
        });
        async function* pages() {
          yield first.rows;
          for (let offset = EXPORT_PAGE; offset < first.total; offset += EXPORT_PAGE) {
            const { rows } = await listPartners(db, principal, networkId, query, {
              offset,
              limit: EXPORT_PAGE,
            });
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
          publishers: rows.map((p) => ({ publisher: presentPartnerFor(p, origin, principal) })),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
  POST: endpoint({
    summary: "Update partners' network status; r also rejects the partner from every campaign",
    reference: 'partnerize-network-partners POST /network/{network_id}/publisher',
    responses: { 200: PartnerStatusResponse },
    body: NetworkStatusUpdateIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const networkId = pathId(params.network_id, 'Network');
      const rows = await updateNetworkStatuses(db, principal, networkId, body.publishers);
      return {
        body: {
          count: rows.length,
          publishers: rows.map((p) => ({ publisher: presentPartner(p, origin, principal) })),
        },
      };
    },
  }),
});
