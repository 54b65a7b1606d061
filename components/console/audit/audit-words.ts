import {
  CAMPAIGN_STATUS_LABELS,
  NETWORK_STATUS_LABELS,
  PARTICIPATION_LABELS,
} from '@/components/ui/badge';

/**
 * The audit log in words: field names as labels, status letters as the words the rest of the
 * console uses (the label tables in components/ui/badge.tsx), empty values as "none".
 */

/** Which status words a field's letters mean, by `entity.field`, else by field alone. */
const VALUE_WORDS: Record<string, Record<string, string>> = {
  network_status: NETWORK_STATUS_LABELS,
  'participation.status': PARTICIPATION_LABELS,
  'participation.campaign_status': PARTICIPATION_LABELS,
  campaign_status: PARTICIPATION_LABELS,
  'campaign.status': CAMPAIGN_STATUS_LABELS,
  'campaign.campaign_status': CAMPAIGN_STATUS_LABELS,
};

const YES_NO: Record<string, string> = { y: 'Yes', n: 'No' };

/** "network_status" -> "Network status", "advertiser_id" -> "Advertiser ID". */
export function fieldLabel(field: string): string {
  const words = field
    .split('_')
    .filter(Boolean)
    .map((w) => (w === 'id' ? 'ID' : w === 'url' ? 'URL' : w));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "brand" -> "Brand", "terms_acknowledgement" -> "Terms acknowledgement". */
export const entityLabel = fieldLabel;

function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value !== null && typeof value === 'object' && Object.keys(value).length === 0;
}

/** One value of an audited field as a person reads it. */
export function valueWords(entityType: string, field: string, value: unknown, max = 60): string {
  if (value === null || value === undefined || value === '' || isEmpty(value)) return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    const words = VALUE_WORDS[`${entityType}.${field}`] ?? VALUE_WORDS[field];
    const word = words?.[value] ?? (/^is_|^allow|active$/.test(field) ? YES_NO[value] : undefined);
    if (word) return word;
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
