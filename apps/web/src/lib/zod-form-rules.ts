import { useCallback, useState } from 'react';
import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * antd rules for one field taken from a shared zod schema, so every message is written once (in
 * @app/shared). The whole form is validated, so cross-field rules such as "ConfirmPassword equals
 * Password" work; the first message about this field is shown.
 */
export function zodRules(schema: z.ZodType, field: string): FormRule[] {
  return [
    ({ getFieldsValue }) => ({
      validator: async (_rule, value: unknown) => {
        const values = { ...(getFieldsValue(true) as Record<string, unknown>), [field]: value };
        const result = await schema.safeParseAsync(values);
        if (result.success) return;
        const issue = result.error.issues.find((item) => item.path[0] === field);
        if (issue) throw new Error(issue.message);
      },
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
