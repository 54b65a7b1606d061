import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCreativeTagList } from '@/lib/api/presenters/creative';
import {
  CreateCreativeTagsIn,
  DeleteCreativeTagsIn,
  UpdateCreativeTagsIn,
} from '@/lib/schemas/creative';
import { CreativeTagListResponse } from '@/lib/schemas/creative-out';
import {
  createCreativeTags,
  deleteCreativeTags,
  listCreativeTags,
  updateCreativeTags,
} from '@/lib/services/creatives';

const campaignIdOf = (params: Record<string, unknown>) =>
  pathId(params.campaign_id as string | undefined, 'Campaign');

// /campaign/{campaign_id}/creative/tags: the campaign's creative tags. POST creates, PUT renames
// and DELETE deletes them (each all or nothing; names are unique per campaign ignoring case); a
// creative is tagged through its own `tags` (docs/api-decisions.md#creatives).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all creative tags of a campaign, with the creatives carrying each',
    reference: 'partnerize-creatives GET /campaign/{campaign_id}/creative/tags',
    responses: { 200: CreativeTagListResponse },
    handler: async ({ db, principal, params }) => ({
      body: presentCreativeTagList(await listCreativeTags(db, principal, campaignIdOf(params))),
    }),
  }),
  POST: endpoint({
    summary: 'Create creative tags ({tags: [{name}]}); all or nothing',
    reference: 'partnerize-creatives POST /campaign/{campaign_id}/creative/tags',
    responses: { 201: CreativeTagListResponse },
    body: CreateCreativeTagsIn,
    handler: async ({ db, principal, params, body }) => ({
      status: 201,
      body: presentCreativeTagList(
        await createCreativeTags(
          db,
          principal,
          campaignIdOf(params),
          body.tags.map((t) => t.name),
        ),
      ),
    }),
  }),
  PUT: endpoint({
    summary: 'Rename creative tags ({tags: [{creative_tag_id, name}]}); all or nothing',
    reference: 'partnerize-creatives PUT /campaign/{campaign_id}/creative/tags',
    responses: { 200: CreativeTagListResponse },
    body: UpdateCreativeTagsIn,
    handler: async ({ db, principal, params, body }) => ({
      body: presentCreativeTagList(
        await updateCreativeTags(
          db,
          principal,
          campaignIdOf(params),
          body.tags.map((t) => ({ id: t.creative_tag_id, name: t.name })),
        ),
      ),
    }),
  }),
  DELETE: endpoint({
    summary:
      'Delete creative tags ({tags: [{creative_tag_id}]}); answers them as they were; all or nothing',
    reference: 'partnerize-creatives DELETE /campaign/{campaign_id}/creative/tags',
    responses: { 200: CreativeTagListResponse },
    body: DeleteCreativeTagsIn,
    handler: async ({ db, principal, params, body }) => ({
      body: presentCreativeTagList(
        await deleteCreativeTags(
          db,
          principal,
          campaignIdOf(params),
          body.tags.map((t) => t.creative_tag_id),
        ),
      ),
    }),
  }),
});
