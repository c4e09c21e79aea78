import { Form, type FormInstance, type FormProps } from 'antd';
import type { z } from 'zod';
import { useSubmitValidation, zodRules } from './zod-form-rules';

/**
 * A form checked by a shared zod schema: every message is written once (in @app/shared) and none
 * shows before the first submit (spec §5). Spread `formProps` on the Form (its instance, layout,
 * validation and `onSubmit`, called with the values once they pass, and `clear`); spread
 * `field(...)` or `requiredField(...)` on each Form.Item (its label, name and rules).
 */
export function useSchemaForm<V extends object>(
  schema: z.ZodType,
  onSubmit: (values: V, clear: (names?: Array<keyof V & string>) => void) => void,
) {
  const [form] = Form.useForm<V>();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();
  /**
   * Empties the form (or the fields named) and forgets it was submitted: after a success, or when
   * it closes.
   */
  const clear = (names?: Array<keyof V & string>) => {
    // antd types the names by V's nested paths; these are its top-level keys.
    (form as FormInstance).resetFields(names);
    reset();
  };
  const rules = (name: keyof V & string) => zodRules(schema, name);
  const field = (name: keyof V & string, label: string) => ({ label, name, rules: rules(name) });
  return {
    form,
    formProps: {
      form,
      layout: 'vertical',
      validateTrigger,
      onFinish: (values: V) => {
        markSubmitted();
        onSubmit(values, clear);
      },
      onFinishFailed: markSubmitted,
    } satisfies FormProps<V>,
    rules,
    field,
    /** A field the schema requires: its label carries the mark. */
    requiredField: (name: keyof V & string, label: string) => ({
      ...field(name, label),
      required: true,
    }),
    clear,
    /** For a second submit button that validates by itself: messages show from now on. */
    markSubmitted,
  };
}
