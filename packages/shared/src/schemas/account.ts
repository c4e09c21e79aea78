import { z } from 'zod';
import { messages } from '../messages.js';
import {
  LIMIT,
  emailField,
  ifNoIssueYet,
  passwordField,
  phoneField,
  requiredText,
  warehouseIdField,
} from './fields.js';

export const loginSchema = z.object({
  UserName: requiredText(messages.userNameRequired).max(LIMIT.text, {
    error: messages.userNameTooLong,
    ...ifNoIssueYet,
  }),
  Password: passwordField(),
  RememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** spec §7: the body of sendforgotpassword is the email itself, as a JSON string. */
export const forgotPasswordSchema = z.object({ Email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const confirmPasswordField = z
  .string({ error: messages.confirmPassword })
  .min(1, { error: messages.confirmPassword })
  .min(LIMIT.passwordMin, { error: messages.passwordLength, ...ifNoIssueYet })
  .max(LIMIT.passwordMax, { error: messages.passwordLength, ...ifNoIssueYet });

/** Adds the "retype the password" rule; spec §5 shows the match message as 'Nhập lại mật khẩu'. */
function confirmMatches<T extends z.ZodType<{ ConfirmPassword: string }>>(
  schema: T,
  passwordOf: (value: z.infer<T>) => string,
  message: string,
) {
  return schema.refine((value) => value.ConfirmPassword === passwordOf(value), {
    error: message,
    path: ['ConfirmPassword'],
    // Run the match check even when another field failed, so every message shows after one submit.
    // Not when ConfirmPassword already has its own message: one message per field.
    when: (payload) => {
      // The body may be anything a client sent (null, a list): read it only if it is an object.
      const value = (payload.value ?? {}) as Partial<Record<string, unknown>>;
      const confirmHasIssue = payload.issues.some((issue) => issue.path?.[0] === 'ConfirmPassword');
      return (
        !confirmHasIssue &&
        typeof value.ConfirmPassword === 'string' &&
        value.ConfirmPassword.length > 0
      );
    },
  });
}

export const registerSchema = confirmMatches(
  z.object({
    Email: emailField,
    Password: passwordField(),
    ConfirmPassword: confirmPasswordField,
    Phone: phoneField,
    WarehouseId: warehouseIdField,
    // The portal sends Username = Email (spec §3); the email is what counts.
    Username: z.string().optional(),
  }),
  (value) => value.Password,
  messages.confirmPassword,
);
export type RegisterInput = z.infer<typeof registerSchema>;

export const resetPasswordSchema = confirmMatches(
  z.object({ Password: passwordField(), ConfirmPassword: confirmPasswordField }),
  (value) => value.Password,
  messages.confirmPasswordMismatch,
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = confirmMatches(
  z.object({
    OldPassword: z
      .string({ error: messages.oldPasswordRequired })
      .min(1, { error: messages.oldPasswordRequired }),
    NewPassword: passwordField(),
    ConfirmPassword: confirmPasswordField,
  }),
  (value) => value.NewPassword,
  messages.confirmPasswordMismatch,
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const optionalText = (max: number, error: string) =>
  z
    .string()
    .trim()
    .max(max, { error })
    .nullish()
    .transform((value) => value ?? '');

export const updateUserInfoSchema = z.object({
  FullName: optionalText(LIMIT.text, messages.fullNameTooLong),
  Phone: phoneField.regex(/^\+?[0-9 .-]{6,}$/, { error: messages.phoneInvalid, ...ifNoIssueYet }),
  Address: optionalText(LIMIT.address, messages.addressTooLong),
  WarehouseId: warehouseIdField,
  Avatar: z
    .string()
    .trim()
    .max(500, { error: messages.avatarInvalid })
    .regex(/^(https?:\/\/\S+)?$/, { error: messages.avatarInvalid, ...ifNoIssueYet })
    .nullish()
    .transform((value) => value ?? ''),
});
export type UpdateUserInfoInput = z.infer<typeof updateUserInfoSchema>;

/** The name a customer registered without (the spec's form has no name field), asked once. */
export const fullNameSchema = z.object({
  FullName: requiredText(messages.fullNameRequired).max(LIMIT.text, {
    error: messages.fullNameTooLong,
    ...ifNoIssueYet,
  }),
});
