import type { Communication } from '@/lib/client/hooks/communications';

/** A communication's status in words. */
export const STATUS_LABELS: Record<Communication['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sent: 'Sent',
};

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Whom a communication is for, in words (the API resolves it when it goes out). */
export function recipientsInWords(
  c: Pick<Communication, 'publisher_ids' | 'recipient_segments'>,
): string {
  const s = c.recipient_segments;
  const parts: string[] = [];
  if (s.all_approved_partners) parts.push('All approved partners');
  if (s.campaigns?.campaign_ids.length)
    parts.push(`Partners of ${plural(s.campaigns.campaign_ids.length, 'campaign')}`);
  if (s.partner_group_ids?.length)
    parts.push(`Partners in ${plural(s.partner_group_ids.length, 'partner group')}`);
  if (s.collection_ids?.length)
    parts.push(`Partners in ${plural(s.collection_ids.length, 'collection')}`);
  if (s.countries?.length) parts.push(`Partners in ${s.countries.join(', ')}`);
  if (c.publisher_ids.length) parts.push(plural(c.publisher_ids.length, 'chosen partner'));
  return parts.length ? parts.join('; ') : 'Nobody chosen yet';
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as the HTML the API stores: a paragraph per blank-line block, lines broken. */
export function htmlOfText(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escape(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The plain text of stored HTML, for editing a draft again. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
}

/** Text with every placeholder at its fallback, as the preview mail shows it. */
export function withFallbacks(text: string): string {
  return text.replace(
    /\[(contact_name|company_name|account_name|publisher_id)(?:,\s*fallback=([^\]]*))?\]/gi,
    (_match, _id: string, fallback: string | undefined) => (fallback ?? '').trim(),
  );
}
