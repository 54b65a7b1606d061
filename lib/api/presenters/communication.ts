import type { CommunicationOut, CommunicationSummaryOut } from '@/lib/schemas/communication';
import type { CommunicationRow, CommunicationSummary } from '@/lib/services/communications';
import { isoDateTime } from './common';

const ids = (values: number[]) => values.map(String);

/** The v2 communication record; a communication being delivered reads as sent. */
export function presentCommunication(c: CommunicationRow): CommunicationOut {
  const s = c.segments;
  return {
    id: String(c.id),
    name: c.name,
    subject: c.subject,
    type: c.type,
    from_name: c.fromName,
    from_email: c.fromEmail,
    reply_to_email: c.replyToEmail,
    campaigns: ids(c.campaignIds),
    send_date: c.sendAt ? isoDateTime(c.sendAt) : null,
    timezone: c.timezone,
    status: c.status === 'sending' ? 'sent' : c.status,
    preview_url: null,
    last_updated: isoDateTime(c.updatedAt),
    publisher_ids: ids(c.partnerIds),
    recipient_segments: {
      ...(s.campaigns
        ? {
            campaigns: {
              campaign_ids: ids(s.campaigns.campaignIds),
              statuses: s.campaigns.statuses,
            },
          }
        : {}),
      ...(s.partnerGroupIds ? { partner_group_ids: ids(s.partnerGroupIds) } : {}),
      ...(s.collectionIds ? { collection_ids: ids(s.collectionIds) } : {}),
      ...(s.countries ? { countries: s.countries } : {}),
      ...(s.allApproved !== undefined ? { all_approved_partners: s.allApproved } : {}),
    },
  };
}

/** A row of the summary report; counts not tracked yet read 0. */
export function presentCommunicationSummary(s: CommunicationSummary): CommunicationSummaryOut {
  return {
    communication_id: String(s.id),
    communication_name: s.name,
    send_date: s.sendAt ? isoDateTime(s.sendAt) : null,
    sent: s.sent,
    delivered: s.sent,
    opens: 0,
    unique_opens: 0,
    not_opened: s.sent,
    clicks: 0,
    bounces: 0,
    unsubscribes: s.unsubscribes,
    spam: 0,
  };
}
