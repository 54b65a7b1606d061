import { blankTo } from '@/lib/client/form-resolver';
import type { ImageChoice } from '@/components/ui/image-picker';
import type { Brand } from './types';

export const FIELDS = [
  'account_name',
  'company_name',
  'display_name',
  'contact_email',
  'address1',
  'address2',
  'postcode',
  'country',
  'phone',
  'signup_ip',
  'default_currency',
  'payment_currency',
  'status',
] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;
export const ICON_FIELDS = ['advertiser_icon', 'advertiser_icon_upload'];
const NULLABLE: Field[] = ['display_name', 'contact_email', 'address2'];

/** The form's values for a brand, or a new brand's defaults (with the creator's address as sign-up IP). */
export function valuesOf(b: Brand | null, signupIp: string): Values {
  const out = {} as Values;
  for (const f of FIELDS) out[f] = b ? String(b[f] ?? '') : '';
  if (!b)
    Object.assign(out, {
      country: 'GB',
      default_currency: 'GBP',
      payment_currency: 'GBP',
      status: 'a',
      signup_ip: signupIp,
    });
  return out;
}

/** Create: blanks are left out; edit: blanks clear the nullable fields. */
export function toInput(values: Values, creating: boolean) {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS)
    out[f] = blankTo(values[f], creating || !NULLABLE.includes(f) ? undefined : null);
  return out;
}

/** The icon part of the body: an upload, a URL to fetch, a removal, or nothing. */
export function iconInput(choice: ImageChoice) {
  if (choice.kind === 'upload') return { advertiser_icon_upload: choice.dataUrl };
  if (choice.kind === 'url') return { advertiser_icon: choice.url };
  if (choice.kind === 'remove') return { advertiser_icon: null };
  return {};
}
