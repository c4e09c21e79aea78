import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type AnswerSchema = z.ZodType;

/**
 * Writes an answer from its route's zod schema compiled to JSON Schema and on to a dedicated
 * stringifier (fast-json-stringify, what Fastify uses for JSON Schema routes): only the declared
 * fields leave, as zod's parse would have let through, at a fraction of its cost — parsing each
 * answer with zod took more CPU than a 20-row list's query (bench:scale, issue 11).
 */
function compileAnswer(schema: AnswerSchema): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    // A field zod cannot express in JSON Schema is written as it is (JSON.stringify).
    unrepresentable: 'any',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}

/** Production: the compiled stringifier alone. */
export const answerSerializerCompiler: FastifySerializerCompiler<AnswerSchema> = ({ schema }) =>
  compileAnswer(schema);

/**
 * Tests: every answer is also parsed by its zod schema, and the test fails unless the answer is
 * valid and what the fast stringifier wrote is exactly what zod's parse would have sent.
 */
export const checkedAnswerSerializerCompiler: FastifySerializerCompiler<AnswerSchema> = ({
  schema,
  method,
  url,
}) => {
  const fast = compileAnswer(schema);
  return (data) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new Error(`${method} ${url}: the answer breaks its schema: ${parsed.error.message}`);
    }
    const written = fast(data);
    const expected: unknown = JSON.parse(JSON.stringify(parsed.data));
    if (!isDeepStrictEqual(JSON.parse(written), expected)) {
      throw new Error(
        `${method} ${url}: the fast answer differs from zod's:\n${written}\n${JSON.stringify(expected)}`,
      );
    }
    return written;
  };
};
