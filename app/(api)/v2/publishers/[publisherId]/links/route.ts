import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { trackingLinkInputOf } from '@/lib/api/inputs/tracking-link';
import { presentTrackingLink } from '@/lib/api/presenters/tracking';
import {
  CreateTrackingLinkIn,
  TrackingLinkListResponse,
  TrackingLinkResponse,
} from '@/lib/schemas/tracking';
import { createTrackingLink, listTrackingLinks } from '@/lib/services/tracking';

// GET /v2/publishers/{publisher_id}/links: the partner's stored tracking links, offset-paged
// (limit 200 by default). POST: a link for a campaign the partner is approved on, with sub ids
// (params pubref, adref) and a deep link the brand's domains allow; 201. Staff or the partner's
// own users (docs/tracking.md).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: "A partner's tracking links, with their click and short URLs",
    reference: 'partnerize-tracking-links GET /v2/publishers/<publisher_id>/links',
    responses: { 200: TrackingLinkListResponse },
    query: offsetQuery(200, 500),
    handler: async ({ db, principal, params, query, request, origin }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { records, total } = await listTrackingLinks(
        db,
        principal,
        pathId(params.publisherId, 'Publisher'),
        page,
      );
      return {
        body: {
          count: total,
          limit: page.limit,
          offset: page.offset,
          links: records.map((r) => presentTrackingLink(r, origin)),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
  POST: endpoint({
    summary:
      'Create a tracking link: campaign_id, optional params (pubref, adref), deep link destination_url, description, active',
    reference: 'partnerize-tracking-links POST /v2/publishers/<publisher_id>/links',
    responses: { 201: TrackingLinkResponse },
    body: CreateTrackingLinkIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const record = await createTrackingLink(
        db,
        principal,
        pathId(params.publisherId, 'Publisher'),
        trackingLinkInputOf(body),
      );
      return { status: 201, body: { link: presentTrackingLink(record, origin) } };
    },
  }),
});
