import type { Ref } from 'react';
import { Input, type InputRef } from 'antd';
import { BarcodeOutlined } from '@ant-design/icons';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** A scanner types the number and presses Enter. */
  onEnter: () => void;
  /** Escape: start this parcel over. */
  onEscape?: () => void;
  inputRef: Ref<InputRef>;
  disabled?: boolean;
  placeholder?: string;
  status?: 'error' | 'warning';
}

/** The big box a barcode scanner types into; it keeps the cursor between parcels. */
export function ScanInput({
  id,
  value,
  onChange,
  onEnter,
  onEscape,
  inputRef,
  disabled,
  placeholder = 'Quét hoặc nhập mã vận đơn',
  status,
}: Props) {
  return (
    <Input
      id={id}
      ref={inputRef}
      size="large"
      autoFocus
      autoComplete="off"
      spellCheck={false}
      disabled={disabled}
      status={status}
      prefix={<BarcodeOutlined style={{ fontSize: 22, color: '#8c8c8c' }} />}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onEnter();
        } else if (event.key === 'Escape' && onEscape) {
          event.preventDefault();
          onEscape();
        }
      }}
      style={{ fontSize: 22, fontFamily: "'Courier New', monospace", fontWeight: 600 }}
    />
  );
}
