import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { TaxSettingsIn, TaxSettingsV3Response } from '@/lib/schemas/invoices';
import { getTaxSettings, setTaxSettings, type TaxSettings } from '@/lib/services/invoices';

const present = (t: TaxSettings) => ({
  vat_rate: Number(t.vatRate).toString(),
  legal_name: t.legalName,
  legal_address: t.legalAddress,
  vat_number: t.vatNumber,
  payment_terms_days: t.paymentTermsDays,
  tax_country: t.taxCountry,
});

// Our operations, staff only (docs/payments.md#brand-invoices-built): what invoices print and
// charge, and the country self-bills' VAT is reckoned from (docs/payments.md#self-bills-built).
// GET /v3/network/{networkId}/tax-settings; PATCH sets the fields given (audited).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "The network's tax settings: for brand invoices the VAT rate, legal name, address, VAT number and payment terms; for self-bills the country it is established in (our operation; staff only)",
    reference: 'ours',
    responses: { 200: TaxSettingsV3Response },
    handler: async ({ db, principal, params }) => ({
      body: {
        data: present(await getTaxSettings(db, principal, pathId(params.networkId, 'Network'))),
      },
    }),
  }),
  PATCH: endpoint({
    summary:
      "Change the network's tax settings; invoices and self-bills already made keep theirs (our operation; staff only)",
    reference: 'ours',
    body: TaxSettingsIn,
    responses: { 200: TaxSettingsV3Response },
    handler: async ({ db, principal, params, body }) => {
      const saved = await setTaxSettings(db, principal, pathId(params.networkId, 'Network'), {
        vatRate: body.vat_rate,
        legalName: body.legal_name,
        legalAddress: body.legal_address,
        vatNumber: body.vat_number,
        paymentTermsDays: body.payment_terms_days,
        taxCountry: body.tax_country,
      });
      return { body: { data: present(saved) } };
    },
  }),
});
