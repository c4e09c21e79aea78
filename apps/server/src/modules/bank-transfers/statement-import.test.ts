import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import {
  BankTransferStatus,
  fillMessage,
  formatVnd,
  messages as text,
  RequestStatus,
  STATEMENT_LIMIT,
  StatementLineOutcome,
  type DepositCreated,
  type StatementImportAnswer,
  type StatementLineRow,
} from '@app/shared';
import {
  auditLog,
  bankTransfers,
  depositRequests,
  ledgerEntries,
  messages,
  stateHistory,
} from '../../db/schema.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import {
  declareDeposit,
  expectLedgerConsistent,
  financeMessages,
  walletBalance,
} from '../../test/money.js';
import { previewAndImport, statementCalls } from '../../test/statements.js';
import { testAppForFile } from '../../test/file-app.js';

/**
 * The bank statement import (DESIGN §4): t.admin preview a file, which writes nothing, then apply
 * exactly that preview in one transaction, or nothing when anything would now come out otherwise.
 */

const SEPAY_KEY = 'sepay-api-key-for-statement-tests';

const t = testAppForFile({ env: { SEPAY_API_KEY: SEPAY_KEY } });
const calls = statementCalls(t.asAdmin);

const { Credited, AlreadyUsed, Unmatched, Refused } = StatementLineOutcome;

/** Everything an import writes, counted: a refused one must leave every count as it was. */
async function footprint() {
  const rows = async (table: Parameters<typeof t.db.$count>[0]) => t.db.$count(table);
  return {
    transfers: await rows(bankTransfers),
    ledger: await rows(ledgerEntries),
    audit: await rows(auditLog),
    messages: await rows(messages),
    history: await rows(stateHistory),
  };
}

async function depositStatus(id: number) {
  const [row] = await t.db
    .select({ status: depositRequests.status })
    .from(depositRequests)
    .where(eq(depositRequests.id, id));
  return row?.status;
}

const preview = async (statement: object): Promise<StatementImportAnswer> => {
  const response = await calls.preview(statement);
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json<StatementImportAnswer>();
};

/** Line number and outcome of each line, the short form most checks read. */
const outcomes = (answer: StatementImportAnswer) =>
  answer.Lines.map((row) => [row.Line, row.Outcome] as const);

const changed = [text.statementChanged];

function sepay(content: string, amount: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sepay',
    headers: { authorization: `Apikey ${SEPAY_KEY}` },
    payload: {
      id: Date.now() * 100 + Math.floor(Math.random() * 100),
      gateway: 'Vietcombank',
      transactionDate: '2026-11-23 20:15:00',
      accountNumber: '0011004123456',
      subAccount: null,
      code: null,
      content,
      transferType: 'in',
      transferAmount: amount,
      accumulated: 19_077_000,
      referenceCode: '',
      description: '',
    },
  });
}

describe('a statement previewed, then applied as previewed', () => {
  let a: TestCustomer;
  let b: TestCustomer;
  let c: TestCustomer;
  let depositA: DepositCreated;
  let depositB: DepositCreated;
  let depositC: DepositCreated;
  let csv: string;
  let first: StatementImportAnswer;
  beforeAll(async () => {
    [a, b, c] = [
      await createCustomer(t.app),
      await createCustomer(t.app),
      await createCustomer(t.app),
    ];
    depositA = await declareDeposit(t.app, a, 300_000);
    depositB = await declareDeposit(t.app, b, 1_450_000);
    depositC = await declareDeposit(t.app, c, 200_000);
    const squeezed = depositA.TransferContent.replace(/\s+/g, '');
    const chatty = `chuyen tien ${depositB.TransferContent.toLowerCase()} ck nhanh 24/7`;
    csv = [
      'Ngày,Số tiền,Nội dung,Mã giao dịch',
      `01/10/2025,300000,${squeezed},FT2501001`,
      `01/10/2025,"1.450.000","${chatty}",FT2501002`,
      `01/10/2025,150000,${depositC.TransferContent},FT2501003`,
      `01/10/2025,-50000,${depositC.TransferContent},FT2501004`,
      `01/10/2025,90000,Thanh toán hóa đơn điện,FT2501005`,
      `01/10/2025,abc,${depositC.TransferContent},FT2501006`,
    ].join('\r\n');
  });

  it('shows what every line will do and writes nothing', async () => {
    const before = await footprint();
    first = await preview({ Csv: csv });
    const line = (row: Partial<StatementLineRow>) => ({
      BookedOn: '01/10/2025',
      DepositCode: '',
      CustomerCode: '',
      Reason: '',
      ...row,
    });
    expect(first.Lines).toEqual([
      line({
        Line: 2,
        Amount: 300_000,
        Content: depositA.TransferContent.replace(/\s+/g, ''),
        Outcome: Credited,
        OutcomeName: 'Nạp vào ví',
        DepositCode: depositA.Code,
        CustomerCode: a.code,
      }),
      line({
        Line: 3,
        Amount: 1_450_000,
        Content: `chuyen tien ${depositB.TransferContent.toLowerCase()} ck nhanh 24/7`,
        Outcome: Credited,
        OutcomeName: 'Nạp vào ví',
        DepositCode: depositB.Code,
        CustomerCode: b.code,
      }),
      line({
        Line: 4,
        Amount: 150_000,
        Content: depositC.TransferContent,
        Outcome: Unmatched,
        OutcomeName: 'Chờ xử lý',
        DepositCode: depositC.Code,
        CustomerCode: c.code,
        Reason: `Số tiền khác yêu cầu ${depositC.Code} (${formatVnd(200_000)})`,
      }),
      line({
        Line: 5,
        Amount: -50_000,
        Content: depositC.TransferContent,
        Outcome: Refused,
        OutcomeName: 'Không ghi nhận',
        Reason: 'Không phải giao dịch tiền vào',
      }),
      line({
        Line: 6,
        Amount: 90_000,
        Content: 'Thanh toán hóa đơn điện',
        Outcome: Refused,
        OutcomeName: 'Không ghi nhận',
        Reason: text.statementNoDepositCode,
      }),
      line({
        Line: 7,
        Amount: null,
        Content: `01/10/2025 abc ${depositC.TransferContent} FT2501006`,
        Outcome: Refused,
        OutcomeName: 'Không ghi nhận',
        Reason: text.statementAmountUnreadable,
      }),
    ]);
    expect(first).toMatchObject({
      Credited: { Count: 2, Amount: 1_750_000 },
      AlreadyUsed: 0,
      Unmatched: 1,
      Refused: 3,
      PreviewDigest: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
    });
    // Nothing was kept: no transfer, ledger row, message, history or audit row; all still pending.
    expect(await footprint()).toEqual(before);
    for (const deposit of [depositA, depositB, depositC]) {
      expect(await depositStatus(deposit.Id)).toBe(RequestStatus.Pending);
    }
    expect(await walletBalance(t.db, a.id)).toBe(0);
    // A second preview of an unchanged state says the same, to the digest.
    expect(await preview({ Csv: csv })).toEqual(first);
  });

  it('applies exactly the previewed lines, in one go', async () => {
    const response = await calls.apply({ Csv: csv }, first.PreviewDigest);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(first);

    expect(await expectLedgerConsistent(t.db, a.id)).toBe(300_000);
    expect(await expectLedgerConsistent(t.db, b.id)).toBe(1_450_000);
    expect(await expectLedgerConsistent(t.db, c.id)).toBe(0);
    expect(await depositStatus(depositC.Id)).toBe(RequestStatus.Pending);
    const [message] = await financeMessages(t.app, b);
    expect(message?.Note).toContain(`${depositB.Code} đã được duyệt`);
    // Line 4 waits for t.admin in the unmatched queue; the refused lines were not stored.
    const stored = await t.db
      .select({ amount: bankTransfers.amount, status: bankTransfers.status })
      .from(bankTransfers)
      .where(eq(bankTransfers.provider, 'statement'));
    expect(stored.map((row) => [row.amount, row.status]).sort()).toEqual([
      [1_450_000, BankTransferStatus.Matched],
      [150_000, BankTransferStatus.Unmatched],
      [300_000, BankTransferStatus.Matched],
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'statement.import'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toEqual({
      Confirmed: 2,
      AlreadyUsed: 0,
      Unmatched: 4,
      Amount: 1_750_000,
    });
    const approvals = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.approve'), eq(auditLog.entityId, depositA.Code)));
    expect(approvals[0]?.after).toMatchObject({ Source: 'sao kê ngân hàng' });
  });

  it('reports the lines of a file applied again as already used, and credits nothing twice', async () => {
    // The first preview's digest no longer describes what the file would do.
    const stale = await calls.apply({ Csv: csv }, first.PreviewDigest);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual(changed);

    const before = await footprint();
    const { preview: again, applied } = await previewAndImport(t.app, t.admin, { Csv: csv });
    expect(outcomes(again)).toEqual([
      [2, AlreadyUsed],
      [3, AlreadyUsed],
      // Line 4 named a request with another amount: it waits, recorded once.
      [4, AlreadyUsed],
      [5, Refused],
      [6, Refused],
      [7, Refused],
    ]);
    expect(again.Lines[0]).toMatchObject({ DepositCode: depositA.Code, CustomerCode: a.code });
    expect(applied).toEqual(again);
    expect(applied.Credited).toEqual({ Count: 0, Amount: 0 });
    expect(await footprint()).toEqual({ ...before, audit: before.audit + 1 });
    expect(await walletBalance(t.db, a.id)).toBe(300_000);
    const credits = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.refCode, depositA.Code));
    expect(credits).toHaveLength(1);
  });

  it('waits a second bank line for a request already confirmed, naming why', async () => {
    const other = `Ngày,Số tiền,Nội dung,Mã giao dịch\n02/10/2025,300000,${depositA.TransferContent},FT2502999`;
    const { applied } = await previewAndImport(t.app, t.admin, { Csv: other });
    expect(applied.Lines).toEqual([
      expect.objectContaining({
        Line: 2,
        Outcome: Unmatched,
        DepositCode: depositA.Code,
        Reason: fillMessage(text.requestAlreadyHandled, {
          code: depositA.Code,
          status: 'Đã duyệt',
        }),
      }),
    ]);
    expect(await walletBalance(t.db, a.id)).toBe(300_000);
  });
});

describe('an import that no longer matches its preview', () => {
  it('refuses a digest of another file, a changed file or a made-up digest, writing nothing', async () => {
    const customer = await createCustomer(t.app);
    const deposit = await declareDeposit(t.app, customer, 260_000);
    const previewed = { Csv: `06/10/2025,260000,${deposit.TransferContent},FT-OTHER-1` };
    const { PreviewDigest } = await preview(previewed);
    const before = await footprint();
    const attempts = [
      // Another file, whose lines would credit the same deposit just as well.
      calls.apply(
        { Csv: `06/10/2025,260000,${deposit.TransferContent},FT-OTHER-2` },
        PreviewDigest,
      ),
      calls.apply({ Csv: `${previewed.Csv}\n06/10/2025,1000,phi,FT-OTHER-3` }, PreviewDigest),
      calls.apply(
        previewed,
        PreviewDigest.replace(/^./, (x) => (x === '0' ? '1' : '0')),
      ),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(changed);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/deposits/import',
      headers: { authorization: `Bearer ${t.admin}` },
      payload: previewed,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ PreviewDigest: [text.statementPreviewRequired] });
    expect(await footprint()).toEqual(before);
    expect(await depositStatus(deposit.Id)).toBe(RequestStatus.Pending);
    // The preview itself still applies.
    expect((await calls.apply(previewed, PreviewDigest)).statusCode).toBe(200);
    expect(await walletBalance(t.db, customer.id)).toBe(260_000);
  });

  it('refuses the whole file when a notification confirmed one of its deposits meanwhile', async () => {
    const customer = await createCustomer(t.app);
    const one = await declareDeposit(t.app, customer, 410_000);
    const two = await declareDeposit(t.app, customer, 420_000);
    // Our CSV without the bank's reference, as a bank's other exports come.
    const statement = {
      Csv: [
        `07/10/2025,410000,${one.TransferContent}`,
        `07/10/2025,420000,${two.TransferContent}`,
      ].join('\n'),
    };
    const seen = await preview(statement);
    expect(outcomes(seen)).toEqual([
      [1, Credited],
      [2, Credited],
    ]);
    expect((await sepay(two.TransferContent, 420_000)).statusCode).toBe(200);
    expect(await depositStatus(two.Id)).toBe(RequestStatus.Approved);
    const before = await footprint();

    const refused = await calls.apply(statement, seen.PreviewDigest);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(changed);
    expect(await footprint()).toEqual(before);
    expect(await depositStatus(one.Id)).toBe(RequestStatus.Pending);
    expect(await walletBalance(t.db, customer.id)).toBe(420_000);

    // Previewed again, the notified line is already used and the other one still credits.
    const { preview: again } = await previewAndImport(t.app, t.admin, statement);
    expect(outcomes(again)).toEqual([
      [1, Credited],
      [2, AlreadyUsed],
    ]);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(830_000);
  });

  it('rolls every line back when one fails on the way, and applies them all later', async () => {
    const customer = await createCustomer(t.app);
    const fine = await declareDeposit(t.app, customer, 510_000);
    const failing = await declareDeposit(t.app, customer, 777_777);
    const statement = {
      Csv: [
        `08/10/2025,510000,${fine.TransferContent},FT-FAIL-1`,
        `08/10/2025,777777,${failing.TransferContent},FT-FAIL-2`,
      ].join('\n'),
    };
    const seen = await preview(statement);
    expect(seen.Credited).toEqual({ Count: 2, Amount: 1_287_777 });
    // The database refuses the second line's ledger row, as a full disk or a dropped connection
    // would, after the first line has been credited in the same transaction.
    await t.db.execute(
      sql.raw(`create function refuse_test_amount() returns trigger language plpgsql as $$
        begin
          if new.amount = 777777 then raise exception 'refused for the test'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_test_amount before insert on ledger_entries
        for each row execute function refuse_test_amount()`),
    );
    const before = await footprint();
    try {
      const failed = await calls.apply(statement, seen.PreviewDigest);
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_test_amount on ledger_entries'));
      await t.db.execute(sql.raw('drop function refuse_test_amount()'));
    }
    expect(await footprint()).toEqual(before);
    expect(await depositStatus(fine.Id)).toBe(RequestStatus.Pending);
    expect(await walletBalance(t.db, customer.id)).toBe(0);

    const applied = await calls.apply(statement, seen.PreviewDigest);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(1_287_777);
  });
});

describe('statement text', () => {
  it('confirms a line without a header or bank reference, with ; separators', async () => {
    const customer = await createCustomer(t.app);
    const created = await declareDeposit(t.app, customer, 2_000_000);
    const line = `03/10/2025;2.000.000;IBFT ${created.TransferContent.replace(/ /g, '-')}`;
    const { applied } = await previewAndImport(t.app, t.admin, { Csv: line });
    expect(applied.Lines).toEqual([
      expect.objectContaining({ Line: 1, DepositCode: created.Code, Amount: 2_000_000 }),
    ]);
    expect(applied.Credited.Count).toBe(1);
    const again = await previewAndImport(t.app, t.admin, { Csv: line });
    expect(outcomes(again.applied)).toEqual([[1, AlreadyUsed]]);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(2_000_000);
  });

  it('refuses absurd amounts line by line and credits the good lines, once', async () => {
    const customer = await createCustomer(t.app);
    const created = await declareDeposit(t.app, customer, 320_000);
    const csv = [
      'Ngày,Số tiền,Nội dung,Mã giao dịch',
      `05/10/2025,320000,${created.TransferContent},FT-ABSURD-1`,
      '05/10/2025,99999999999999999999999,NAP KH000001 11111,FT-ABSURD-2',
      '05/10/2025,-99999999999999999999999,tra lai,FT-ABSURD-3',
    ].join('\n');
    const { applied } = await previewAndImport(t.app, t.admin, { Csv: csv });
    expect(applied.Lines.map((row) => [row.Line, row.Outcome, row.Amount, row.Reason])).toEqual([
      [2, Credited, 320_000, ''],
      [3, Refused, null, text.statementAmountUnreadable],
      [4, Refused, null, text.statementAmountUnreadable],
    ]);
    const again = await previewAndImport(t.app, t.admin, { Csv: csv });
    expect(outcomes(again.applied)).toEqual([
      [2, AlreadyUsed],
      [3, Refused],
      [4, Refused],
    ]);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(320_000);
  });

  it('checks a statement with a NUL whole, previewing nothing', async () => {
    const customer = await createCustomer(t.app);
    const created = await declareDeposit(t.app, customer, 330_000);
    const csv = `05/10/2025,330000,${created.TransferContent},FT-NUL-1\n05/10/2025,1000,a\u0000b,FT-NUL-2`;
    const response = await calls.preview({ Csv: csv });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Csv: [text.textControlCharacter] });
  });

  it('refuses an empty statement and one without readable lines', async () => {
    const empty = await calls.preview({ Csv: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ Csv: [text.statementRequired] });
    const nothing = await calls.preview({});
    expect(nothing.json()).toEqual({ Csv: [text.statementRequired] });
    const unreadable = await calls.preview({ Csv: 'Ngày,Số tiền,Nội dung\n01/10/2025,abc,xyz' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual([text.statementNoLines]);
  });

  it('accepts a statement up to 2,000,000 characters and refuses a longer one clearly', async () => {
    const customer = await createCustomer(t.app);
    const created = await declareDeposit(t.app, customer, 340_000);
    const good = `05/10/2025,340000,${created.TransferContent},FT-BIG-1`;
    const filler = `05/10/2025,1000,Chuyển khoản khác số ${'x'.repeat(60)}`;
    const lines = [good];
    let size = good.length;
    while (size + filler.length + 1 <= STATEMENT_LIMIT) {
      lines.push(filler);
      size += filler.length + 1;
    }
    const big = lines.join('\n');
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const { applied } = await previewAndImport(t.app, t.admin, { Csv: big });
    expect(applied.Credited.Count).toBe(1);
    expect(applied.Lines).toHaveLength(lines.length);

    const tooLong = await calls.preview({ Csv: `${big}\n${filler}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<Record<string, string[]>>().Csv?.[0]).toMatch(
      /không quá 2\.000\.000 ký tự/,
    );
  }, 120_000);
});

/** A workbook as a spreadsheet program writes it, in base64 as the console sends it. */
async function xlsxOf(rows: SheetData): Promise<{ Xlsx: string }> {
  const file = await writeXlsxFile(rows).toBuffer();
  return { Xlsx: file.toString('base64') };
}

const day = (date: string) => {
  const [dd, mm, yyyy] = date.split('/').map(Number);
  return {
    value: new Date(Date.UTC(yyyy ?? 0, (mm ?? 1) - 1, dd)),
    type: Date,
    format: 'dd/mm/yyyy',
  };
};

describe('the banks’ .xlsx exports', () => {
  it('reads Vietcombank’s export by its headers, below the account’s details', async () => {
    const customer = await createCustomer(t.app);
    const first = await declareDeposit(t.app, customer, 700_000);
    const second = await declareDeposit(t.app, customer, 90_000);
    const statement = await xlsxOf([
      ['NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM'],
      ['SAO KÊ TÀI KHOẢN'],
      ['Số tài khoản: 0011004123456 - CÔNG TY TNHH THƯƠNG MẠI HÀNG TRUNG QUỐC'],
      ['Từ ngày 01/11/2026 đến ngày 23/11/2026'],
      [
        'STT',
        'Ngày giao dịch',
        'Số tham chiếu',
        'Số tiền ghi nợ',
        'Số tiền ghi có',
        'Số dư',
        'Mô tả',
      ],
      [
        1,
        day('22/11/2026'),
        '5327FT26326001',
        null,
        700_000,
        1_700_000,
        `Nguyễn Thị Ánh chuyển tiền ${first.TransferContent}`,
      ],
      [2, day('22/11/2026'), '5327FT26326002', 45_000, null, 1_655_000, 'Phí dịch vụ SMS Banking'],
      [
        3,
        day('23/11/2026'),
        '5327FT26327003',
        null,
        90_000,
        1_745_000,
        second.TransferContent.replace(/ /g, ''),
      ],
      [4, day('23/11/2026'), '5327FT26327004', null, 120_000, 1_865_000, 'Trả tiền hàng chị Hương'],
    ]);
    const { preview: seen, applied } = await previewAndImport(t.app, t.admin, statement);
    expect(seen.Lines.map((row) => [row.Line, row.BookedOn, row.Amount, row.Outcome])).toEqual([
      [6, '22/11/2026', 700_000, Credited],
      [7, '22/11/2026', -45_000, Refused],
      [8, '23/11/2026', 90_000, Credited],
      [9, '23/11/2026', 120_000, Refused],
    ]);
    expect(seen.Lines[0]?.Content).toBe(`Nguyễn Thị Ánh chuyển tiền ${first.TransferContent}`);
    expect(seen.Lines[3]?.Content).toBe('Trả tiền hàng chị Hương');
    expect(applied).toEqual(seen);
    expect(applied.Credited).toEqual({ Count: 2, Amount: 790_000 });
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(790_000);
  });

  it('reads MB Bank’s export, its dates as text, and reports an unreadable amount', async () => {
    const customer = await createCustomer(t.app);
    const deposit = await declareDeposit(t.app, customer, 1_250_000);
    const statement = await xlsxOf([
      ['NGÂN HÀNG TMCP QUÂN ĐỘI (MB)'],
      ['Tên tài khoản: CÔNG TY TNHH THƯƠNG MẠI HÀNG TRUNG QUỐC'],
      [],
      ['Số bút toán', 'Ngày hạch toán', 'Phát sinh nợ', 'Phát sinh có', 'Số dư', 'Diễn giải'],
      [
        'FT26327111',
        '23/11/2026 08:15:00',
        0,
        1_250_000,
        6_250_000,
        `CUSTOMER ${deposit.TransferContent} Trần Văn Đức chuyển khoản`,
      ],
      ['FT26327112', '23/11/2026 09:00:00', 0, 'không rõ', 6_250_000, 'Lãi tiền gửi'],
    ]);
    const { applied } = await previewAndImport(t.app, t.admin, statement);
    expect(applied.Lines).toEqual([
      expect.objectContaining({
        Line: 5,
        BookedOn: '23/11/2026 08:15:00',
        Outcome: Credited,
        DepositCode: deposit.Code,
        CustomerCode: customer.code,
      }),
      expect.objectContaining({
        Line: 6,
        Amount: null,
        Outcome: Refused,
        Reason: text.statementAmountUnreadable,
      }),
    ]);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(1_250_000);
  });

  it('answers a Vietnamese sentence for a file that is no statement, writing nothing', async () => {
    const before = await footprint();
    const refusedWith = async (statement: object, answer: unknown) => {
      for (const response of [
        await calls.preview(statement),
        await calls.apply(statement, '0'.repeat(64)),
      ]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual(answer);
      }
    };
    const base64 = (bytes: Buffer) => ({ Xlsx: bytes.toString('base64') });
    await refusedWith(base64(randomBytes(4096)), [text.statementFileInvalid]);
    await refusedWith(base64(zipOf('ghi-chu.txt', 'Không phải bảng tính')), [
      text.statementFileInvalid,
    ]);
    await refusedWith(
      await xlsxOf([
        ['Họ tên', 'Giá', 'Ghi chú'],
        ['Trần Thị Bình', 150_000, 'NAP KH000001 11111'],
      ]),
      [text.statementHeaderMissing],
    );
    await refusedWith(await xlsxOf([]), [text.statementNoLines]);
    await refusedWith({ Xlsx: '' }, { Xlsx: [text.statementFileInvalid] });
    await refusedWith({ Xlsx: 'không phải base64' }, { Xlsx: [text.statementFileInvalid] });
    expect(await footprint()).toEqual(before);
  });
});

/** A real zip archive holding one stored file: packed as a spreadsheet is, without being one. */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const checksum = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const entries = Buffer.concat([local, fileName, data]);
  const directory = Buffer.concat([central, fileName]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(entries.length, 16);
  return Buffer.concat([entries, directory, end]);
}
