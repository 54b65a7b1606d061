/**
 * The one table of field labels: an API field name, as requests and error answers name it, to
 * the words a form shows for it. Forms whose label differs from the common one have their own
 * entries; error messages name a field by the same label the form shows.
 */

const COMMON: Record<string, string> = {
  account_name: 'Account name',
  address1: 'Address',
  advertiser_id: 'Brand',
  brand_ids: 'Brands',
  campaign_id: 'Campaign',
  company_name: 'Company name',
  contact_email: 'Contact e-mail',
  contact_name: 'Contact name',
  cookie_period: 'Cookie period',
  country: 'Country',
  currency: 'Currency',
  default_commission_rate: 'Default commission',
  description: 'Description',
  destination_url: 'Destination URL',
  email: 'E-mail',
  firstname: 'First name',
  lastname: 'Last name',
  end_date: 'End date',
  network_notes: 'Network notes',
  network_status: 'Network status',
  phone: 'Phone',
  postcode: 'Postcode',
  publisher_id: 'Partner',
  reason: 'Reason',
  role: 'Role',
  start_date: 'Start date',
  status: 'Status',
  title: 'Title',
  url: 'URL',
  user_name: 'Name',
  value: 'Value',
  voucher_code: 'Voucher code',
  website_url: 'Website URL',
};

/** Forms whose words differ from the common ones, by form. */
export const FORM_FIELD_LABELS = {
  'commission-preview': { publisher_id: 'Partner ID', value: 'Sale value' },
  claim: {
    camref: 'Campaign',
    conversion_reference: 'Order reference',
    conversion_date_time: 'Sale date and time',
    conversion_value: 'Sale value',
    notes: 'Notes and evidence',
    conversion_currency: 'Currency',
  },
  'add-user': { user_name: 'User name', firstname: 'First name', lastname: 'Last name' },
  webhook: { url: 'URL', secret: 'Signing secret' },
} as const satisfies Record<string, Record<string, string>>;

export type LabelledForm = keyof typeof FORM_FIELD_LABELS;

/** `start_date` as words: "Start date". */
function words(name: string): string {
  const text = name.replace(/[_.]+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'This field';
}

/**
 * The label of an API field (`value`, `websites.0.website_url`, `[a][b]` already made a form
 * name): the form's own word, else the common one, else the name in words.
 */
export function fieldLabel(name: string, form?: LabelledForm): string {
  const parts = name.split('.').filter((p) => !/^\d+$/.test(p));
  const last = parts.at(-1) ?? name;
  const own: Record<string, string> | undefined = form ? FORM_FIELD_LABELS[form] : undefined;
  return own?.[name] ?? own?.[last] ?? COMMON[name] ?? COMMON[last] ?? words(last);
}

/** A numeric field's message in words: what to type. */
export const NUMBER_HINT = 'enter a number like 12500.00';

/** An API message about a field, said for people: "Sale value: enter a number like 12500.00". */
export function labelledMessage(
  name: string,
  message: string,
  code = '',
  form?: LabelledForm,
): string {
  const label = fieldLabel(name, form);
  const said = isNumberProblem(message, code) ? NUMBER_HINT : message.trim() || 'is not valid';
  // The API names the field itself ("value must be …"); say it once, by its label.
  const rest = said.replace(new RegExp(`^${escape(name.split('.').at(-1) ?? name)}\\b:?\\s*`), '');
  return `${label}: ${rest || 'is not valid'}`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether an API or zod message says a number was expected. */
export function isNumberProblem(message: string, code = ''): boolean {
  return (
    /invalid_number|not_a_number/.test(code) ||
    /expected number|received NaN|not a (valid )?(number|decimal)|must be a (positive )?(number|decimal)/i.test(
      message,
    )
  );
}

/**
 * A number as typed by a person to the digits the API reads: thousands separators (commas,
 * spaces, thin spaces, apostrophes) between groups of three are dropped: "12,500" and
 * "12 500.50" become "12500" and "12500.50". Anything else is returned trimmed, for the
 * validation to explain.
 */
export function normalizeNumber(text: string): string {
  const trimmed = text.trim();
  const grouped = /^([+-]?\d{1,3})((?:[,\s\u202f\u00a0']\d{3})+)(\.\d+)?$/.exec(trimmed);
  if (!grouped) return trimmed;
  return `${grouped[1]}${grouped[2]!.replace(/[,\s\u202f\u00a0']/g, '')}${grouped[3] ?? ''}`;
}
