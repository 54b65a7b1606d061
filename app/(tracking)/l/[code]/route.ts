import { clickResponse } from '@/lib/api/tracking/click-host';

// GET /l/{code}: a stored tracking link's short URL, redirected like its click URL
// (app/(tracking)/click/[...segments]/route.ts).
export const dynamic = 'force-dynamic';
export const GET = (request: Request) => clickResponse(request);
export const HEAD = (request: Request) => clickResponse(request);
