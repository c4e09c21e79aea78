import type { ReactNode } from 'react';
import { Modal, type FormInstance } from 'antd';

/**
 * A dialog holding one form: its OK button submits the form (which checks it first) and spins
 * while `saving`; closing it forgets what was typed unless `keepValues`.
 */
export function FormModal({
  open,
  title,
  form,
  okText,
  cancelText = 'Hủy',
  saving,
  danger = false,
  keepValues = false,
  afterClose,
  onCancel,
  children,
}: {
  open: boolean;
  title: ReactNode;
  form: FormInstance;
  okText: string;
  /** 'Đóng' where 'Hủy' would read as the action (cancelling an order). */
  cancelText?: string;
  saving: boolean;
  /** The action cannot be undone (a refusal, a cancellation): a red button. */
  danger?: boolean;
  keepValues?: boolean;
  afterClose?: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: saving }}
      cancelText={cancelText}
      destroyOnHidden={!keepValues}
      afterClose={afterClose}
      onOk={() => form.submit()}
      onCancel={onCancel}
    >
      {children}
    </Modal>
  );
}
