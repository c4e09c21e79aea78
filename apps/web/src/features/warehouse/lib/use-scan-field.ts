import { useCallback, useRef, useState } from 'react';
import type { InputRef } from 'antd';

/**
 * The state of a scan screen's scanner box: what is typed, the last scan's refusal (cleared as
 * soon as anything is typed) and the cursor put back into the box. `field` goes to ScanField.
 */
export function useScanField(onType?: (value: string) => void) {
  const ref = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const focus = useCallback(() => ref.current?.focus({ cursor: 'all' }), []);
  const field = {
    inputRef: ref,
    value: text,
    error,
    onChange: (value: string) => {
      setText(value);
      setError('');
      onType?.(value);
    },
  };
  return { text, setText, error, setError, focus, field };
}
