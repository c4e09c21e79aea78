import { describe, expect, it } from 'vitest';
import { messages as m } from '../messages.js';
import { markReadSchema, messageListQuery } from './messages.js';

describe('messageListQuery', () => {
  it('defaults paging and leaves the dates open', () => {
    expect(messageListQuery.parse({})).toEqual({ skip: 0, take: 20 });
  });

  it('coerces paging from the query string and parses the day bounds in Vietnam', () => {
    const query = messageListQuery.parse({
      skip: '40',
      take: '100',
      from: '01/11/2026',
      end: '22/11/2026',
      message: ' nạp tiền ',
    });
    expect(query).toEqual({
      skip: 40,
      take: 100,
      message: 'nạp tiền',
      from: new Date('2026-10-31T17:00:00.000Z'),
      end: new Date('2026-11-22T16:59:59.999Z'),
    });
  });

  it('allows one day as both bounds', () => {
    expect(messageListQuery.safeParse({ from: '22/11/2026', end: '22/11/2026' }).success).toBe(
      true,
    );
  });

  it.each([
    [{ skip: '-1' }, 'skip', m.skipInvalid],
    [{ skip: '1.5' }, 'skip', m.skipInvalid],
    [{ skip: 'x' }, 'skip', m.skipInvalid],
    [{ take: '0' }, 'take', m.takeInvalid],
    [{ take: '101' }, 'take', m.takeInvalid],
    [{ take: 'x' }, 'take', m.takeInvalid],
    [{ from: '31/02/2026' }, 'from', m.dateInvalid],
    [{ end: '2026-11-22' }, 'end', m.dateInvalid],
    [{ message: 'a'.repeat(101) }, 'message', m.messageFilterTooLong],
    [{ from: '23/11/2026', end: '22/11/2026' }, 'end', m.dateRangeInvalid],
  ])('refuses %j with its message', (value, path, message) => {
    const result = messageListQuery.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      path,
      message,
    ]);
  });
});

describe('markReadSchema', () => {
  it('accepts All or a list of ids', () => {
    expect(markReadSchema.parse({ All: true })).toEqual({ All: true });
    expect(markReadSchema.parse({ Ids: [1, 2] })).toEqual({ Ids: [1, 2] });
  });

  it.each([
    {},
    { All: false },
    { Ids: [] },
    { Ids: [0] },
    { Ids: [1.5] },
    { Ids: Array(501).fill(1) },
  ])('refuses %j with one message', (value) => {
    const result = markReadSchema.safeParse(value);
    expect(result.error?.issues.map((i) => i.message)).toEqual([m.idsInvalid]);
  });
});
