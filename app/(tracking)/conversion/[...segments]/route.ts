import { conversionResponse } from '@/lib/api/tracking/conversion-intake';

// GET and POST /conversion/campaign:{campaign id or camref}/conversionref:{ref}/value:{amount}
// [/clickref:..][/currency:..][/customertype:..][/voucher:..][/custref:..][/[sku:../value:..]]...
// [/signature:{hex}]: the reference's conversion URL (src/campaign_tracking.apib). An image tag
// gets a 1x1 GIF, `Accept: application/json` what was recorded; signed URLs are postbacks,
// unsigned ones pixels (docs/jobs-and-conversions.md#attribution).
export const dynamic = 'force-dynamic';
export const GET = (request: Request) => conversionResponse(request);
export const POST = (request: Request) => conversionResponse(request);
