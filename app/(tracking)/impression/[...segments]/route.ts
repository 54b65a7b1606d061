import { impressionResponse } from '@/lib/api/tracking/impression-host';

// GET /impression/camref:{camref}[/creativeref:{creative}][/pubref:..][/adref:..]: the impression
// pixel (a transparent GIF, always; the impression is stored when it is valid). Under `npm start`
// the click fast path answers it before Next.js (docs/tracking.md#impressions).
export const dynamic = 'force-dynamic';
export const GET = (request: Request) => impressionResponse(request);
export const HEAD = (request: Request) => impressionResponse(request);
