import type { RecipientSegments } from '@/lib/services/communications';
import type {
  CreateCommunicationIn,
  RecipientSegmentsIn,
  UpdateCommunicationIn,
} from '@/lib/schemas/communication';
import type { CommunicationChanges } from '@/lib/services/communications';

function segmentsOf(s: RecipientSegmentsIn | undefined): RecipientSegments | undefined {
  if (!s) return undefined;
  return {
    ...(s.campaigns
      ? {
          campaigns: {
            campaignIds: s.campaigns.campaign_ids,
            statuses: s.campaigns.statuses ?? ['a'],
          },
        }
      : {}),
    ...(s.partner_group_ids ? { partnerGroupIds: s.partner_group_ids } : {}),
    ...(s.collection_ids ? { collectionIds: s.collection_ids } : {}),
    ...(s.countries ? { countries: s.countries.map((c) => c.toUpperCase()) } : {}),
    ...(s.all_approved_partners !== undefined ? { allApproved: s.all_approved_partners } : {}),
  };
}

/** A v2 communication body (create or update) as the draft's changes. */
export function communicationChangesOf(
  body: CreateCommunicationIn | UpdateCommunicationIn,
): CommunicationChanges {
  return {
    name: body.name,
    subject: body.subject,
    fromName: body.from_name,
    fromEmail: body.from_email,
    replyToEmail: body.reply_to_email,
    type: body.type,
    campaignIds: body.campaigns,
    partnerIds: body.publisher_ids,
    segments: segmentsOf(body.recipient_segments),
    ...('html' in body ? { html: body.html } : {}),
    ...('unlayer_json' in body ? { unlayerJson: body.unlayer_json } : {}),
  };
}
