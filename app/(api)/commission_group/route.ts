import { apiRoute, endpoint } from '@/lib/api/http/route';
import { partnerGroupChangesOf, partnerGroupInputOf } from '@/lib/api/inputs/partner-group';
import { presentPartnerGroup } from '@/lib/api/presenters/partner-groups';
import {
  PartnerGroupWriteResponse,
  CreatePartnerGroupsIn,
  UpdatePartnerGroupsIn,
} from '@/lib/schemas/partner-groups';
import { createGroups, updateGroups, type PartnerGroupRecord } from '@/lib/services/partner-groups';

// POST /commission_group: create partner (commission) groups; PUT: update them. Either way the
// whole body is one transaction (a bad id anywhere changes nothing). The answer carries the
// reference's `commission_group` (the body's first) and every group (docs/api-decisions.md#partner-groups).
function written(groups: PartnerGroupRecord[]) {
  const items = groups.map((g) => ({ commission_group: presentPartnerGroup(g) }));
  return {
    commission_group: items[0]!.commission_group,
    count: items.length,
    commission_groups: items,
  };
}

export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary:
      'Create partner (commission) groups, each with a campaign, a name and optionally its partners (publishers); all or nothing',
    reference: 'partnerize-partner-groups POST /commission_group',
    responses: { 201: PartnerGroupWriteResponse },
    body: CreatePartnerGroupsIn,
    handler: async ({ db, principal, body }) => ({
      status: 201,
      body: written(
        await createGroups(db, principal, body.commission_groups.map(partnerGroupInputOf)),
      ),
    }),
  }),
  PUT: endpoint({
    summary:
      'Update partner (commission) groups by commission_group_id; fields left out are kept, publishers (when given) replaces the member list; all or nothing',
    reference: 'partnerize-partner-groups PUT /commission_group',
    responses: { 200: PartnerGroupWriteResponse },
    body: UpdatePartnerGroupsIn,
    handler: async ({ db, principal, body }) => ({
      body: written(
        await updateGroups(db, principal, body.commission_groups.map(partnerGroupChangesOf)),
      ),
    }),
  }),
});
