import type { Principal } from '@/lib/auth/principal';
import { sanitizeRichText } from '../html';
import { mailTransport } from '../mail-transport';
import { plainTextOf } from '../html';
import { requireCommunicationStaff } from './find-communication';
import { fillPlaceholders } from './placeholders';

/**
 * POST /v2/communications/send-preview: the HTML as recipients would get it, to a few
 * addresses now, placeholders filled with their fallbacks. Not recorded anywhere.
 */
export async function sendCommunicationPreview(
  principal: Principal,
  preview: { html: string; recipients: string[]; subject?: string },
): Promise<void> {
  requireCommunicationStaff(principal);
  const empty = { contact_name: '', company_name: '', account_name: '', publisher_id: '' };
  const html = fillPlaceholders(sanitizeRichText(preview.html), empty, true);
  const send = await mailTransport();
  for (const to of [...new Set(preview.recipients.map((r) => r.toLowerCase()))])
    await send({
      to,
      subject: `[Preview] ${fillPlaceholders(preview.subject ?? '', empty) || 'Communication'}`,
      html,
      text: plainTextOf(html),
    });
}
