import { PartnerSignupIn } from '@/lib/schemas/signup';
import { ApiClientError } from '@/lib/client/errors';
import { fieldNameOf } from '@/lib/client/form-errors';
import { blankTo } from '@/lib/client/form-resolver';

export const FIELDS = [
  'account_name',
  'company_name',
  'firstname',
  'lastname',
  'email',
  'password',
  'phone',
  'address1',
  'postcode',
  'vertical',
  'promotional_method',
] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;
export const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;

/** The account part of the body, validated by the route's own schema (the terms part is checked beside it). */
export const AccountIn = PartnerSignupIn.pick({
  account_name: true,
  company_name: true,
  firstname: true,
  lastname: true,
  email: true,
  password: true,
  phone: true,
  address1: true,
  postcode: true,
  vertical: true,
  promotional_method: true,
});
export const accountInput = (v: Values) => ({
  account_name: v.account_name.trim(),
  company_name: blankTo(v.company_name, undefined),
  firstname: v.firstname.trim(),
  lastname: v.lastname.trim(),
  email: v.email.trim(),
  password: v.password,
  phone: v.phone.trim(),
  address1: v.address1.trim(),
  postcode: v.postcode.trim(),
  vertical: v.vertical || undefined,
  promotional_method: v.promotional_method || undefined,
});

const TERMS_FIELDS = new Set(['terms_id', 'terms_accepted', 'locale', 'country']);

/** The server's objection to the terms part of a sign-up (outdated terms, wrong locale), if that is what failed. */
export function termsProblemOf(error: unknown) {
  return error instanceof ApiClientError
    ? error.fields.find((f) => TERMS_FIELDS.has(fieldNameOf(f.property)))
    : undefined;
}
