import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { messages, type StatementImportAnswer, type StatementImportInput } from '@app/shared';
import type { Database } from '../../db/client.js';
import { ruleError } from '../../lib/errors.js';
import type { StaffScope } from '../../lib/owner-scope.js';
import { writeAudit } from '../audit/audit.repository.js';
import {
  parseCsvStatement,
  parseXlsxStatement,
  type ParsedStatement,
  type StatementLine,
} from './statement-files.js';
import { receiveTransfer } from './transfer-matcher.js';

/** What identifies a bank line: its reference when the bank gives one, else date, amount and content. */
function fingerprintOf(line: StatementLine): string {
  const identity = line.bankReference
    ? `ref:${line.bankReference}`
    : `line:${line.bookedOn}|${line.amount}|${line.content.replace(/\s+/g, ' ').toUpperCase()}`;
  return createHash('sha256').update(identity).digest('hex');
}

async function parse(input: StatementImportInput): Promise<ParsedStatement> {
  if (input.Csv !== undefined) return parseCsvStatement(input.Csv);
  const parsed = await parseXlsxStatement(Buffer.from(input.Xlsx ?? '', 'base64'));
  if (!parsed) throw ruleError(messages.statementFileInvalid);
  return parsed;
}

/**
 * Every line of a statement goes through the matcher bank notifications use, so a line confirms a
 * pending deposit once, whether it came first by SePay, Casso or an earlier import. Lines that name
 * a deposit but cannot confirm it wait in the unmatched queue; the rest of a statement (the
 * account's other income and payments) is only reported, not queued.
 */
export async function importStatement(
  db: Database,
  scope: StaffScope,
  input: StatementImportInput,
  log: FastifyBaseLogger,
): Promise<StatementImportAnswer> {
  const parsed = await parse(input);
  if (parsed.lines.length === 0) throw ruleError(messages.statementNoLines);
  const answer: StatementImportAnswer = {
    Confirmed: [],
    AlreadyUsed: [],
    Unmatched: parsed.unreadable.map((row) => ({
      Line: row.line,
      Content: row.content,
      Amount: 0,
      Reason: 'Không đọc được số tiền',
    })),
  };
  for (const line of parsed.lines) {
    const unmatched = (reason: string) =>
      answer.Unmatched.push({
        Line: line.line,
        Content: line.content,
        Amount: line.amount,
        Reason: reason,
      });
    try {
      const outcome = await receiveTransfer(
        db,
        {
          provider: 'statement',
          providerId: fingerprintOf(line),
          bankReference: line.bankReference,
          amount: line.amount,
          content: line.content,
          accountNumber: '',
          transferDate: line.bookedOn,
        },
        { storeUnnamed: false, actorId: scope.staffId },
      );
      if (outcome.kind === 'confirmed') {
        answer.Confirmed.push({
          Line: line.line,
          DepositCode: outcome.depositCode,
          Amount: line.amount,
        });
      } else if (outcome.kind === 'duplicate') {
        answer.AlreadyUsed.push({ Line: line.line, Content: line.content });
      } else {
        unmatched(outcome.reason);
      }
    } catch (error) {
      // Each line is its own transaction: one that fails unexpectedly credits nothing and is
      // reported, and the lines before and after it keep their outcome.
      log.error({ err: error, line: line.line }, 'statement line failed');
      unmatched(
        'Không xử lý được dòng này do lỗi hệ thống; dòng chưa được ghi nhận, hãy nhập lại sau',
      );
    }
  }
  await writeAudit(db, {
    actorId: scope.staffId,
    action: 'statement.import',
    entity: 'statement',
    entityId: '',
    after: {
      Confirmed: answer.Confirmed.length,
      AlreadyUsed: answer.AlreadyUsed.length,
      Unmatched: answer.Unmatched.length,
    },
  });
  return answer;
}
