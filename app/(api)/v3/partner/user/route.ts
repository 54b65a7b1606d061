import { apiRoute } from '@/lib/api/http/route';
import { currentUserEndpoints } from '@/lib/api/endpoints/current-user';

// PATCH /v3/partner/user: the calling partner user changes its e-mail address; the new one is
// unverified (email_verified false) until the link e-mailed to it is used, and signing in keeps
// using the confirmed one. GET (ours) reads the same state. Staff and brand users use /v3/brand/user.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  ...currentUserEndpoints('partner', '/v3/partner/user'),
});
