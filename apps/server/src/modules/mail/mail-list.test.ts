import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { MailState, type MailRow } from '@app/shared';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';
import { EXPORTED_TIME, consoleListOf } from '../../test/console-lists.js';
import { createMailer, type Mail } from './mailer.js';

/** Every address of this file starts so, which keeps the mails other set-ups wrote out of its counts. */
const MINE = 'hopthu.';
const address = (name: string) => `${MINE}${name}@example.vn`;

/** An SMTP server's lasting refusal (5xx): the mail is given up at once, not retried. */
const refusal = (reason: string) => Object.assign(new Error(reason), { responseCode: 550 });
const refusals = new Map([
  // A refusal a spreadsheet would take for a formula.
  [address('chi'), refusal('=cmd|550 mailbox unavailable')],
  [address('dung'), refusal('550')],
]);

const t = testAppForFile({
  mailTransport: {
    async sendMail(message) {
      const refused = refusals.get(message.to);
      if (refused) throw refused;
    },
  },
});
const outbox = consoleListOf(t, '/api/admin/mails');
let customer: TestCustomer;

/** Writes a mail as a server without SMTP_URL does: kept in the outbox, never sent. */
async function keep(mail: Mail) {
  const mailer = createMailer({
    db: t.db,
    jobs: t.deps.jobs,
    smtpUrl: undefined,
    from: 'portal@example.vn',
    log: pino({ level: 'silent' }),
  });
  await mailer.send(mail);
}

beforeAll(async () => {
  customer = await createCustomer(t.app, { Email: address('an.nguyen') });
  const to = customer.email;
  await t.deps.mailer.send({ to, subject: 'Đổi mật khẩu tài khoản', text: 'Đường dẫn' });
  await keep({ to: address('binh'), subject: 'Cảnh báo đăng nhập sai', text: 'Ba lần' });
  await t.deps.mailer.send({
    to: address('chi'),
    subject: '=HYPERLINK("http://x.example","mở")',
    text: 'Thư',
  });
  await t.deps.mailer.send({ to: address('dung'), subject: 'Đổi mật khẩu', text: 'Thư' });
  await t.runJobs();
});

const recipients = (answer: { Items: MailRow[] }) => answer.Items.map((row) => row.To);

describe('the mail outbox (console list kit)', () => {
  it('counts waiting, sent and refused mail in the same answer as the rows', async () => {
    const all = await outbox.expectCountsAgree({ keyword: MINE });
    expect(all.Counts).toEqual([
      { Status: MailState.Pending, Count: 1 },
      { Status: MailState.Sent, Count: 1 },
      { Status: MailState.Failed, Count: 2 },
    ]);
    // The work left: what is waiting and what was refused, together.
    const work = await outbox.page<MailRow>({
      keyword: MINE,
      status: `${MailState.Pending},${MailState.Failed}`,
    });
    expect(recipients(work)).toEqual([address('dung'), address('chi'), address('binh')]);
    const refused = work.Items.find((row) => row.To === address('dung'));
    expect(refused).toMatchObject({
      Status: MailState.Failed,
      StatusName: 'Gửi lỗi',
      SentDate: null,
      Attempts: 1,
      Error: '550',
    });
    const waiting = work.Items.find((row) => row.To === address('binh'));
    expect(waiting).toMatchObject({ Status: MailState.Pending, Attempts: 0, Error: '' });
  });

  it('finds mail by the start of the address, words of the subject or the customer', async () => {
    expect(recipients(await outbox.page({ keyword: 'HOPTHU.BINH@' }))).toEqual([address('binh')]);
    expect(recipients(await outbox.page({ keyword: 'khẩu đổi' }))).toEqual([
      address('dung'),
      customer.email,
    ]);
    for (const keyword of [customer.code, customer.code.slice(2)]) {
      expect(recipients(await outbox.page({ keyword })), keyword).toEqual([customer.email]);
    }
    expect((await outbox.page({ keyword: 'binh@' })).Total).toBe(0);
  });

  it('exports the filtered rows, a formula-like subject or error kept as text', async () => {
    const rows = await outbox.exported({ keyword: address('chi') });
    expect(rows).toEqual([
      ['Thời gian', 'Người nhận', 'Tiêu đề', 'Trạng thái', 'Gửi lúc', 'Số lần gửi', 'Lỗi'],
      [
        expect.stringMatching(EXPORTED_TIME),
        address('chi'),
        `'=HYPERLINK("http://x.example","mở")`,
        'Gửi lỗi',
        '',
        '1',
        "'=cmd|550 mailbox unavailable",
      ],
    ]);
    const sent = await outbox.exported({
      keyword: 'mật khẩu',
      status: String(MailState.Sent),
    });
    expect(sent.slice(1).map((row) => [row[1], row[3]])).toEqual([[customer.email, 'Đã gửi']]);
    expect(sent[1]?.[4]).toMatch(EXPORTED_TIME);
  });

  it('refuses an unknown format or state with a sentence', async () => {
    await outbox.expectRefusals(['3', '0,x']);
  });

  it('keeps customers out', async () => {
    await outbox.expectStaffOnly(customer.token);
  });
});
