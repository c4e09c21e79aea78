import { Spin } from 'antd';

/** Shown while a lazily loaded page arrives. */
export function PageFallback() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin aria-label="Đang tải" />
    </div>
  );
}
