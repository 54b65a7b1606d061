import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { readSelfBillPdf } from '@/lib/services/payment-runs';

// GET /v3/partner/{partnerId}/self-bills/{selfBillId}/pdf (ours): the self-bill as a PDF.
// Staff and the partner's own users. The PDF the background job stored, else made on demand.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: "A self-bill as a PDF (application/pdf; our operation; staff and the partner's users)",
    reference: 'ours',
    responses: { 200: null },
    produces: 'application/pdf',
    handler: async ({ db, principal, params }) => {
      const { number, bytes } = await readSelfBillPdf(
        db,
        principal,
        pathId(params.partnerId, 'Partner'),
        pathId(params.selfBillId, 'Self-bill'),
      );
      return {
        stream: new ReadableStream({
          start(controller) {
            controller.enqueue(bytes);
            controller.close();
          },
        }),
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="self-bill-${number}.pdf"`,
          'Cache-Control': 'no-store',
        },
      };
    },
  }),
});
