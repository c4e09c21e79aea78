import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  depositMachine,
  movesFrom,
  RequestStatus,
  withdrawalMachine,
  type WithdrawalRow,
} from '@app/shared';
import { stateHistory } from '../../db/schema.js';
import { createCustomer } from '../../test/factories.js';
import { declareDeposit, fund, withdrawalPayload } from '../../test/money.js';
import { testAppForFile } from '../../test/file-app.js';

/** Deposits and withdrawals move through the one transition function and the shared tables. */

const t = testAppForFile();

const historyOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(stateHistory)
    .where(eq(stateHistory.entityId, id))
    .orderBy(asc(stateHistory.id))
    .then((rows) => rows.filter((row) => row.entity === entity));

describe('the transition tables', () => {
  it('say who may make which move, for the screens to show', () => {
    expect(movesFrom(depositMachine, RequestStatus.Pending, 'staff')).toEqual([
      RequestStatus.Approved,
      RequestStatus.Rejected,
    ]);
    expect(movesFrom(depositMachine, RequestStatus.Pending, 'customer')).toEqual([]);
    expect(movesFrom(withdrawalMachine, RequestStatus.Pending, 'customer')).toEqual([
      RequestStatus.Cancelled,
    ]);
    expect(movesFrom(withdrawalMachine, RequestStatus.Approved, 'staff')).toEqual([]);
  });
});

describe('every move', () => {
  it('writes one history row with who moved it, besides the message and the audit row', async () => {
    const customer = await createCustomer(t.app);
    const deposit = await declareDeposit(t.app, customer, 120_000);
    const approved = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/deposits/${deposit.Id}/approve`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [row, ...more] = await historyOf('deposit', deposit.Id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      fromStatus: RequestStatus.Pending,
      toStatus: RequestStatus.Approved,
      mover: 'staff',
      note: 'nhân viên duyệt',
    });
  });

  it("records a customer's own move as the customer's, and refuses a move the table does not allow", async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 300_000);
    const as = t.as(customer);
    const created = (
      await as({
        method: 'POST',
        url: '/api/customer/withdrawal',
        payload: withdrawalPayload(100_000),
      })
    ).json<{ Id: number }>();
    const cancel = () => as({ method: 'PUT', url: `/api/customer/cancelwithdrawal/${created.Id}` });
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<WithdrawalRow>().Status).toBe(RequestStatus.Cancelled);
    expect(await historyOf('withdrawal', created.Id)).toMatchObject([
      { fromStatus: RequestStatus.Pending, toStatus: RequestStatus.Cancelled, mover: 'customer' },
    ]);
    // Cancelled is final: neither the customer nor staff can move it again, and nothing is written.
    expect((await cancel()).statusCode).toBe(400);
    const approve = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/withdrawals/${created.Id}/approve`,
    });
    expect(approve.statusCode).toBe(400);
    expect(await historyOf('withdrawal', created.Id)).toHaveLength(1);
  });

  it("answers 404 to a customer moving another customer's record, and writes nothing", async () => {
    const owner = await createCustomer(t.app);
    const stranger = await createCustomer(t.app);
    await fund(t.app, t.admin, owner, 300_000);
    const created = (
      await t.as(owner)({
        method: 'POST',
        url: '/api/customer/withdrawal',
        payload: withdrawalPayload(60_000),
      })
    ).json<{ Id: number }>();
    const response = await t.as(stranger)({
      method: 'PUT',
      url: `/api/customer/cancelwithdrawal/${created.Id}`,
    });
    expect(response.statusCode).toBe(404);
    expect(await historyOf('withdrawal', created.Id)).toEqual([]);
  });
});
