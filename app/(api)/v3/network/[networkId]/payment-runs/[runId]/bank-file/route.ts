import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { oneChunk } from '@/lib/api/http/one-chunk';
import { BankFileQuery } from '@/lib/schemas/payment-runs';
import { runBankFile } from '@/lib/services/payment-runs';

// Our operation, network staff only (docs/payments.md#bank-files-for-runs-built):
// GET /v3/network/{networkId}/payment-runs/{runId}/bank-file?format=sepa|paypal|csv[&part=N]:
// the payment file of an issued (or paid) run; each download audited.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "Download an issued payment run's payment file: SEPA pain.001, PayPal Payouts CSV or a plain CSV (our operation; staff only)",
    reference: 'ours',
    produces: ['application/xml', 'text/csv'],
    query: BankFileQuery,
    conflict:
      'The run is not issued yet, the network has no account of its own (SEPA), or a payee’s details cannot be paid in this format; the message and fields say which',
    responses: { 200: null },
    handler: async ({ db, principal, params, query }) => {
      const file = await runBankFile(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.runId, 'Payment run'),
        query.format,
        query.part,
      );
      return {
        stream: oneChunk(new TextEncoder().encode(file.body)),
        headers: {
          'Content-Type': file.contentType,
          'Content-Disposition': `attachment; filename="${file.filename}"`,
          'X-Bank-File-Part': String(file.part),
          'X-Bank-File-Parts': String(file.parts),
        },
      };
    },
  }),
});
