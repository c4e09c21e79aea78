import type { ReactNode } from 'react';
import { Form } from 'antd';
import { reasonSchema, type ReasonInput } from '@app/shared';
import { useSchemaForm } from '../lib/use-schema-form';
import { FormModal } from './form-modal';
import { NoteInput } from './note-input';

interface Props {
  open: boolean;
  title: ReactNode;
  /** The button that refuses, cancels or returns: red, it cannot be undone. */
  okText: string;
  /** The button that closes without doing anything; 'Đóng' where 'Hủy' would read as the action. */
  cancelText?: string;
  /** The form's name (its fields' ids). */
  name: string;
  label?: string;
  placeholder?: string;
  saving: boolean;
  /** What the action does, above the reason. */
  children?: ReactNode;
  /** The reason, trimmed; called only once the shared reasonSchema accepts it. */
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * Every staff action that refuses or undoes something (a request refused, a slip cancelled, a
 * transfer returned) says why: the customer reads the reason, so it is required and checked by the
 * same rule as on the server.
 */
export function ReasonModal({
  open,
  title,
  okText,
  cancelText = 'Hủy',
  name,
  label = 'Lý do',
  placeholder,
  saving,
  children,
  onSubmit,
  onClose,
}: Props) {
  const { form, formProps, requiredField, clear } = useSchemaForm<ReasonInput>(
    reasonSchema,
    (values) => onSubmit(values.Reason.trim()),
  );

  return (
    <FormModal
      open={open}
      title={title}
      form={form}
      okText={okText}
      cancelText={cancelText}
      saving={saving}
      danger
      afterClose={clear}
      onCancel={onClose}
    >
      {children}
      <Form {...formProps} name={name}>
        <Form.Item {...requiredField('Reason', label)}>
          <NoteInput placeholder={placeholder} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
