import type { Communication, CommunicationDraft } from '@/lib/client/hooks/communications';
import { htmlOfText } from './words';

/** The compose form's values, and how they become the API's draft and back. */

export type Audience = 'all' | 'campaigns' | 'groups';

export interface ComposeValues {
  subject: string;
  body: string;
  audience: Audience;
  campaignIds: string[];
  groupIds: string[];
}

export const EMPTY_MESSAGE: ComposeValues = {
  subject: '',
  body: '',
  audience: 'all',
  campaignIds: [],
  groupIds: [],
};

export type ErrorField = 'subject' | 'body' | 'recipients';
/** The API's fields, by the field of this form that shows their problems. */
export const KNOWN = ['name', 'subject', 'html', 'publisher_ids', 'recipient_segments'];
export const SHOWN_ON: Record<string, ErrorField> = {
  name: 'subject',
  subject: 'subject',
  html: 'body',
  publisher_ids: 'recipients',
  recipient_segments: 'recipients',
};

/** The form's values as the API's draft. */
export function draftOf(v: ComposeValues): CommunicationDraft {
  const subject = v.subject.trim();
  return {
    name: subject.slice(0, 64),
    subject,
    html: htmlOfText(v.body),
    publisher_ids: [],
    recipient_segments:
      v.audience === 'all'
        ? { all_approved_partners: true }
        : v.audience === 'campaigns'
          ? {
              all_approved_partners: false,
              ...(v.campaignIds.length
                ? { campaigns: { campaign_ids: v.campaignIds, statuses: ['a'] } }
                : {}),
            }
          : { all_approved_partners: false, partner_group_ids: v.groupIds },
  };
}

/** The form's values of a stored draft (its HTML read back as text). */
export function valuesOf(c: Communication, text: string): ComposeValues {
  const s = c.recipient_segments;
  const audience: Audience = s.all_approved_partners
    ? 'all'
    : s.partner_group_ids?.length
      ? 'groups'
      : 'campaigns';
  return {
    subject: c.subject,
    body: text,
    audience,
    campaignIds: s.campaigns?.campaign_ids ?? [],
    groupIds: s.partner_group_ids ?? [],
  };
}

export function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export interface Preview {
  count: number;
  whom: string;
}
