import { describe, expect, it } from 'vitest';
import {
  fillMessage,
  formatVnd,
  messages as text,
  VoucherStatus,
  type AuditRow,
  type FundAccountRow,
  type VoucherRow,
} from '@app/shared';
import { staffMember } from '@app/shared/testing';
import { consoleListOf } from '../../test/console-lists.js';
import { createCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';
import {
  expectLedgerConsistent,
  financeMessages,
  ledgerOf,
  walletBalance,
} from '../../test/money.js';

const t = testAppForFile();
const list = consoleListOf(t, '/api/admin/vouchers');

type Send = ReturnType<typeof t.as>;

async function accountant(): Promise<{ id: number; email: string; send: Send }> {
  const member = await staffMember(t.journeys(), 'accountant');
  return { id: member.id, email: member.email, send: t.as(member.token) };
}

const voucher = (body: Record<string, unknown> = {}) => ({
  Kind: 2,
  Amount: 1_500_000,
  FundAccountId: 0,
  Counterparty: 'Công ty vận tải Bằng Tường',
  Reason: 'Cước xe tháng 11',
  ...body,
});

async function write(send: Send, body: Record<string, unknown> = {}) {
  const response = await send({
    method: 'POST',
    url: '/api/admin/vouchers',
    payload: voucher(body),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: number; Code: string }>();
}

const decide = (send: Send, id: number, move: 'approve' | 'reject', reason?: string) =>
  send({
    method: 'PUT',
    url: `/api/admin/vouchers/${id}/${move}`,
    ...(reason !== undefined && { payload: { Reason: reason } }),
  });

async function fundBalance(id: number): Promise<number> {
  const response = await t.asAdmin({ url: '/api/admin/fund-accounts' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FundAccountRow[]>().find((row) => row.Id === id)?.Balance ?? NaN;
}

async function auditOf(code: string): Promise<AuditRow[]> {
  const response = await t.asAdmin({
    url: '/api/admin/audit',
    query: { entity: 'voucher', entityId: code, take: '20' },
  });
  return response.json<{ Items: AuditRow[] }>().Items;
}

describe('receipts and payments with a second approver (DESIGN §12)', () => {
  it('moves nothing until another accountant approves; the writer cannot decide it', async () => {
    const maker = await accountant();
    const checker = await accountant();
    const before = await fundBalance(0);
    const { Id, Code } = await write(maker.send);
    expect(Code).toMatch(/^PC\d{6}$/);
    expect(await fundBalance(0)).toBe(before);

    for (const move of ['approve', 'reject'] as const) {
      const own = await decide(maker.send, Id, move, 'Tự duyệt');
      expect(own.statusCode).toBe(400);
      expect(own.json()).toEqual([text.voucherOwnApproval]);
    }
    // An all-round staff member writes vouchers but approves none.
    const staff = t.as((await staffMember(t.journeys(), 'staff')).token);
    expect((await decide(staff, Id, 'approve')).statusCode).toBe(403);
    expect(await fundBalance(0)).toBe(before);

    const approved = await decide(checker.send, Id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<VoucherRow>()).toMatchObject({
      Status: VoucherStatus.Approved,
      StatusName: 'Đã duyệt',
      CreatedById: maker.id,
      ApprovedById: checker.id,
      FundAccountName: 'Quỹ tiền mặt',
      FundBalanceAfter: before - 1_500_000,
    });
    expect(await fundBalance(0)).toBe(before - 1_500_000);

    const again = await decide(checker.send, Id, 'approve');
    expect(again.json()).toEqual([
      fillMessage(text.voucherDecided, { code: Code, status: 'Đã duyệt' }),
    ]);
    const audit = await auditOf(Code);
    expect(audit.map((row) => [row.Action, row.ActorEmail])).toEqual([
      ['voucher.approve', checker.email],
      ['voucher.create', maker.email],
    ]);
  });

  it('credits or debits a customer’s wallet through the ledger only when approved', async () => {
    const maker = await accountant();
    const customer = await createCustomer(t.app);
    const receipt = await write(maker.send, {
      Kind: 1,
      Amount: 700_000,
      CustomerId: customer.id,
      Counterparty: 'Khách nộp tiền mặt tại quầy',
      Reason: 'Nộp tiền mặt',
    });
    expect(receipt.Code).toMatch(/^PT\d{6}$/);
    expect(await walletBalance(t.db, customer.id)).toBe(0);
    expect(await ledgerOf(t.db, customer.id)).toEqual([]);

    expect((await decide(t.asAdmin, receipt.Id, 'approve')).statusCode).toBe(200);
    expect(await walletBalance(t.db, customer.id)).toBe(700_000);
    const [entry] = await ledgerOf(t.db, customer.id);
    expect(entry).toMatchObject({ amount: 700_000, refCode: receipt.Code });
    const [message] = await financeMessages(t.app, customer);
    expect(message?.Note).toContain(`Đã cộng ${formatVnd(700_000)} vào ví theo phiếu thu`);

    // A payment to the customer beyond their balance is refused and stays waiting.
    const payment = await write(maker.send, { Kind: 2, Amount: 900_000, CustomerId: customer.id });
    const refused = await decide(t.asAdmin, payment.Id, 'approve');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Số dư');
    const waiting = await list.page<VoucherRow>({ keyword: payment.Code });
    expect(waiting.Items[0]).toMatchObject({ Status: VoucherStatus.Pending, ApprovedById: null });
    expect(await walletBalance(t.db, customer.id)).toBe(700_000);
    await expectLedgerConsistent(t.db, customer.id);
  });

  it('keeps a rejection’s reason, and moves nothing', async () => {
    const maker = await accountant();
    const checker = await accountant();
    const before = await fundBalance(0);
    const { Id } = await write(maker.send, { Kind: 1, Amount: 2_000_000 });
    const rejected = await decide(checker.send, Id, 'reject', 'Thiếu chứng từ');
    expect(rejected.json<VoucherRow>()).toMatchObject({
      Status: VoucherStatus.Rejected,
      RejectReason: 'Thiếu chứng từ',
      ApprovedById: checker.id,
      FundBalanceAfter: null,
    });
    expect(await fundBalance(0)).toBe(before);
    expect((await decide(checker.send, Id, 'approve')).statusCode).toBe(400);
  });

  it('lets one of two concurrent approvals through, and moves the fund once', async () => {
    const maker = await accountant();
    const [first, second] = [await accountant(), await accountant()];
    const before = await fundBalance(0);
    const { Id } = await write(maker.send, { Kind: 1, Amount: 300_000 });
    const answers = await Promise.all([
      decide(first.send, Id, 'approve'),
      decide(second.send, Id, 'approve'),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(await fundBalance(0)).toBe(before + 300_000);
  });

  it('refuses what is not a voucher with a sentence for each field', async () => {
    const maker = await accountant();
    const staffAccount = await staffMember(t.journeys(), 'support');
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ FundAccountId: 999 }, { FundAccountId: [text.fundAccountUnknown] }],
      [{ Kind: 3 }, { Kind: [text.voucherKindInvalid] }],
      [{ Amount: 0 }, { Amount: [text.voucherAmountPositive] }],
      [{ Amount: 1.5 }, { Amount: [text.amountInteger] }],
      [{ Counterparty: '  ' }, { Counterparty: [text.counterpartyRequired] }],
      [{ CustomerId: staffAccount.id }, { CustomerId: [text.customerUnknown] }],
    ];
    for (const [body, expected] of cases) {
      const response = await maker.send({
        method: 'POST',
        url: '/api/admin/vouchers',
        payload: voucher(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(expected);
    }
  });

  it('lists vouchers by state, fund and code, and exports them with formulas neutralised', async () => {
    const maker = await accountant();
    const written = await write(maker.send, {
      Counterparty: '=HYPERLINK("http://x")',
      FundAccountId: 1,
    });
    await list.expectCountsAgree({});
    // Filters left empty, as the console sends them, are no filter (not the cash box, fund 0).
    const unfiltered = await list.page<VoucherRow>({ kind: '', fundAccountId: '' });
    expect(unfiltered.Total).toBe((await list.page<VoucherRow>({})).Total);
    const found = await list.page<VoucherRow>({ keyword: written.Code });
    expect(found.Items.map((row) => row.Id)).toEqual([written.Id]);
    const byFund = await list.page<VoucherRow>({ fundAccountId: '1', status: '0' });
    expect(byFund.Items.every((row) => row.FundAccountId === 1 && row.Status === 0)).toBe(true);
    const rows = await list.exported({ keyword: written.Code });
    expect(rows[1]).toEqual(
      expect.arrayContaining([written.Code, 'Phiếu chi', '-1500000', '\'=HYPERLINK("http://x")']),
    );
    await list.expectRefusals(['3', 'x']);
    await list.expectStaffOnly();
  });
});
