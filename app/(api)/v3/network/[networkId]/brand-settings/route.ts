import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { BrandSettingsIn, BrandSettingsResponse } from '@/lib/schemas/brand-settings';
import { readBrandSettings, updateBrandSettings, type BrandSettings } from '@/lib/services/brands';

// GET and PATCH /v3/network/{networkId}/brand-settings (ours, staff only): whether a brand a
// brand user creates starts pending until staff approve it (on by default; audited).

const present = (networkId: number, s: BrandSettings) => ({
  data: { network_id: String(networkId), brand_approval_required: s.brandApprovalRequired },
});

export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "The network's brand settings: whether brands created by brand users wait for staff approval (staff only)",
    reference: 'ours',
    responses: { 200: BrandSettingsResponse },
    handler: async ({ db, principal, params }) => {
      const networkId = pathId(params.networkId, 'Network');
      return { body: present(networkId, await readBrandSettings(db, principal, networkId)) };
    },
  }),
  PATCH: endpoint({
    summary: 'Turn staff approval of brands created by brand users on or off (staff only; audited)',
    reference: 'ours',
    body: BrandSettingsIn,
    responses: { 200: BrandSettingsResponse },
    handler: async ({ db, principal, params, body }) => {
      const networkId = pathId(params.networkId, 'Network');
      return {
        body: present(
          networkId,
          await updateBrandSettings(db, principal, networkId, {
            brandApprovalRequired: body.brand_approval_required,
          }),
        ),
      };
    },
  }),
});
