import { z } from 'zod';
import { entityId, httpUrl, text } from './fields';
import { PaginationOut } from './pagination';

/**
 * Tracking links (the reference's v2 publishers links), deep-link domains (v3 brand) and the
 * camref lookup (v1 reference). Click URLs: lib/services/tracking/click-path.ts.
 */

/** The sub ids a link may carry, as the reference's `params` key/value pairs. */
const TRACKING_LINK_PARAMS = ['pubref', 'adref'] as const;

const ParamIn = z.strictObject({
  key: z.enum(TRACKING_LINK_PARAMS, {
    error: `must be one of ${TRACKING_LINK_PARAMS.join(', ')}`,
  }),
  value: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(255)),
});

const linkFields = {
  campaign_id: entityId(),
  description: text(255).nullable().optional(),
  /** A deep link; null or "" for the campaign's default destination. */
  destination_url: z
    .union([z.literal(''), httpUrl()])
    .nullable()
    .optional(),
  params: z.array(ParamIn).max(TRACKING_LINK_PARAMS.length).optional(),
  active: z.boolean().optional(),
};
/** Keys of the link record a client may send back as it read it; ignored. */
const readOnly = {
  id: z.unknown().optional(),
  tracking_url: z.unknown().optional(),
  tracking_short_url: z.unknown().optional(),
  camref: z.unknown().optional(),
};

/** POST /v2/publishers/{publisher_id}/links. */
export const CreateTrackingLinkIn = z.strictObject({ ...linkFields, ...readOnly });
export type CreateTrackingLinkIn = z.output<typeof CreateTrackingLinkIn>;

/** PATCH /v2/publishers/{publisher_id}/links/{link_id}: only the fields sent change. */
export const UpdateTrackingLinkIn = z.strictObject({
  ...linkFields,
  campaign_id: entityId().optional(),
  ...readOnly,
});
export type UpdateTrackingLinkIn = z.output<typeof UpdateTrackingLinkIn>;

const KeyValueOut = z.object({ key: z.string(), value: z.string() });

export const TrackingLinkOut = z
  .object({
    id: z.string(),
    campaign_id: z.string(),
    description: z.string().nullable(),
    destination_url: z.string().meta({
      description: 'Where clicks land: the deep link, else the campaign default destination',
    }),
    tracking_short_url: z.string(),
    tracking_url: z.string(),
    params: z.array(KeyValueOut),
    active: z.boolean(),
    camref: z.string().meta({ description: 'Ours: the campaign reference in tracking_url' }),
  })
  .meta({ id: 'TrackingLink' });
export type TrackingLinkOut = z.infer<typeof TrackingLinkOut>;

export const TrackingLinkResponse = z.object({ link: TrackingLinkOut });
export const TrackingLinkListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  links: z.array(TrackingLinkOut),
  hypermedia: z.object({ pagination: PaginationOut }),
});

/** PATCH and DELETE /v3/brand/{brand}/deeplink-domains. */
export const DeeplinkDomainsIn = z.strictObject({
  allowed_domains: z.array(z.string().max(256)).min(1).max(100),
});
export type DeeplinkDomainsIn = z.output<typeof DeeplinkDomainsIn>;

export const DeeplinkDomainOut = z.object({
  brand_id: z.string(),
  domain: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type DeeplinkDomainOut = z.infer<typeof DeeplinkDomainOut>;

export const DeeplinkDomainListV3Response = z.object({
  data: z.array(DeeplinkDomainOut),
  hypermedia: z.object({ pagination: PaginationOut }),
});

/** A row of GET /reference/publisher/camref/{publisher_id}. */
export const CampaignReferenceOut = z.object({
  advertiser: z.string(),
  campaign: z.string(),
  camref: z.string(),
  advertiser_id: z.string(),
  campaign_id: z.string(),
  tracking_link: z.string(),
});
export type CampaignReferenceOut = z.infer<typeof CampaignReferenceOut>;

export const CampaignReferenceListResponse = z.object({
  count: z.number().int(),
  camrefs: z.array(z.object({ camref: CampaignReferenceOut })),
});
