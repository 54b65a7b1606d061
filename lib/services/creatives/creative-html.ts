import { CREATIVE_TYPE } from '@/lib/schemas/creative';
import { sanitizeRichTextWithLinks } from '../html';
import type { CreativeRecord } from './creative-records';

/**
 * The ready-to-paste HTML a partner gets for a creative, carrying its tracking link: a banner
 * is its image inside the link, a text link its text inside the link, and an HTML creative its
 * (already sanitised) markup with every link turned into the partner's tracking link to the
 * link's own address. Each ends with the impression pixel, so every showing of the creative
 * records an impression (docs/tracking.md#impressions).
 */

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface PartnerHtmlInput {
  record: CreativeRecord;
  /** The partner's click URL to a destination (null: the creative's own). */
  linkTo: (destination: string | null) => string;
  /** The partner's impression pixel URL for the creative. */
  impressionUrl: string;
  /** Where we serve the banner's default image. */
  imageUrl: string | null;
  width: number | null;
  height: number | null;
}

export function partnerCreativeHtml(input: PartnerHtmlInput): string {
  const markup = creativeMarkup(input);
  return markup
    ? `${markup}<img src="${escapeHtml(input.impressionUrl)}" width="1" height="1" alt="" border="0">`
    : '';
}

function creativeMarkup(input: PartnerHtmlInput): string {
  const { record, linkTo, imageUrl, width, height } = input;
  const href = escapeHtml(linkTo(null));
  const text = escapeHtml(record.row.description);
  switch (record.row.creativeTypeId) {
    case CREATIVE_TYPE.banner: {
      if (!imageUrl) return '';
      const size = `${width ? ` width="${width}"` : ''}${height ? ` height="${height}"` : ''}`;
      return `<a href="${href}" rel="sponsored noopener" target="_blank"><img src="${escapeHtml(imageUrl)}"${size} alt="${text}" border="0"></a>`;
    }
    case CREATIVE_TYPE.textLink:
      return `<a href="${href}" rel="sponsored noopener" target="_blank">${text}</a>`;
    case CREATIVE_TYPE.html:
      return record.row.html ? sanitizeRichTextWithLinks(record.row.html, linkTo) : '';
    default:
      return '';
  }
}
