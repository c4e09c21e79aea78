import { useCallback, useState } from 'react';
import type { FormRule } from 'antd';
import type { z } from 'zod';

/** The first message about `field` when `values` fail the schema. */
async function checkField(schema: z.ZodType, field: string, values: Record<string, unknown>) {
  const result = await schema.safeParseAsync(values);
  if (result.success) return;
  const issue = result.error.issues.find((item) => item.path[0] === field);
  if (issue) throw new Error(issue.message);
}

/**
 * antd rules for one field taken from a shared zod schema, so every message is written once (in
 * @app/shared). The whole form is validated, so cross-field rules such as "ConfirmPassword equals
 * Password" work; the first message about this field is shown.
 */
export function zodRules(schema: z.ZodType, field: string): FormRule[] {
  return [
    ({ getFieldsValue }) => ({
      validator: (_rule, value: unknown) =>
        checkField(schema, field, {
          ...(getFieldsValue(true) as Record<string, unknown>),
          [field]: value,
        }),
    }),
  ];
}

/**
 * zodRules with a schema loaded at the first validation (a dynamic import): a form on a page's
 * first screen then costs the page's load neither zod nor the schema's module, evaluated in one
 * long task as the page opens.
 */
export function lazyZodRules(load: () => Promise<z.ZodType>, field: string): FormRule[] {
  return [
    ({ getFieldsValue }) => ({
      validator: async (_rule, value: unknown) =>
        checkField(await load(), field, {
          ...(getFieldsValue(true) as Record<string, unknown>),
          [field]: value,
        }),
    }),
  ];
}

/**
 * spec §5: errors appear only after the first submit attempt. Until then no field validates on
 * change; afterwards every change re-validates. Pass `validateTrigger` to the Form and call
 * `markSubmitted` from onFinish and onFinishFailed.
 */
export function useSubmitValidation() {
  const [submitted, setSubmitted] = useState(false);
  const markSubmitted = useCallback(() => setSubmitted(true), []);
  const reset = useCallback(() => setSubmitted(false), []);
  const validateTrigger: string[] = submitted ? ['onChange'] : [];
  return { validateTrigger, markSubmitted, reset };
}
