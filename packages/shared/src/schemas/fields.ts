import { z } from 'zod';
import { messages } from '../messages.js';

/** The building blocks of the account forms; each rule stops at its first failure so one message shows. */
export const LIMIT = { text: 100, passwordMin: 6, passwordMax: 100, address: 255 } as const;

// The WHATWG "valid e-mail address" pattern: what browsers accept for <input type=email>.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const requiredText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true });

export const emailField = requiredText(messages.emailRequired)
  .max(LIMIT.text, { error: messages.emailTooLong, abort: true })
  .regex(EMAIL_PATTERN, { error: messages.emailInvalid });

export const passwordField = (required: string = messages.passwordRequired) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(LIMIT.passwordMin, { error: messages.passwordLength, abort: true })
    .max(LIMIT.passwordMax, { error: messages.passwordLength });

export const phoneField = requiredText(messages.phoneRequired).max(LIMIT.text, {
  error: messages.phoneTooLong,
});

export const warehouseIdField = z.coerce
  .number({ error: messages.warehouseRequired })
  .int({ error: messages.warehouseRequired })
  .positive({ error: messages.warehouseRequired });
