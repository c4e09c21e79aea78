import type { ReactNode, Ref } from 'react';
import { Typography, type InputRef } from 'antd';
import { ScanInput } from './scan-input';

interface Props {
  id: string;
  label: ReactNode;
  inputRef: Ref<InputRef>;
  value: string;
  /** The refusal of the last scan, in red under the box; '' when there is none. */
  error: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  onEscape: () => void;
  disabled?: boolean;
  placeholder?: string;
}

/** A scan screen's scanner box with its label above and its refusal below. */
export function ScanField({ id, label, error, ...input }: Props) {
  return (
    <>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6 }}>
        <strong>{label}</strong>
      </label>
      <ScanInput id={id} status={error ? 'error' : undefined} {...input} />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </>
  );
}
