import { apiRoute, endpoint } from '@/lib/api/http/route';
import { isoDateTime } from '@/lib/api/presenters/common';
import { RotateApiKeyIn, RotatedApiKeyResponse } from '@/lib/schemas/user';
import { rotateOwnApiKey } from '@/lib/services/users';

// POST /v3/users/me/api-key (ours): replaces the caller's API key. The new key is in this
// response only (just its hash is stored); the old key stops working at once. From a console
// session the body must carry the current password (re-authentication before minting a key);
// a caller using HTTP Basic proves it holds the key being replaced and sends none.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      "Rotate the calling user's API key; the new key is shown once and the old one stops working (our operation)",
    reference: 'ours',
    responses: { 201: RotatedApiKeyResponse },
    body: RotateApiKeyIn,
    handler: async ({ db, principal, body }) => {
      const { apiKey, user } = await rotateOwnApiKey(db, principal, body.current_password);
      return {
        status: 201,
        body: {
          data: {
            user_api_key: apiKey,
            api_key_prefix: user.apiKeyPrefix,
            api_key_rotated_at: isoDateTime(user.apiKeyRotatedAt),
          },
        },
        headers: { 'Cache-Control': 'no-store' },
      };
    },
  }),
});
