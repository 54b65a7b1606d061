import { z } from 'zod';
import { email } from './fields';

/**
 * The current user (PATCH /v3/brand/user and /v3/partner/user): a user changes its own e-mail
 * address. The new address is unverified until the link e-mailed to it is used; until then the
 * confirmed address stays the sign-in and the one mail goes to.
 */

/** PATCH body: the reference's emailAddress; current_password (ours) from a console session. */
export const CurrentUserIn = z.strictObject({
  emailAddress: email().optional().meta({ description: 'The new e-mail address' }),
  current_password: z.string().max(256).optional().meta({
    description:
      'Ours: required from a console session (re-authentication), not with HTTP Basic keys',
  }),
});
export type CurrentUserIn = z.output<typeof CurrentUserIn>;

export const CurrentUserOut = z
  .object({
    user_id: z.string(),
    email: z.string().meta({
      description:
        'The address last set: while email_verified is false, the one waiting for confirmation',
    }),
    email_verified: z.boolean().meta({
      description: 'False while a new address waits for the link e-mailed to it',
    }),
    confirmed_email: z.string().meta({
      description: 'Ours: the confirmed address, used to sign in and for mail',
    }),
    email_confirmation_expires_at: z.string().nullable().meta({
      description: 'Ours: until when the confirmation link works (ISO 8601), null when none waits',
    }),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUserOut = z.infer<typeof CurrentUserOut>;

export const CurrentUserResponse = z.object({ data: CurrentUserOut });

/** POST /v3/public/email-change-confirmations: the token of the link e-mailed to the new address. */
export const EmailChangeConfirmIn = z.strictObject({ token: z.string().trim().min(1).max(200) });
export type EmailChangeConfirmIn = z.output<typeof EmailChangeConfirmIn>;
