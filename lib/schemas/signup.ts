import { z } from 'zod';
import { Country, Locale, NetworkStatus } from './enums';
import { email, entityId, looseText, referenceId, requiredText, text } from './fields';
import { PROMOTIONAL_METHODS, VERTICALS } from './reference';

/**
 * Public partner sign-up (our operations, callable without credentials; docs/partner-self-service.md):
 *   GET  /v3/public/networks/{networkId}/signup?locale&country   what the sign-up page shows
 *   POST /v3/public/networks/{networkId}/partner-signups         a partner with its own login
 * The form on /signup validates with PartnerSignupIn, the same schema the route parses.
 */

/** lib/auth/password.ts holds the policy; schemas are a leaf, so the bounds are repeated here (a test keeps them equal). */
export const SIGNUP_PASSWORD_MIN = 8;
export const SIGNUP_PASSWORD_MAX = 256;

/** Query of the GET: the locale and country whose terms to show (the fallback rule picks them). */
export const SignupInfoQuery = z.object({
  locale: Locale.default('en'),
  country: Country.optional(),
});
export type SignupInfoQuery = z.output<typeof SignupInfoQuery>;

/** Body of the POST (v3: unknown attributes are refused). */
export const PartnerSignupIn = z.strictObject({
  /** The id of the terms the page showed: the current version for `locale` and `country`. */
  terms_id: entityId(),
  /** Explicit consent: the partner ticked "I accept". */
  terms_accepted: z.literal(true, {
    message: 'must be true: the terms must be accepted to sign up',
  }),
  /** The partner's language (its contact locale and its user's locale). */
  locale: Locale,
  /** Where the partner operates; with the locale it picks the terms. */
  country: Country,
  /** The partner's account name on the network, also its user name; unique on the network. */
  account_name: requiredText(100),
  company_name: text(255).optional(),
  firstname: requiredText(100),
  lastname: requiredText(100),
  /** The sign-in e-mail address (unique on the platform) and the partner's contact address. */
  email: email(),
  password: z.string().min(SIGNUP_PASSWORD_MIN).max(SIGNUP_PASSWORD_MAX),
  phone: looseText(30).pipe(z.string().min(1)),
  address1: requiredText(255),
  postcode: requiredText(20),
  vertical: referenceId(VERTICALS, 'vertical').optional(),
  promotional_method: referenceId(PROMOTIONAL_METHODS, 'promotional method').optional(),
});
export type PartnerSignupIn = z.output<typeof PartnerSignupIn>;

const str = z.string();
const nstr = z.string().nullable();

const SignupTermsOut = z.object({
  id: str,
  locale: str,
  /** null: the terms apply to every country of the locale. */
  country: nstr,
  version: z.number().int(),
  content: str.meta({ description: 'HTML, sanitised when published' }),
  created_at: str,
});

const SignupInfoOut = z
  .object({
    network_id: str,
    network_name: str,
    /** true: new partners are approved at once; false: they wait for the network's review. */
    auto_approve_partners: z.boolean(),
    /** The terms to accept for the asked locale and country, by the fallback rule (null when the network has none). */
    terms: SignupTermsOut.nullable(),
    password_policy: z.object({
      min_length: z.number().int(),
      max_length: z.number().int(),
      refuses_common_passwords: z.boolean(),
    }),
  })
  .meta({ id: 'PartnerSignupInfo' });
export const SignupInfoResponse = z.object({ data: SignupInfoOut });

const PartnerSignupOut = z
  .object({
    user_id: str,
    email: str,
    partner_id: str,
    account_name: str,
    network_id: str,
    network_name: str,
    /** a: approved at once (the network auto-approves partners); p: waiting for review. */
    network_status: NetworkStatus,
    terms: z.object({ id: str, version: z.number().int(), locale: str, country: nstr }),
    created_at: str,
  })
  .meta({ id: 'PartnerSignup' });
type PartnerSignupOut = z.infer<typeof PartnerSignupOut>;
export const PartnerSignupResponse = z.object({ data: PartnerSignupOut });

/**
 * 202 of the sign-up: a confirmation e-mail is on its way. The same answer whether the address
 * is new or already has an account (then that account's owner is told instead), so it reveals
 * nothing about who is registered.
 */
export const PartnerSignupRequestedOut = z
  .object({
    email: str,
    network_id: str,
    network_name: str,
    /** Always "confirmation_sent": the partner is created when the e-mailed link is used. */
    status: z.literal('confirmation_sent'),
    /** When the link stops working. */
    expires_at: str,
  })
  .meta({ id: 'PartnerSignupRequested' });
export const PartnerSignupRequestedResponse = z.object({ data: PartnerSignupRequestedOut });

/** Body of POST /v3/public/partner-signup-confirmations: the token from the e-mailed link. */
export const PartnerSignupConfirmIn = z.strictObject({
  token: z.string().min(1).max(200),
});
export type PartnerSignupConfirmIn = z.output<typeof PartnerSignupConfirmIn>;
