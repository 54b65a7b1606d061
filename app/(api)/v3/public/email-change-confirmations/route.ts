import { apiRoute, publicEndpoint } from '@/lib/api/http/route';
import { presentCurrentUser } from '@/lib/api/presenters/current-user';
import { isOwnOrigin } from '@/lib/api/http/client-address';
import { AppError } from '@/lib/errors';
import { CurrentUserResponse, EmailChangeConfirmIn } from '@/lib/schemas/current-user';
import { confirmEmailChange } from '@/lib/services/users';

// POST /v3/public/email-change-confirmations (our operation, public): the token of the link
// e-mailed to a new address by PATCH /v3/brand/user or /v3/partner/user. The address becomes the
// user's sign-in now; the token works once, for 24 hours, while no newer change replaced it. The
// page /login/confirm-email posts it when the person presses the button (never on loading, so a
// mail scanner following the link confirms nothing).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: publicEndpoint({
    summary:
      'Confirm a new e-mail address with the token from the e-mail sent to it; it becomes the sign-in (our operation; public)',
    reference: 'ours',
    responses: { 200: CurrentUserResponse },
    body: EmailChangeConfirmIn,
    handler: async ({ db, body, request }) => {
      if (request.headers.get('origin') !== null && !isOwnOrigin(request))
        throw new AppError('forbidden', 'Confirm the address from the link in the e-mail');
      const confirmed = await confirmEmailChange(db, body.token);
      return {
        headers: { 'Cache-Control': 'no-store' },
        body: { data: presentCurrentUser(confirmed) },
      };
    },
  }),
});
