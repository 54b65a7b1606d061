import { apiRoute, endpoint } from '@/lib/api/http/route';
import { csvEncodingOf, csvStream } from '@/lib/api/http/csv';
import { pathId } from '@/lib/api/http/params';
import { filtersOfItems } from '@/lib/api/endpoints/publisher-filters';
import { partnerCsvColumns } from '@/lib/api/presenters/publisher-csv';
import { PublishersCsvIn } from '@/lib/schemas/publisher-v2';
import { partnerPagesV2 } from '@/lib/services/partners';

// POST /v2/networks/{network_id}/publishers.csv: the filtered partner list as CSV, streamed,
// answered 201 as the reference does. `filter` items are the list's filters; `fields` picks
// column groups (brand users never get the private ones); at most 50,000 rows per call.
// Only the CSV in the response is served: email_result must be false or absent
// (docs/api-decisions.md#v2-partner-lists).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary:
      'Export the filtered partners as CSV (streamed; delimiter , | or tab; Accept: charset=UTF-16 for UTF-16); ' +
      'brand users get the limited columns',
    reference: 'partnerize-publishers POST /v2/networks/{network_id}/publishers.csv',
    responses: { 201: null },
    produces: 'text/csv',
    body: PublishersCsvIn,
    handler: async ({ db, principal, params, body, request }) => {
      const networkId = pathId(params.networkId, 'Network');
      const filters = filtersOfItems(body.filter);
      const { columns, parts } = partnerCsvColumns(principal, body.fields);
      const pages = await partnerPagesV2(
        db,
        principal,
        networkId,
        filters,
        {
          offset: body.offset ?? 0,
          limit: body.limit,
          excluded: [...(body.excluded_publisher_id ?? []), ...(body.excluded_publisher_ids ?? [])],
        },
        parts,
      );
      const encoding = csvEncodingOf(request);
      const day = new Date().toISOString().slice(0, 10);
      return {
        status: 201,
        stream: csvStream(columns, pages, { delimiter: body.delimiter, encoding }),
        headers: {
          'Content-Type': `text/csv; charset=${encoding}`,
          'Content-Disposition': `attachment; filename="partners-${networkId}-${day}.csv"`,
        },
      };
    },
  }),
});
