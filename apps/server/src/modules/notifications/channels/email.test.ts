import { beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { createCustomer, type TestCustomer } from '../../../test/factories.js';
import { testAppForFile } from '../../../test/file-app.js';
import { recipientOf, sampleNotification } from '../../../test/outgoing-notification.js';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.js';
import type { MailTransport } from '../../mail/mail.js';
import { PermanentChannelError } from '../channel.js';
import { createEmailChannel } from './email.js';

/** The e-mail channel (DESIGN §10): what it sends, and which SMTP refusals end the retries. */

const t = testAppForFile();
const FROM = 'Cổng khách hàng <no-reply@portal.test>';
let customer: TestCustomer;

beforeAll(async () => {
  customer = await createCustomer(t.app);
});

/** An SMTP server that refuses every recipient with 550 (no such mailbox). */
async function startRefusingSmtp(): Promise<{ transport: MailTransport; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    transport: nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('e-mail channel', () => {
  it('mails the title as subject and the sentence with the portal link', async () => {
    const mails: Parameters<MailTransport['sendMail']>[0][] = [];
    const channel = createEmailChannel({
      db: t.db,
      from: FROM,
      transport: { sendMail: async (message) => mails.push(message) },
    });
    await channel.send(sampleNotification(), recipientOf(customer));
    expect(mails).toEqual([
      {
        from: FROM,
        to: customer.email,
        subject: 'Đã cộng tiền nạp',
        text:
          'Đã cộng 500.000 đ vào ví của bạn (NT000123).\n\n' +
          'Xem trên cổng khách hàng: http://portal.test/#/wallet',
      },
    ]);
  });

  it('reaches a customer with an e-mail, not an unknown one', async () => {
    const channel = createEmailChannel({
      db: t.db,
      from: FROM,
      transport: { sendMail: async () => 0 },
    });
    expect(await channel.reachable(customer.id)).toBe(true);
    expect(await channel.reachable(999_999)).toBe(false);
  });

  it('passes a temporary SMTP refusal on to be retried, then delivers', async () => {
    const smtp = await startSmtpStandIn({ refuseFirst: 1 });
    try {
      const channel = createEmailChannel({ db: t.db, from: FROM, transport: smtp.transport });
      const first = await channel
        .send(sampleNotification(), recipientOf(customer))
        .catch((e: unknown) => e);
      expect(first).toBeInstanceOf(Error);
      expect(first).not.toBeInstanceOf(PermanentChannelError);
      await channel.send(sampleNotification(), recipientOf(customer));
      expect(smtp.received.map((mail) => mail.to)).toEqual([[customer.email]]);
    } finally {
      await smtp.close();
    }
  });

  it('gives up at once on a 5xx refusal', async () => {
    const smtp = await startRefusingSmtp();
    try {
      const channel = createEmailChannel({ db: t.db, from: FROM, transport: smtp.transport });
      const error = await channel
        .send(sampleNotification(), recipientOf(customer))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PermanentChannelError);
      expect((error as Error).message).toContain('No such mailbox');
    } finally {
      await smtp.close();
    }
  });
});
