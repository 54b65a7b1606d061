import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { readState } from './state';

/** An e-mail as lib/services/mail-transport.ts logs it when no SMTP_URL is set. */
export interface LoggedEmail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The e-mails the e2e server sent to an address, oldest first. It runs without SMTP_URL and
 * at LOG_LEVEL=info (e2e/support/global-setup.ts), so each one is a JSON line of the server log.
 */
export function emailsTo(address: string): LoggedEmail[] {
  const log = readFileSync(path.join(readState().dataDir, 'server.log'), 'utf8');
  const found: LoggedEmail[] = [];
  for (const line of log.split('\n')) {
    if (!line.startsWith('{') || !line.includes('"email"')) continue;
    try {
      const email = (JSON.parse(line) as { email?: LoggedEmail }).email;
      if (email?.to?.toLowerCase() === address.toLowerCase()) found.push(email);
    } catch {
      // another program's line, or one cut short
    }
  }
  return found;
}

const CONFIRM_LINK = /https?:\/\/\S+\/signup\/confirm\?token=[A-Za-z0-9_%-]+/;

/**
 * The link of the newest sign-up confirmation e-mailed to `address`, waiting for it (mail goes
 * out just after the sign-up answers). `after` skips that many earlier mails to the address.
 */
export async function confirmationLink(address: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = emailsTo(address).slice(after);
        link = mails.map((m) => CONFIRM_LINK.exec(m.text)?.[0]).findLast(Boolean);
        return link;
      },
      { message: `a confirmation e-mail to ${address} in the server log`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

/** The token of that link, for POST /v3/public/partner-signup-confirmations. */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
