import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import type { InvoiceFeeBasis } from '@/lib/schemas/enums';
import { InvoiceFeeIn, InvoiceFeeV3Response } from '@/lib/schemas/invoices';
import { getCampaignInvoiceFee, setCampaignInvoiceFee } from '@/lib/services/invoices';

// The network's fee on a campaign's invoices, a percentage of commission or of sale value (ours,
// staff only; default none, read as 0% of commission; docs/payments.md#brand-invoices-built):
// GET /v3/network/{networkId}/invoice-fees/{campaignId} reads it, PUT sets it (audited).

const present = (campaignId: number, fee: { basis: InvoiceFeeBasis; rate: string }) => ({
  data: { campaign_id: String(campaignId), basis: fee.basis, rate: Number(fee.rate).toString() },
});

export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "The network's fee on a campaign's brand invoices: a percentage of commission or of sale value; none set reads as 0% of commission (our operation; staff only)",
    reference: 'ours',
    responses: { 200: InvoiceFeeV3Response },
    handler: async ({ db, principal, params }) => {
      const campaignId = pathId(params.campaignId, 'Campaign');
      const fee = await getCampaignInvoiceFee(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        campaignId,
      );
      return { body: present(campaignId, fee) };
    },
  }),
  PUT: endpoint({
    summary:
      "Set the network's fee on a campaign's brand invoices: a percentage of commission or of sale value (our operation; staff only)",
    reference: 'ours',
    body: InvoiceFeeIn,
    responses: { 200: InvoiceFeeV3Response },
    handler: async ({ db, principal, params, body }) => {
      const campaignId = pathId(params.campaignId, 'Campaign');
      const fee = await setCampaignInvoiceFee(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        campaignId,
        { basis: body.basis, rate: body.rate },
      );
      return { body: present(campaignId, fee) };
    },
  }),
});
