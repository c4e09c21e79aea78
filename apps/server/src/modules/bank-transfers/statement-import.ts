import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  labelOf,
  messages,
  StatementLineOutcome,
  statementLineOutcomeNames,
  type StatementImportAnswer,
  type StatementImportInput,
  type StatementLineRow,
  type StatementPreviewInput,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { ruleError } from '../../lib/errors.js';
import type { StaffScope } from '../../lib/owner-scope.js';
import { writeAudit } from '../audit/audit.repository.js';
import {
  parseCsvStatement,
  parseXlsxStatement,
  type ParsedStatement,
  type StatementLine,
} from './statement-files.js';
import {
  lockDepositsNamedIn,
  receiveTransferIn,
  type NamedDeposit,
  type TransferOutcome,
} from './transfer-matcher.js';

/**
 * A bank statement is imported in two calls. The preview matches every line exactly as the import
 * will, in a transaction it then rolls back, and answers what each line would do with a digest of
 * it all. The import matches the lines again, in one transaction, and commits only if the digest
 * is the same: staff get what they saw, all of it or nothing.
 *
 * Nothing of a preview outlives its rollback: the matcher writes only rows (transfers, history,
 * ledger, messages, audit); customer counters are kept by deferred triggers, which never fire for
 * a transaction rolled back; no mail is sent and no cache is touched (settings are only read, and
 * a statement does not even read them). Only sequence numbers are used up.
 */

/** What identifies a bank line: its reference when the bank gives one, else date, amount and content. */
function fingerprintOf(line: StatementLine): string {
  const identity = line.bankReference
    ? `ref:${line.bankReference}`
    : `line:${line.bookedOn}|${line.amount}|${line.content.replace(/\s+/g, ' ').toUpperCase()}`;
  return createHash('sha256').update(identity).digest('hex');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function parse(input: StatementPreviewInput): Promise<ParsedStatement> {
  let parsed: ParsedStatement | null;
  if (input.Csv !== undefined) {
    parsed = parseCsvStatement(input.Csv);
  } else {
    parsed = await parseXlsxStatement(Buffer.from(input.Xlsx ?? '', 'base64'));
    if (!parsed) throw ruleError('statementFileInvalid');
    // A spreadsheet is a bank's export, whose columns only its header names: read by position,
    // its numbers would be taken for amounts.
    if (!parsed.hasHeader && parsed.lines.length + parsed.unreadable.length > 0) {
      throw ruleError('statementHeaderMissing');
    }
  }
  if (parsed.lines.length === 0) throw ruleError('statementNoLines');
  return parsed;
}

/** The file itself, so that a preview of one file is never applied to another. */
const fileDigestOf = (input: StatementPreviewInput) =>
  input.Csv !== undefined ? sha256(`csv\n${input.Csv}`) : sha256(`xlsx\n${input.Xlsx ?? ''}`);

const outcomeOf: Record<TransferOutcome['kind'], StatementLineOutcome> = {
  confirmed: StatementLineOutcome.Credited,
  duplicate: StatementLineOutcome.AlreadyUsed,
  unmatched: StatementLineOutcome.Unmatched,
  ignored: StatementLineOutcome.Refused,
};

function rowOf(
  line: { line: number; bookedOn: string; content: string },
  amount: number | null,
  outcome: StatementLineOutcome,
  reason: string,
  deposit: NamedDeposit | null,
): StatementLineRow {
  return {
    Line: line.line,
    BookedOn: line.bookedOn,
    Amount: amount,
    Content: line.content,
    Outcome: outcome,
    OutcomeName: labelOf(statementLineOutcomeNames, outcome),
    DepositCode: deposit?.depositCode ?? '',
    CustomerCode: deposit?.customerCode ?? '',
    Reason: reason,
  };
}

/**
 * Every line through the matcher bank notifications use, in the caller's transaction, so a line
 * confirms a pending deposit once, whether it came first by SePay, Casso or an earlier import.
 * Lines that name a deposit but cannot confirm it wait in the unmatched queue; the rest of a
 * statement (the account's other income and payments) is only reported, not stored.
 */
async function matchLines(
  tx: Transaction,
  statement: ParsedStatement,
  fileDigest: string,
  actorId: number,
): Promise<StatementImportAnswer> {
  // One statement at a time: two staff applying the same file at once would otherwise wait on
  // each other's rows in whatever order their lines come; the second now sees the first's work.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('statement-import'))`);
  await lockDepositsNamedIn(
    tx,
    statement.lines.filter((line) => line.amount > 0).map((line) => line.content),
  );
  const rows: StatementLineRow[] = [];
  for (const line of statement.lines) {
    const outcome = await receiveTransferIn(
      tx,
      {
        provider: 'statement',
        providerId: fingerprintOf(line),
        bankReference: line.bankReference,
        amount: line.amount,
        content: line.content,
        accountNumber: '',
        transferDate: line.bookedOn,
      },
      { storeUnnamed: false, actorId },
    );
    const reason = outcome.kind === 'ignored' || outcome.kind === 'unmatched' ? outcome.reason : '';
    const deposit = outcome.kind === 'ignored' ? null : outcome.deposit;
    rows.push(rowOf(line, line.amount, outcomeOf[outcome.kind], reason, deposit));
  }
  for (const row of statement.unreadable) {
    rows.push(
      rowOf(row, null, StatementLineOutcome.Refused, messages.statementAmountUnreadable, null),
    );
  }
  rows.sort((a, b) => a.Line - b.Line);
  return summarize(rows, fileDigest);
}

function summarize(rows: StatementLineRow[], fileDigest: string): StatementImportAnswer {
  const count = (outcome: StatementLineOutcome) =>
    rows.filter((row) => row.Outcome === outcome).length;
  const credited = rows.filter((row) => row.Outcome === StatementLineOutcome.Credited);
  return {
    Lines: rows,
    Credited: {
      Count: credited.length,
      Amount: credited.reduce((sum, row) => sum + (row.Amount ?? 0), 0),
    },
    AlreadyUsed: count(StatementLineOutcome.AlreadyUsed),
    Unmatched: count(StatementLineOutcome.Unmatched),
    Refused: count(StatementLineOutcome.Refused),
    // Canonical by construction: an array per line, its fields in a fixed order.
    PreviewDigest: sha256(
      JSON.stringify([
        fileDigest,
        rows.map((row) => [
          row.Line,
          row.BookedOn,
          row.Amount,
          row.Content,
          row.Outcome,
          row.DepositCode,
          row.CustomerCode,
          row.Reason,
        ]),
      ]),
    ),
  };
}

/** Thrown to roll a preview's transaction back; it carries the answer out. */
class PreviewRollback extends Error {
  constructor(readonly answer: StatementImportAnswer) {
    super('statement preview rolled back');
  }
}

/** What every line of a statement would do, computed as the import would and then rolled back. */
export async function previewStatement(
  db: Database,
  scope: StaffScope,
  input: StatementPreviewInput,
): Promise<StatementImportAnswer> {
  const statement = await parse(input);
  try {
    await db.transaction(async (tx) => {
      throw new PreviewRollback(
        await matchLines(tx, statement, fileDigestOf(input), scope.staffId),
      );
    });
  } catch (error) {
    if (error instanceof PreviewRollback) return error.answer;
    throw error;
  }
  throw new Error('a statement preview must roll back');
}

/**
 * The statement applied in one transaction, if every line comes out as its preview said (the
 * digest staff send back): a deposit confirmed meanwhile, another file, or a line that fails
 * leaves everything as it was.
 */
export async function importStatement(
  db: Database,
  scope: StaffScope,
  input: StatementImportInput,
): Promise<StatementImportAnswer> {
  const statement = await parse(input);
  return db.transaction(async (tx) => {
    const answer = await matchLines(tx, statement, fileDigestOf(input), scope.staffId);
    if (answer.PreviewDigest !== input.PreviewDigest) throw ruleError('statementChanged');
    await writeAudit(tx, {
      actorId: scope.staffId,
      action: 'statement.import',
      entity: 'statement',
      entityId: '',
      // The audit's labels name these three (refused lines are counted as not matched, as they
      // always were) and the amount credited.
      after: {
        Confirmed: answer.Credited.Count,
        AlreadyUsed: answer.AlreadyUsed,
        Unmatched: answer.Unmatched + answer.Refused,
        Amount: answer.Credited.Amount,
      },
    });
    return answer;
  });
}
