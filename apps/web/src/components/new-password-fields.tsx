import { Form, Input } from 'antd';
import type { z } from 'zod';
import { zodRules } from '../lib/zod-form-rules';

/**
 * A new password typed twice (registering, resetting, changing it). The schema's ConfirmPassword
 * rule compares the two, so the copy is checked again whenever the password changes.
 */
export function NewPasswordFields({
  schema,
  name,
  label,
  confirmLabel,
}: {
  schema: z.ZodType;
  /** The new password's field; its copy is ConfirmPassword. */
  name: string;
  label: string;
  confirmLabel: string;
}) {
  return (
    <>
      <Form.Item label={label} name={name} required rules={zodRules(schema, name)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="ConfirmPassword"
        required
        dependencies={[name]}
        rules={zodRules(schema, 'ConfirmPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
