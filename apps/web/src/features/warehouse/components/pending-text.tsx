import { Space, Spin, Typography } from 'antd';

/** A small spinner with what is being waited for. */
export function PendingText({ text }: { text: string }) {
  return (
    <Space size={8}>
      <Spin size="small" />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Space>
  );
}
