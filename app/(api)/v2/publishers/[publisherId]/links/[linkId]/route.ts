import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { trackingLinkChangesOf } from '@/lib/api/inputs/tracking-link';
import { presentTrackingLink } from '@/lib/api/presenters/tracking';
import { TrackingLinkResponse, UpdateTrackingLinkIn } from '@/lib/schemas/tracking';
import { getTrackingLink, updateTrackingLink } from '@/lib/services/tracking';

const ids = (params: Record<string, unknown>) =>
  [
    pathId(params.publisherId as string | undefined, 'Publisher'),
    pathId(params.linkId as string | undefined, 'Tracking link'),
  ] as const;

// GET and PATCH /v2/publishers/{publisher_id}/links/{link_id}: one tracking link; PATCH changes
// only the fields sent (params replaces both sub ids; destination_url null or "" clears the deep
// link). An inactive link still redirects, its clicks not creditable (docs/tracking.md).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'One tracking link',
    reference: 'partnerize-tracking-links GET /v2/publishers/<publisher_id>/links/<link_id>',
    responses: { 200: TrackingLinkResponse },
    handler: async ({ db, principal, params, origin }) => {
      const [partnerId, linkId] = ids(params);
      const record = await getTrackingLink(db, principal, partnerId, linkId);
      return { body: { link: presentTrackingLink(record, origin) } };
    },
  }),
  PATCH: endpoint({
    summary: 'Update a tracking link (the fields sent)',
    reference: 'partnerize-tracking-links PATCH /v2/publishers/<publisher_id>/links/<link_id>',
    responses: { 200: TrackingLinkResponse },
    body: UpdateTrackingLinkIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const [partnerId, linkId] = ids(params);
      const record = await updateTrackingLink(
        db,
        principal,
        partnerId,
        linkId,
        trackingLinkChangesOf(body),
      );
      return { body: { link: presentTrackingLink(record, origin) } };
    },
  }),
});
