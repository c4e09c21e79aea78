import { z } from 'zod';
import { messages } from '../messages.js';

/** The building blocks of the account forms; each rule stops at its first failure so one message shows. */
export const LIMIT = { text: 100, passwordMin: 6, passwordMax: 100, address: 255 } as const;

/**
 * Runs a check only while the field has no issue yet, so a field shows one message.
 * Not `abort: true`: in zod 4.6 an aborted field also skips the object's cross-field checks (even
 * those with `when`), which hid the ConfirmPassword mismatch while another field was wrong.
 */
export const ifNoIssueYet = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

// The WHATWG "valid e-mail address" pattern: what browsers accept for <input type=email>.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const requiredText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required });

export const emailField = requiredText(messages.emailRequired)
  .max(LIMIT.text, { error: messages.emailTooLong, ...ifNoIssueYet })
  .regex(EMAIL_PATTERN, { error: messages.emailInvalid, ...ifNoIssueYet });

export const passwordField = (required: string = messages.passwordRequired) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .min(LIMIT.passwordMin, { error: messages.passwordLength, ...ifNoIssueYet })
    .max(LIMIT.passwordMax, { error: messages.passwordLength, ...ifNoIssueYet });

export const phoneField = requiredText(messages.phoneRequired).max(LIMIT.text, {
  error: messages.phoneTooLong,
  ...ifNoIssueYet,
});

/** The largest value of a PostgreSQL `integer` column: an id beyond it names no row and must not reach one. */
export const INT4_MAX = 2_147_483_647;

/** A row id in a body, query or path: a positive integer within the column's range, else `message`. */
export const idField = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message, ...ifNoIssueYet })
    .max(INT4_MAX, { error: message, ...ifNoIssueYet });

export const warehouseIdField = idField(messages.warehouseRequired);

/** An optional text field: trimmed, at most `max` characters, '' when absent. */
export const optionalText = (max: number, error: string) =>
  z
    .string()
    .trim()
    .max(max, { error })
    .nullish()
    .transform((value) => value ?? '');

/** An optional http(s) link, '' when absent. */
export const optionalHttpLink = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: messages.linkInvalid })
    .regex(/^(https?:\/\/\S+)?$/, { error: messages.linkInvalid, ...ifNoIssueYet })
    .nullish()
    .transform((value) => value ?? '');

/** An optional whole-number query filter (a status, a warehouse); '' means no filter. */
export const optionalInt = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(0, message)
      .max(max, message)
      .optional(),
  );
