import { z } from 'zod';
import { entityId, text, wholeNumber } from './fields';
import { PublisherFilterItems } from './publisher-filters';

/**
 * Partner collections (Partnerize publishers API): a network's saved selections of partners.
 * A body selects partners by `partner_ids`, or by `filter` (the v2 partner list filters) less
 * `excluded_publisher_ids`; exactly one of the two (docs/api-decisions.md#partner-collections).
 */

const MAX_IDS = 10_000;
/** Excluded ids are not checked: one that is not a partner of the network excludes nothing. */
const exclusions = z.array(z.union([z.string().max(40), z.number()])).max(MAX_IDS);

const selection = {
  partner_ids: z.array(entityId()).max(MAX_IDS).optional(),
  filter: PublisherFilterItems.optional(),
  excluded_publisher_ids: exclusions.optional(),
  excluded_publisher_id: exclusions
    .optional()
    .meta({ description: "Ours: the CSV export's spelling of excluded_publisher_ids" }),
};

type Selection = {
  partner_ids?: unknown;
  filter?: unknown;
  excluded_publisher_ids?: unknown;
  excluded_publisher_id?: unknown;
};

function exactlyOneSelection(body: Selection, ctx: z.RefinementCtx) {
  const issue = (path: string[], kind: string, message: string) =>
    ctx.addIssue({ code: 'custom', path, params: { kind }, message });
  if (body.partner_ids === undefined && body.filter === undefined)
    issue(['partner_ids'], 'required', 'is required (or send filter instead)');
  if (body.partner_ids !== undefined && body.filter !== undefined)
    issue(['filter'], 'invalid_value', 'cannot be sent with partner_ids; send exactly one of them');
  for (const key of ['excluded_publisher_ids', 'excluded_publisher_id'] as const)
    if (body[key] !== undefined && body.filter === undefined)
      issue([key], 'invalid_value', 'is only allowed with filter');
}

/** POST and DELETE /v2/networks/{network_id}/partner-collections/{collection-id}/partners. */
export const CollectionPartnersIn = z.strictObject(selection).superRefine(exactlyOneSelection);
export type CollectionPartnersIn = z.output<typeof CollectionPartnersIn>;

/** POST /v2/networks/{network_id}/partner-collections. */
export const CreateCollectionIn = z
  .strictObject({
    ...selection,
    ttl: wholeNumber(1, 31_536_000)
      .optional()
      .meta({ description: 'Seconds until the collection expires (at most a year)' }),
    name: text(100)
      .nullable()
      .optional()
      .transform((v) => v || null)
      .meta({ description: 'Ours: a name the console shows' }),
  })
  .superRefine(exactlyOneSelection);
export type CreateCollectionIn = z.output<typeof CreateCollectionIn>;

/** A date as the reference's PHP DateTime: `{date: 'YYYY-MM-DD HH:MM:SS.uuuuuu', timezone_type: 3, timezone: 'UTC'}`. */
const PhpDateTimeOut = z
  .object({ date: z.string(), timezone_type: z.number().int(), timezone: z.string() })
  .meta({ id: 'PhpDateTime' });

export const PartnerCollectionOut = z
  .object({
    id: z.string(),
    network_id: z.string(),
    created_by: z.string().nullable(),
    created: PhpDateTimeOut,
    updated: PhpDateTimeOut,
    delete: PhpDateTimeOut.nullable().meta({
      description: 'When it was deleted (the reference spelling)',
    }),
    partners_count: z.number().int(),
    name: z.string().nullable().meta({ description: 'Ours' }),
    expires: PhpDateTimeOut.nullable().meta({ description: 'Ours: when a ttl ends it' }),
  })
  .meta({ id: 'PartnerCollection' });
export type PartnerCollectionOut = z.infer<typeof PartnerCollectionOut>;

export const PartnerCollectionResponse = z.object({ collection: PartnerCollectionOut });

export const PartnerCollectionV3Out = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    partners_count: z.number().int(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    expires_at: z.string().nullable(),
  })
  .meta({ id: 'PartnerCollectionV3' });
export type PartnerCollectionV3Out = z.infer<typeof PartnerCollectionV3Out>;

export const PartnerCollectionListV3Response = z.object({
  data: z.array(PartnerCollectionV3Out),
});
