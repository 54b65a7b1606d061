/**
 * The reference's communication placeholders: `[contact_name,fallback=there]` in a subject or
 * body is replaced by the recipient's value, or the fallback when the partner has none.
 */

export interface PlaceholderValues {
  contact_name: string;
  company_name: string;
  account_name: string;
  publisher_id: string;
}

export const PLACEHOLDERS: { id: keyof PlaceholderValues; name: string }[] = [
  { id: 'contact_name', name: 'Contact name' },
  { id: 'company_name', name: 'Company name' },
  { id: 'account_name', name: 'Account name' },
  { id: 'publisher_id', name: 'Partner id' },
];

const PATTERN =
  /\[(contact_name|company_name|account_name|publisher_id)(?:,\s*fallback=([^\]]*))?\]/gi;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `text` with every placeholder replaced; `html` escapes the values for an HTML body. */
export function fillPlaceholders(text: string, values: PlaceholderValues, html = false): string {
  return text.replace(PATTERN, (_match, id: string, fallback: string | undefined) => {
    const value = values[id.toLowerCase() as keyof PlaceholderValues] || (fallback ?? '').trim();
    return html ? escapeHtml(value) : value;
  });
}
