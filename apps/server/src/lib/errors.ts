import { sentenceOf, type MessageCode, type MessageValues } from '@app/shared';

/**
 * Expected failures, each mapped to the contract's answer by the one error handler (plugins/errors.ts).
 */
export type FieldErrors = Record<string, string[]>;

/** 400: a field rule ({Field: [..]}) or a business rule (["..."]) refused. */
export class BadRequestError extends Error {
  constructor(readonly body: FieldErrors | string[]) {
    super(Array.isArray(body) ? body.join('\n') : Object.values(body).flat().join('\n'));
  }
}

export class UnauthorizedError extends Error {}
export class ForbiddenError extends Error {}
export class NotFoundError extends Error {}

/** 429 with Retry-After. */
export class TooManyRequestsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many attempts');
  }
}

/** 400 naming the field: the code's sentence (shared messages), its placeholders filled. */
export const fieldError = (field: string, code: MessageCode, values?: MessageValues) =>
  new BadRequestError({ [field]: [sentenceOf(code, values)] });

/** 400 of a business rule: the code's sentence (shared messages), its placeholders filled. */
export const ruleError = (code: MessageCode, values?: MessageValues) =>
  new BadRequestError([sentenceOf(code, values)]);

/**
 * A PostgreSQL unique violation (23505) of the named constraint or index: the loser of a race that
 * a unique index settles (two registrations of one e-mail, one parcel in two delivery slips).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const code = (cause as { code?: string })?.code;
  const name = (cause as { constraint?: string })?.constraint ?? '';
  return code === '23505' && (name === '' || name.includes(constraint));
}
