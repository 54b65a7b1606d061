import type { CurrentUserOut } from '@/lib/schemas/current-user';
import type { CurrentUserState } from '@/lib/services/users';
import { isoDateTime } from './common';

/** The current user's e-mail state, as /v3/brand/user and /v3/partner/user answer it. */
export function presentCurrentUser(s: CurrentUserState): CurrentUserOut {
  return {
    user_id: String(s.userId),
    email: s.email,
    email_verified: s.emailVerified,
    confirmed_email: s.confirmedEmail,
    email_confirmation_expires_at: s.confirmationExpiresAt
      ? isoDateTime(s.confirmationExpiresAt)
      : null,
  };
}
