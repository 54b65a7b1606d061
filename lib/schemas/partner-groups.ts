import { z } from 'zod';
import { YesOrNo } from './enums';
import { entityId, requiredText, text } from './fields';
import { dateTime } from './conversion/fields';
import { doc } from './doc';
import { bulkBodies } from './bulk-body';

/**
 * Partner (commission) groups: a campaign's named sets of partners (the reference's
 * partner-groups, commission-groups and commission-groups-v1 files). v1 bodies and records say
 * `commission_group` and `publishers`; the v3 network list says `id`, `campaign` and booleans.
 */

/** Most groups one POST or PUT may carry. */
const MAX_GROUPS_PER_REQUEST = 100;
/** Most partners one group item may list. */
const MAX_GROUP_MEMBERS = 5000;

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

export const PartnerGroupCreateItemIn = z.object({
  campaign_id: entityId(),
  name: requiredText(255),
  ...groupFields,
});
export type PartnerGroupCreateItemIn = z.output<typeof PartnerGroupCreateItemIn>;

export const PartnerGroupUpdateItemIn = z.object({
  commission_group_id: entityId(),
  campaign_id: doc(entityId(), 'The group’s campaign; a group cannot move to another').optional(),
  name: requiredText(255).optional(),
  ...groupFields,
});
export type PartnerGroupUpdateItemIn = z.output<typeof PartnerGroupUpdateItemIn>;

// Legacy: like the other v1 bulk bodies, items may come bare or wrapped as {commission_group: {...}}.
const groupsBody = bulkBodies('commission_groups', 'commission_group', MAX_GROUPS_PER_REQUEST);

export const CreatePartnerGroupsIn = groupsBody(PartnerGroupCreateItemIn);
export type CreatePartnerGroupsIn = z.output<typeof CreatePartnerGroupsIn>;

export const UpdatePartnerGroupsIn = groupsBody(PartnerGroupUpdateItemIn);
export type UpdatePartnerGroupsIn = z.output<typeof UpdatePartnerGroupsIn>;

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
export const PartnerGroupOut = z
  .object({ ...groupRecordFields, publishers: z.array(z.string()) })
  .meta({ id: 'CommissionGroup' });
export type PartnerGroupOut = z.infer<typeof PartnerGroupOut>;

/** A group as a partner's list shows it: without the other members. */
export const PartnerGroupForPartnerOut = z
  .object(groupRecordFields)
  .meta({ id: 'PartnerCommissionGroup' });
export type PartnerGroupForPartnerOut = z.infer<typeof PartnerGroupForPartnerOut>;

export const PartnerGroupResponse = z.object({ commission_group: PartnerGroupOut });

export const PartnerGroupListResponse = z.object({
  count: z.number().int(),
  commission_groups: z.array(z.object({ commission_group: PartnerGroupOut })),
});

/**
 * POST and PUT: the reference's `commission_group` (the first group of the body) and, ours,
 * every group of the body in its order (docs/api-decisions.md#partner-groups).
 */
export const PartnerGroupWriteResponse = z.object({
  commission_group: PartnerGroupOut,
  count: z.number().int(),
  commission_groups: z.array(z.object({ commission_group: PartnerGroupOut })),
});

export const PartnerGroupForPartnerListResponse = z.object({
  count: z.number().int(),
  commission_groups: z.array(z.object({ commission_group: PartnerGroupForPartnerOut })),
});

// ---------------------------------------------------------------- v3 network list

const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export const NetworkPartnerGroupsQuery = z.object({
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
export type NetworkPartnerGroupsQuery = z.output<typeof NetworkPartnerGroupsQuery>;

export const PartnerGroupV3Out = z
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
export type PartnerGroupV3Out = z.infer<typeof PartnerGroupV3Out>;

export const PartnerGroupListV3Response = z.object({ data: z.array(PartnerGroupV3Out) });
