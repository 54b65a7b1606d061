import { config } from '@/lib/config';
import { plainTextOf } from '../html';
import type { MailMessage } from '../mail-transport';
import { publicSiteUrl } from '../partners/signup-emails';
import type { CommunicationRow } from './find-communication';
import { fillPlaceholders, type PlaceholderValues } from './placeholders';

/** The Message-ID of a communication's message to a partner: the same on every attempt. */
export function communicationMessageId(communicationId: number, partnerId: number): string {
  const host = new URL(publicSiteUrl()).hostname || 'localhost';
  return `<communication-${communicationId}-${partnerId}@${host}>`;
}

/** The one-click unsubscribe link of a recipient (RFC 8058). */
export const unsubscribeUrl = (token: string) => `${publicSiteUrl()}/unsubscribe/${token}`;

const quoted = (name: string) => `"${name.replace(/["\\\r\n]/g, '')}"`;

/** The mail a recipient gets: placeholders filled, an HTML and a plain-text part, the unsubscribe headers. */
export function communicationMail(
  row: CommunicationRow,
  recipient: { email: string; partnerId: number; unsubscribeToken: string },
  values: PlaceholderValues,
): MailMessage {
  const html = fillPlaceholders(row.html, values, true);
  const link = unsubscribeUrl(recipient.unsubscribeToken);
  const address = row.fromEmail ?? config().mail.from;
  return {
    to: recipient.email,
    from: row.fromName ? `${quoted(row.fromName)} <${address}>` : address,
    ...(row.replyToEmail ? { replyTo: row.replyToEmail } : {}),
    subject: fillPlaceholders(row.subject, values),
    html,
    text: `${plainTextOf(html)}\n\nUnsubscribe: ${link}`,
    messageId: communicationMessageId(row.id, recipient.partnerId),
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
