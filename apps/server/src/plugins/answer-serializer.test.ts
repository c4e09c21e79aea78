import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, checkedAnswerSerializerCompiler } from './answer-serializer.js';

const route = { method: 'GET', url: '/thu', httpStatus: '200' };
const row = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Note: z.string().nullable(),
  Names: z.record(z.string(), z.string()),
  Before: z.unknown(),
  Tags: z.array(z.object({ Code: z.string() })),
});
const answer = z.object({ Items: z.array(row), Total: z.number().int() });

const data = {
  Items: [
    {
      Id: 7,
      Name: 'Đơn "A" \\ mới',
      Note: null,
      Names: { 'user:5': 'Trần Bình' },
      Before: { Status: 0, Nested: [1, 'x'] },
      Tags: [{ Code: 'DH1', secret: 'x' }],
      passwordHash: 'must not leave',
    },
  ],
  Total: 1,
};

describe('answers written from their zod schema', () => {
  it('writes what zod would send: declared fields only, nulls, records and free JSON', () => {
    const written = answerSerializerCompiler({ schema: answer, ...route })(data);
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(answer.parse(data))));
    expect(written).not.toContain('must not leave');
    expect(written).not.toContain('secret');
    // The checked form (tests) agrees and gives the same text.
    expect(checkedAnswerSerializerCompiler({ schema: answer, ...route })(data)).toBe(written);
  });

  it('fails in tests on an answer that breaks its schema or that the fast writer would change', () => {
    const checked = (schema: z.ZodType) =>
      checkedAnswerSerializerCompiler({ schema, ...route }) as (value: unknown) => string;
    expect(() => checked(answer)({ Items: [], Total: 'một' })).toThrow(/breaks its schema/);
    const upper = z.object({ Code: z.string().transform((code) => code.toUpperCase()) });
    expect(() => checked(upper)({ Code: 'dh1' })).toThrow(/differs from zod's/);
  });
});
