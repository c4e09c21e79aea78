import { Tag } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { ReportExportStatus, reportExportStatusNames } from '@app/shared';

const looks = {
  [ReportExportStatus.Building]: { color: 'processing', icon: <SyncOutlined spin /> },
  [ReportExportStatus.Ready]: { color: 'success', icon: <CheckCircleOutlined /> },
  [ReportExportStatus.Failed]: { color: 'error', icon: <CloseCircleOutlined /> },
} as const;

/** An exported file's state: blue and turning while it is built, green once ready, red if not. */
export function ExportStatusTag({ status }: { status: number }) {
  const look = looks[status as ReportExportStatus];
  if (!look) return <Tag>{status}</Tag>;
  return (
    <Tag color={look.color} icon={look.icon} style={{ marginInlineEnd: 0 }}>
      {reportExportStatusNames[status as ReportExportStatus]}
    </Tag>
  );
}
