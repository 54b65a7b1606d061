import { clickResponse } from '@/lib/api/tracking/click-host';

// GET /click/camref:{camref}[/pubref:..][/adref:..][/creativeref:..][/type:cpc][/destination:{url}]:
// the click redirect (302 with the clickref once the click is stored; 404 page for an unknown
// camref). Under `npm start` the server entry's fast path answers these paths before Next.js;
// this route serves them under `next dev` (docs/tracking.md).
export const dynamic = 'force-dynamic';
export const GET = (request: Request) => clickResponse(request);
export const HEAD = (request: Request) => clickResponse(request);
