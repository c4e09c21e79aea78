import { Typography } from 'antd';

/** Areas of later milestones: their title only, no invented content. */
export default function SectionPage({ title }: { title: string }) {
  return (
    <Typography.Title level={3} style={{ marginTop: 0 }}>
      {title}
    </Typography.Title>
  );
}
