import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentTaxProfile } from '@/lib/api/presenters/payment-run';
import { TaxProfileIn, TaxProfileResponse } from '@/lib/schemas/payment-runs';
import { readTaxProfile, saveTaxProfile } from '@/lib/services/payment-runs';

// Our operations, staff and the partner's own users (docs/payments.md#tax-profile-built):
// GET /v3/partner/{partnerId}/tax-profile: the profile, or null.
// PUT /v3/partner/{partnerId}/tax-profile: create or replace it (VAT number format by jsvat).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: "The partner's tax profile, or null (our operation; staff and the partner's users)",
    reference: 'ours',
    responses: { 200: TaxProfileResponse },
    handler: async ({ db, principal, params }) => {
      const row = await readTaxProfile(db, principal, pathId(params.partnerId, 'Partner'));
      return { body: { data: presentTaxProfile(row) } };
    },
  }),
  PUT: endpoint({
    summary:
      "Create or replace the partner's tax profile: individual or company, VAT registration and number, country, US W-9/W-8 (our operation; staff and the partner's users)",
    reference: 'ours',
    body: TaxProfileIn,
    responses: { 200: TaxProfileResponse },
    handler: async ({ db, principal, params, body }) => {
      const row = await saveTaxProfile(db, principal, pathId(params.partnerId, 'Partner'), {
        entityType: body.entity_type,
        country: body.country,
        vatRegistered: body.vat_registered,
        vatNumber: body.vat_number ?? null,
        usTaxForm: body.us_tax_form ?? null,
      });
      return { body: { data: presentTaxProfile(row) } };
    },
  }),
});
