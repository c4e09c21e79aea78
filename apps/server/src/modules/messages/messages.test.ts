import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MessageType, messages as text, type MessageRow } from '@app/shared';
import { messages } from '../../db/schema.js';
import { asUser, createCustomer, type TestCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addMessage } from './messages.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Inserts a message at a chosen instant (written with its Vietnam offset) and answers its id. */
async function seedMessage(customerId: number, note: string, createdAt: string): Promise<number> {
  const [row] = await t.db
    .insert(messages)
    .values({ customerId, messageType: MessageType.Order, note, createdAt: new Date(createdAt) })
    .returning({ id: messages.id });
  if (!row) throw new Error('insert into messages returned no row');
  return row.id;
}

/** Removes the welcome message, so a customer's inbox holds only what a test seeds. */
const clearInbox = (customerId: number) =>
  t.db.delete(messages).where(eq(messages.customerId, customerId));

const getMessages = (customer: TestCustomer, query: Record<string, string | number> = {}) =>
  asUser(t.app, customer.token)({ url: '/api/customer/getmessages', query: stringify(query) });

const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

const notes = (body: { Items: MessageRow[] }) => body.Items.map((row) => row.Note);

describe('getmessages', () => {
  let customer: TestCustomer;
  let other: TestCustomer;
  beforeAll(async () => {
    customer = await createCustomer(t.app);
    other = await createCustomer(t.app);
    await clearInbox(customer.id);
    // Near the day edges: 20/11 00:15 in Vietnam is still 19/11 in UTC, 21/11 06:59 still 20/11,
    // so a filter that used UTC days would put them on the wrong day.
    await seedMessage(customer.id, 'Đơn hàng DH001 đã đặt cọc', '2026-11-19T08:00:00+07:00');
    await seedMessage(customer.id, 'Đơn hàng DH002 giảm 50% phí', '2026-11-20T00:15:00+07:00');
    await seedMessage(customer.id, 'Kiện hàng VC003 đã về kho', '2026-11-20T23:30:00+07:00');
    await seedMessage(customer.id, 'Nạp tiền 500000 thành công', '2026-11-21T06:59:00+07:00');
    await seedMessage(customer.id, 'Khiếu nại KN004 đã xử lý', '2026-11-22T10:00:00+07:00');
    await seedMessage(other.id, 'Đơn hàng DH999 của người khác', '2026-11-20T12:00:00+07:00');
  });

  it('pages newest first with the total', async () => {
    const first = await getMessages(customer, { skip: 0, take: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<{ Items: MessageRow[]; Total: number }>();
    expect(page1.Total).toBe(5);
    expect(notes(page1)).toEqual(['Khiếu nại KN004 đã xử lý', 'Nạp tiền 500000 thành công']);
    const page3 = (await getMessages(customer, { skip: 4, take: 2 })).json<{
      Items: MessageRow[];
      Total: number;
    }>();
    expect(page3.Total).toBe(5);
    expect(notes(page3)).toEqual(['Đơn hàng DH001 đã đặt cọc']);
    expect(page1.Items[0]).toMatchObject({
      MessageType: MessageType.Order,
      MessageTypeName: 'Đơn hàng',
      IsRead: false,
      CreatedDate: '2026-11-22T03:00:00.000Z',
    });
  });

  it('defaults to the first 20 rows', async () => {
    const body = (await getMessages(customer)).json<{ Items: MessageRow[]; Total: number }>();
    expect(body.Items).toHaveLength(5);
    expect(body.Total).toBe(5);
  });

  it('filters by a case-insensitive part of the text', async () => {
    const body = (await getMessages(customer, { message: 'đơn HÀNG' })).json<{
      Items: MessageRow[];
      Total: number;
    }>();
    expect(notes(body)).toEqual(['Đơn hàng DH002 giảm 50% phí', 'Đơn hàng DH001 đã đặt cọc']);
    expect(body.Total).toBe(2);
  });

  it('reads % in the filter as a literal character', async () => {
    const percent = (await getMessages(customer, { message: '%' })).json<{ Items: MessageRow[] }>();
    expect(notes(percent)).toEqual(['Đơn hàng DH002 giảm 50% phí']);
    const underscore = (await getMessages(customer, { message: '_' })).json<{
      Items: MessageRow[];
    }>();
    expect(underscore.Items).toEqual([]);
  });

  it('filters by whole Vietnamese days, the end day included', async () => {
    const oneDay = (await getMessages(customer, { from: '20/11/2026', end: '20/11/2026' })).json<{
      Items: MessageRow[];
      Total: number;
    }>();
    expect(notes(oneDay)).toEqual(['Kiện hàng VC003 đã về kho', 'Đơn hàng DH002 giảm 50% phí']);
    expect(oneDay.Total).toBe(2);

    const fromOnly = (await getMessages(customer, { from: '21/11/2026' })).json<{
      Items: MessageRow[];
    }>();
    expect(notes(fromOnly)).toEqual(['Khiếu nại KN004 đã xử lý', 'Nạp tiền 500000 thành công']);

    const endOnly = (await getMessages(customer, { end: '19/11/2026' })).json<{
      Items: MessageRow[];
    }>();
    expect(notes(endOnly)).toEqual(['Đơn hàng DH001 đã đặt cọc']);
  });

  it('refuses a date that does not exist', async () => {
    const response = await getMessages(customer, { from: '31/02/2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ from: [text.dateInvalid] });
  });

  it('refuses a start after the end', async () => {
    const response = await getMessages(customer, { from: '21/11/2026', end: '20/11/2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ end: [text.dateRangeInvalid] });
  });

  it('refuses more than 100 rows a page', async () => {
    const response = await getMessages(customer, { take: 101 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ take: [text.takeInvalid] });
    expect((await getMessages(customer, { take: 100 })).statusCode).toBe(200);
  });

  it("never shows another customer's messages", async () => {
    const mine = (await getMessages(customer, { message: 'DH999' })).json<{ Total: number }>();
    expect(mine.Total).toBe(0);
    const theirs = (await getMessages(other)).json<{ Items: MessageRow[]; Total: number }>();
    expect(theirs.Total).toBe(2);
    expect(notes(theirs)).toContain('Đơn hàng DH999 của người khác');
    expect(notes(theirs).some((note) => note.includes('DH001'))).toBe(false);
  });
});

describe('updatereadmessage', () => {
  const markRead = (customer: TestCustomer, payload: unknown) =>
    asUser(
      t.app,
      customer.token,
    )({
      method: 'PUT',
      url: '/api/customer/updatereadmessage',
      payload: payload as Record<string, unknown>,
    });

  const isRead = async (id: number) => {
    const [row] = await t.db
      .select({ isRead: messages.isRead })
      .from(messages)
      .where(eq(messages.id, id));
    return row?.isRead;
  };

  it("marks the given ids of the caller only, ignoring another customer's", async () => {
    const customer = await createCustomer(t.app);
    const other = await createCustomer(t.app);
    await addMessage(t.db, customer.id, MessageType.Finance, 'Tin một');
    await addMessage(t.db, customer.id, MessageType.Finance, 'Tin hai');
    const [mine] = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.customerId, customer.id), eq(messages.note, 'Tin một')));
    const [theirs] = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.customerId, other.id));
    if (!mine || !theirs) throw new Error('seed messages missing');

    const response = await markRead(customer, { Ids: [mine.id, theirs.id] });
    expect(response.statusCode, response.body).toBe(200);
    // Welcome + 'Tin một' + 'Tin hai' = 3 unread; one marked.
    expect(response.json()).toEqual({ Updated: 1, TotalMessage: 2 });
    expect(await isRead(mine.id)).toBe(true);
    expect(await isRead(theirs.id)).toBe(false);

    // Marking it again changes nothing.
    expect((await markRead(customer, { Ids: [mine.id] })).json()).toEqual({
      Updated: 0,
      TotalMessage: 2,
    });
  });

  it('marks every message of the caller with All', async () => {
    const customer = await createCustomer(t.app);
    const other = await createCustomer(t.app);
    await addMessage(t.db, customer.id, MessageType.Transport, 'Tin ba');
    const response = await markRead(customer, { All: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Updated: 2, TotalMessage: 0 });
    const settings = await asUser(t.app, other.token)({ url: '/api/customer/getsettingdefault' });
    expect(settings.json<{ TotalMessage: number }>().TotalMessage).toBe(1);
  });

  it('refuses an empty id list on the Ids field and a body that is neither shape as a list', async () => {
    const customer = await createCustomer(t.app);
    const empty = await markRead(customer, { Ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ Ids: [text.idsInvalid] });
    const nothing = await markRead(customer, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual([text.idsInvalid]);
    for (const payload of [{ Ids: ['a'] }, { All: false }, { Ids: [0] }]) {
      const response = await markRead(customer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json()), JSON.stringify(payload)).toContain(text.idsInvalid);
    }
    expect((await markRead(customer, { All: true })).json()).toEqual({
      Updated: 1,
      TotalMessage: 0,
    });
  });
});
