import { conversionTagResponse } from '@/lib/api/tracking/conversion-tag';

// GET /conversion.js: the JavaScript tag. It remembers the clickref a shopper landed with and,
// on the brand's confirmation page, sends the conversion URL as a pixel
// (lib/api/tracking/conversion-tag.ts; docs/jobs-and-conversions.md#attribution).
export const GET = () => conversionTagResponse();
