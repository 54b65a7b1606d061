// The sanitiser lives in lib/html (a leaf) so the console can render the same subset it stores.
export { plainTextOf, sanitizeRichText, sanitizeRichTextWithLinks } from '@/lib/html/sanitize';
