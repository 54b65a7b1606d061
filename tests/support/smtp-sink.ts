import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a loopback port for tests: the product sends to it through nodemailer
 * (SMTP_URL), and every message that arrives is parsed with mailparser and kept in `messages`.
 */
export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** Messages whose To is `address`. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender killed mid-conversation (the kill -9 tests) resets its connections; smtp-server
  // reports that as an 'error' event, which would otherwise be thrown in the test process.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressesOf = (mail: ParsedMail) =>
    [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((m) => addressesOf(m).includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
