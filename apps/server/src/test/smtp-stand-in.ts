import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { MailTransport } from '../modules/mail/mailer.js';

export interface SmtpStandIn {
  /** A nodemailer transport to it, as SMTP_URL would make. */
  transport: MailTransport;
  /** When each delivery was tried (MAIL FROM), refused or not. */
  attempts: number[];
  /** The mails it took: recipients and raw message. */
  received: { to: string[]; raw: string }[];
  close(): Promise<void>;
}

/**
 * A local SMTP server (smtp-server, nodemailer's own) for delivery tests: it answers the first
 * `refuseFirst` tries with 421 (a temporary refusal: try again later), then takes every mail.
 */
export async function startSmtpStandIn(
  options: { refuseFirst?: number } = {},
): Promise<SmtpStandIn> {
  const attempts: number[] = [];
  const received: SmtpStandIn['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      attempts.push(Date.now());
      if (attempts.length > (options.refuseFirst ?? 0)) return callback();
      callback(
        Object.assign(new Error('4.2.1 Mailbox busy, try again later'), { responseCode: 421 }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
  });
  return {
    transport,
    attempts,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
