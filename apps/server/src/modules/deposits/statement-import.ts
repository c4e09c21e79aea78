import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  fillMessage,
  formatVnd,
  labelOf,
  messages,
  RequestStatus,
  requestStatusNames,
  type StatementImportAnswer,
} from '@app/shared';
import type { Database } from '../../db/client.js';
import { bankStatementLines } from '../../db/schema.js';
import { BadRequestError, ruleError } from '../../lib/errors.js';
import type { StaffScope } from '../../lib/owner-scope.js';
import { writeAudit } from '../audit/audit.repository.js';
import { findDepositByTransferContent } from './deposits.repository.js';
import { confirmDeposit } from './deposits.service.js';
import { findTransferContent, parseStatement, type StatementLine } from './statement-csv.js';

/** What identifies a bank line: its reference when the bank gives one, else date, amount and content. */
function fingerprintOf(line: StatementLine): string {
  const identity = line.bankReference
    ? `ref:${line.bankReference}`
    : `line:${line.bookedOn}|${line.amount}|${line.content.replace(/\s+/g, ' ').toUpperCase()}`;
  return createHash('sha256').update(identity).digest('hex');
}

/**
 * Confirms the pending deposits the statement proves. Each line runs in its own transaction that
 * records the line's fingerprint together with the credit, so a line can never credit twice, even
 * when the same file is imported again or by two staff members at once.
 */
export async function importStatement(
  db: Database,
  scope: StaffScope,
  csv: string,
  log: FastifyBaseLogger,
): Promise<StatementImportAnswer> {
  const parsed = parseStatement(csv);
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
      await importLine(db, scope, line, answer, unmatched);
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

/** One statement line: already used, not a credit, unmatched, or confirmed with its credit. */
async function importLine(
  db: Database,
  scope: StaffScope,
  line: StatementLine,
  answer: StatementImportAnswer,
  unmatched: (reason: string) => void,
): Promise<void> {
  // Only a line that confirmed a deposit is ever stored, so a line that is not a credit naming a
  // transfer content is settled without a query (a year's statement has tens of thousands of them).
  if (line.amount <= 0) {
    unmatched('Không phải giao dịch tiền vào');
    return;
  }
  const transferContent = findTransferContent(line.content);
  if (!transferContent) {
    unmatched('Không có yêu cầu nạp tiền nào khớp nội dung');
    return;
  }
  const fingerprint = fingerprintOf(line);
  const [used] = await db
    .select({ id: bankStatementLines.id })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.fingerprint, fingerprint));
  if (used) {
    answer.AlreadyUsed.push({ Line: line.line, Content: line.content });
    return;
  }
  const deposit = await findDepositByTransferContent(db, scope, transferContent);
  if (!deposit) {
    unmatched('Không có yêu cầu nạp tiền nào khớp nội dung');
    return;
  }
  if (deposit.status !== RequestStatus.Pending) {
    unmatched(
      fillMessage(messages.requestAlreadyHandled, {
        code: deposit.code,
        status: labelOf(requestStatusNames, deposit.status),
      }),
    );
    return;
  }
  if (deposit.amount !== line.amount) {
    unmatched(`Số tiền khác yêu cầu ${deposit.code} (${formatVnd(deposit.amount)})`);
    return;
  }
  const outcome = await db
    .transaction(async (tx) => {
      const claimed = await tx
        .insert(bankStatementLines)
        .values({
          fingerprint,
          bookedOn: line.bookedOn,
          amount: line.amount,
          content: line.content,
          bankReference: line.bankReference,
          depositId: deposit.id,
          importedBy: scope.staffId,
        })
        .onConflictDoNothing()
        .returning({ id: bankStatementLines.id });
      if (claimed.length === 0) return 'used' as const;
      await confirmDeposit(tx, {
        id: deposit.id,
        scope,
        actorId: scope.staffId,
        source: 'sao kê ngân hàng',
      });
      return 'confirmed' as const;
    })
    .catch((error: unknown) => {
      // Another import or a staff click confirmed it a moment ago: report it, credit nothing.
      if (!(error instanceof BadRequestError)) throw error;
      unmatched(error.message);
      return 'refused' as const;
    });
  if (outcome === 'used') answer.AlreadyUsed.push({ Line: line.line, Content: line.content });
  if (outcome === 'confirmed') {
    answer.Confirmed.push({
      Line: line.line,
      DepositCode: deposit.code,
      Amount: line.amount,
    });
  }
}
