import { config } from '@/lib/config';
import { logger } from '@/lib/logger';

/** One message as the mail transport takes it; `from` defaults to MAIL_FROM. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
  replyTo?: string;
  /** Our own Message-ID (`<...@host>`), so a send can be recognised later. */
  messageId?: string;
  headers?: Record<string, string>;
}

export type SendMail = (message: MailMessage) => Promise<void>;

const transports = new Map<string, Promise<SendMail>>();

const logOnly: SendMail = async (message) =>
  logger.info(
    { email: { to: message.to, subject: message.subject, text: message.text } },
    'e-mail (no SMTP_URL set, so logged instead of sent)',
  );

/**
 * The mail sender: nodemailer to SMTP_URL (smtp://user:pass@host:587), one pooled transport per
 * URL; without SMTP_URL every message is written to the log (a bare `npm start`).
 */
export function mailTransport(): Promise<SendMail> {
  const { smtpUrl: url, from } = config().mail;
  if (!url) return Promise.resolve(logOnly);
  let transport = transports.get(url);
  if (!transport) {
    transport = (async () => {
      const nodemailer = await import('nodemailer');
      // One pooled connection set per URL: a communication's batches reuse it.
      const pooled = /[?&]pool=/.test(url)
        ? url
        : `${url}${url.includes('?') ? '&' : '?'}pool=true`;
      const smtp = nodemailer.createTransport(pooled);
      return async (message: MailMessage) => {
        await smtp.sendMail({ from, ...message });
      };
    })();
    transports.set(url, transport);
    transport.catch(() => transports.delete(url));
  }
  return transport;
}
