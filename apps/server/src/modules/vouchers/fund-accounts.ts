import type { FundAccountRow } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { fundBalances } from '../../db/schema.js';
import { readSettings } from '../settings/settings.repository.js';
import { fundAccountsOf } from './vouchers.repository.js';

/**
 * Every fund account with its kept balance: the cash box and the settings' bank accounts, then
 * any account that has left the settings but still holds approved vouchers.
 */
export async function listFundAccounts(tx: Executor): Promise<FundAccountRow[]> {
  const kept = new Map(
    (await tx.select().from(fundBalances)).map((row) => [row.fundAccountId, row.balance]),
  );
  const listed = fundAccountsOf(await readSettings(tx)).map((account) => ({
    ...account,
    Balance: kept.get(account.Id) ?? 0,
  }));
  const removed = [...kept]
    .filter(([id]) => !listed.some((account) => account.Id === id))
    .map(([id, balance]) => ({
      Id: id,
      Name: `Tài khoản #${id} (đã gỡ khỏi cài đặt)`,
      Balance: balance,
    }));
  return [...listed, ...removed];
}
