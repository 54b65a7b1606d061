import { z } from 'zod';
import { Country, ParticipationStatus } from './enums';
import { email, entityId, text, timeZone, wholeNumber } from './fields';

/**
 * Communications (Partnerize communications API, v2): drafts written by network staff, sent to
 * partners by id or by segments resolved at send time (docs/communications.md).
 */

const MAX_IDS = 10_000;
const ids = (max = MAX_IDS) => z.array(entityId()).max(max);

/** Ours: recipients chosen by what partners are rather than by id, resolved when it is sent. */
export const RecipientSegmentsIn = z
  .strictObject({
    campaigns: z
      .strictObject({
        campaign_ids: ids(180).min(1),
        statuses: z.array(ParticipationStatus).min(1).max(4).optional(),
      })
      .optional()
      .meta({ description: 'Partners on these campaigns in these statuses (default a)' }),
    partner_group_ids: ids(1000).optional(),
    collection_ids: ids(1000).optional(),
    countries: z
      .array(
        z
          .string()
          .max(2)
          .transform((c) => c.toUpperCase())
          .pipe(Country),
      )
      .max(300)
      .optional(),
    all_approved_partners: z.boolean().optional(),
  })
  .meta({ id: 'CommunicationRecipientSegments' });
export type RecipientSegmentsIn = z.output<typeof RecipientSegmentsIn>;

const contentFields = {
  html: z.string().max(1_000_000),
  unlayer_json: z.string().min(1).max(1_000_000).nullable().optional(),
};

const draftFields = {
  name: text(64).optional(),
  subject: text(128).optional(),
  from_name: text(64).nullable().optional(),
  from_email: email().nullable().optional(),
  reply_to_email: email().nullable().optional(),
  type: z.enum(['general', 'prospect_invitation']).optional(),
  campaigns: ids(180).optional(),
  publisher_ids: ids().optional(),
  recipients: z
    .array(z.unknown())
    .max(MAX_IDS)
    .optional()
    .meta({ description: 'Not served: e-mail recipients outside the network (400)' }),
  recipient_segments: RecipientSegmentsIn.optional(),
};

function noRecipientsList(body: { recipients?: unknown }, ctx: z.RefinementCtx) {
  if (body.recipients !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['recipients'],
      params: { kind: 'invalid_value' },
      message: 'e-mail recipients are not served; send publisher_ids or recipient_segments instead',
    });
}

/** POST /v2/communications: a new draft. */
export const CreateCommunicationIn = z
  .strictObject({
    ...draftFields,
    html: contentFields.html.optional(),
    unlayer_json: contentFields.unlayer_json,
  })
  .superRefine(noRecipientsList);
export type CreateCommunicationIn = z.output<typeof CreateCommunicationIn>;

/** PUT /v2/communications/{id}: replaces the draft's fields (absent ones are left as they are). */
export const UpdateCommunicationIn = z.strictObject(draftFields).superRefine(noRecipientsList);
export type UpdateCommunicationIn = z.output<typeof UpdateCommunicationIn>;

/** PUT /v2/communications/{id}/content. */
export const CommunicationContentIn = z.strictObject(contentFields);

/** POST /v2/communications/{id}/send. */
export const SendCommunicationIn = z.strictObject({
  send_date: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .meta({ description: '"immediately", or a time at least 15 minutes ahead' }),
  timezone: timeZone().optional(),
});

/** POST /v2/communications/send-preview. */
export const SendPreviewIn = z.strictObject({
  html: z.string().min(1).max(1_000_000),
  recipients: z.array(email()).min(1).max(10),
  subject: text(128).optional().meta({ description: 'Ours: the preview’s subject' }),
});

export const CommunicationListQuery = z.object({
  status: z
    .string()
    .max(100)
    .optional()
    .meta({ description: 'Comma separated: draft, scheduled, sent' }),
});

export const CommunicationSummaryQuery = z.object({
  limit: wholeNumber(1, 300).optional(),
  offset: wholeNumber(0, 1_000_000_000).optional(),
});

export const CommunicationOut = z
  .object({
    id: z.string(),
    name: z.string(),
    subject: z.string(),
    type: z.enum(['general', 'prospect_invitation']),
    from_name: z.string().nullable(),
    from_email: z.string().nullable(),
    reply_to_email: z.string().nullable(),
    campaigns: z.array(z.string()),
    send_date: z.string().nullable(),
    timezone: z.string().nullable(),
    status: z.enum(['draft', 'scheduled', 'sent']),
    preview_url: z.string().nullable(),
    last_updated: z.string(),
    publisher_ids: z.array(z.string()),
    recipient_segments: z
      .object({
        campaigns: z
          .object({ campaign_ids: z.array(z.string()), statuses: z.array(ParticipationStatus) })
          .optional(),
        partner_group_ids: z.array(z.string()).optional(),
        collection_ids: z.array(z.string()).optional(),
        countries: z.array(z.string()).optional(),
        all_approved_partners: z.boolean().optional(),
      })
      .meta({ description: 'Ours' }),
  })
  .meta({ id: 'Communication' });
export type CommunicationOut = z.infer<typeof CommunicationOut>;

export const CommunicationResponse = z.object({
  communication: CommunicationOut,
  hypermedia: z.object({ links: z.object({ content: z.string() }) }).optional(),
});
export const CommunicationListResponse = z.object({
  count: z.number().int(),
  communications: z.array(CommunicationOut),
});
export const CommunicationContentResponse = z.object({
  html: z.string(),
  unlayer_json: z.string().nullable(),
});

export const CommunicationSummaryOut = z
  .object({
    communication_id: z.string(),
    communication_name: z.string(),
    send_date: z.string().nullable(),
    sent: z.number().int().meta({ description: 'Ours: messages the mail server accepted' }),
    delivered: z.number().int().meta({ description: 'Ours: as sent (no delivery reports yet)' }),
    opens: z.number().int(),
    unique_opens: z.number().int(),
    not_opened: z.number().int(),
    clicks: z.number().int(),
    bounces: z.number().int(),
    unsubscribes: z.number().int(),
    spam: z.number().int(),
  })
  .meta({ id: 'CommunicationSummary' });
export type CommunicationSummaryOut = z.infer<typeof CommunicationSummaryOut>;

export const CommunicationSummaryResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  summary: z.array(CommunicationSummaryOut),
});

/** GET /v2/communications/{id}/recipient-count (ours). */
export const CommunicationRecipientCountResponse = z.object({
  count: z
    .number()
    .int()
    .meta({ description: 'Partners it would go to if it went out now (resolved again at send)' }),
});

export const PlaceholderListResponse = z.object({
  count: z.number().int(),
  placeholders: z.array(z.object({ id: z.string(), name: z.string(), placeholder: z.string() })),
});
