import { apiRoute, endpoint } from '@/lib/api/route';
import { isoDateTime } from '@/lib/api/presenters/common';
import { RotatedApiKeyResponse } from '@/lib/schemas/user';
import { rotateOwnApiKey } from '@/lib/services/network-users';

// POST /v3/users/me/api-key (ours): replaces the caller's API key. The new key is in this
// response only (just its hash is stored); the old key stops working at once.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary: "Rotate the calling user's API key; the new key is shown once and the old one stops working (our operation)",
    responses: { 201: RotatedApiKeyResponse },
    handler: async ({ db, principal }) => {
      const { apiKey, user } = await rotateOwnApiKey(db, principal);
      return {
        status: 201,
        body: { data: { user_api_key: apiKey, api_key_prefix: user.apiKeyPrefix, api_key_rotated_at: isoDateTime(user.apiKeyRotatedAt) } },
        headers: { 'Cache-Control': 'no-store' },
      };
    },
  }),
});
