import { z } from 'zod';
import { YesOrNo } from './enums';
import { entityId, requiredText, text } from './fields';
import { dateTime } from './conversion/fields';
import { collectionOf } from './website';

/**
 * Partner (commission) groups: a campaign's named sets of partners (the reference's
 * partner-groups, commission-groups and commission-groups-v1 files). v1 bodies and records say
 * `commission_group` and `publishers`; the v3 network list says `id`, `campaign` and booleans.
 */

/** Most groups one POST or PUT may carry. */
export const MAX_GROUPS_PER_REQUEST = 100;
/** Most partners one group item may list. */
export const MAX_GROUP_MEMBERS = 5000;

const doc = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description });

/** A v1 date-time (`YYYY-MM-DD HH:MM:SS`, UTC) or ISO 8601; null or '' clears it. */
const windowEdge = z.preprocess((v) => (v === '' ? null : v), dateTime().nullable().optional());

const publishersIn = doc(
  z.array(entityId()).max(MAX_GROUP_MEMBERS),
  'IDs of the partners (publishers) of the group, each a partner of the campaign’s network. On PUT the whole member list: partners left out leave the group; leave the key out to keep the members',
);

const groupFields = {
  description: text(2000).optional(),
  active: YesOrNo.optional(),
  start_date_time: doc(windowEdge, 'When the group starts applying; null for no start'),
  end_date_time: doc(windowEdge, 'When the group stops applying; null for no end'),
  publishers: publishersIn.optional(),
};

export const CommissionGroupCreateItemIn = z.object({
  campaign_id: entityId(),
  name: requiredText(255),
  ...groupFields,
});
export type CommissionGroupCreateItemIn = z.output<typeof CommissionGroupCreateItemIn>;

export const CommissionGroupUpdateItemIn = z.object({
  commission_group_id: entityId(),
  campaign_id: doc(entityId(), 'The group’s campaign; a group cannot move to another').optional(),
  name: requiredText(255).optional(),
  ...groupFields,
});
export type CommissionGroupUpdateItemIn = z.output<typeof CommissionGroupUpdateItemIn>;

// Legacy: like the other v1 bulk bodies, items may come bare or wrapped as {commission_group: {...}}.
export const CreateCommissionGroupsIn = z.preprocess(
  collectionOf('commission_groups', 'commission_group'),
  z.object({
    commission_groups: z.array(CommissionGroupCreateItemIn).min(1).max(MAX_GROUPS_PER_REQUEST),
  }),
);
export type CreateCommissionGroupsIn = z.output<typeof CreateCommissionGroupsIn>;

export const UpdateCommissionGroupsIn = z.preprocess(
  collectionOf('commission_groups', 'commission_group'),
  z.object({
    commission_groups: z.array(CommissionGroupUpdateItemIn).min(1).max(MAX_GROUPS_PER_REQUEST),
  }),
);
export type UpdateCommissionGroupsIn = z.output<typeof UpdateCommissionGroupsIn>;

// ---------------------------------------------------------------- v1 responses

const groupRecordFields = {
  commission_group_id: z.string(),
  campaign_id: z.string(),
  name: z.string(),
  description: z.string(),
  active: YesOrNo,
  start_date_time: doc(z.string().nullable(), 'YYYY-MM-DD HH:MM:SS (UTC); null for no start'),
  end_date_time: doc(z.string().nullable(), 'YYYY-MM-DD HH:MM:SS (UTC); null for no end'),
  last_modified: doc(z.string(), 'YYYY-MM-DD HH:MM:SS (UTC)'),
};

/** A group with its members, as the campaign's reads and the writes show it. */
export const CommissionGroupOut = z
  .object({ ...groupRecordFields, publishers: z.array(z.string()) })
  .meta({ id: 'CommissionGroup' });
export type CommissionGroupOut = z.infer<typeof CommissionGroupOut>;

/** A group as a partner's list shows it: without the other members. */
export const PartnerCommissionGroupOut = z
  .object(groupRecordFields)
  .meta({ id: 'PartnerCommissionGroup' });
export type PartnerCommissionGroupOut = z.infer<typeof PartnerCommissionGroupOut>;

export const CommissionGroupResponse = z.object({ commission_group: CommissionGroupOut });

export const CommissionGroupListResponse = z.object({
  count: z.number().int(),
  commission_groups: z.array(z.object({ commission_group: CommissionGroupOut })),
});

/**
 * POST and PUT: the reference's `commission_group` (the first group of the body) and, ours,
 * every group of the body in its order (docs/api-decisions.md#partner-groups).
 */
export const CommissionGroupWriteResponse = z.object({
  commission_group: CommissionGroupOut,
  count: z.number().int(),
  commission_groups: z.array(z.object({ commission_group: CommissionGroupOut })),
});

export const PartnerCommissionGroupListResponse = z.object({
  count: z.number().int(),
  commission_groups: z.array(z.object({ commission_group: PartnerCommissionGroupOut })),
});

// ---------------------------------------------------------------- v3 network list

const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export const NetworkCommissionGroupsQuery = z.object({
  network_id: doc(
    entityId(),
    'The network (the reference repeats the path’s); another network’s id finds nothing',
  ).optional(),
  active: doc(
    z.enum(['true', 'false', '1', '0', 'all']).default('true'),
    'true (default): groups still ongoing (active and not past their end); false: the others; all (ours): every group',
  ),
  has_participation: doc(booleanParam, 'true: only groups with partners in them').optional(),
});
export type NetworkCommissionGroupsQuery = z.output<typeof NetworkCommissionGroupsQuery>;

export const CommissionGroupV3Out = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().meta({ description: 'Ours' }),
    active: z.boolean(),
    start_date: doc(z.string().nullable(), 'ISO 8601; null for no start'),
    end_date: doc(z.string().nullable(), 'ISO 8601; null for no end'),
    partner_count: doc(z.number().int(), 'Ours: how many partners the group holds'),
    campaign: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'CommissionGroupV3' });
export type CommissionGroupV3Out = z.infer<typeof CommissionGroupV3Out>;

export const CommissionGroupListV3Response = z.object({ data: z.array(CommissionGroupV3Out) });
