import { Alert, Button, Card, Progress, Space, Tag, Typography } from 'antd';
import type { BagDetail } from '@app/shared';
import { formatKg } from '../../../lib/units';

/**
 * The bag being received in Vietnam (DESIGN §11): how many of its manifest's parcels have been
 * scanned, which are still missing and which came in its name off the manifest. Updated after
 * every scan.
 */
export function BagCheckCard({ bag, onDone }: { bag: BagDetail; onDone: () => void }) {
  const received = bag.Parcels.filter((parcel) => parcel.Received).length;
  const total = bag.Parcels.length;
  return (
    <Card
      role="region"
      aria-label={`Kiểm bao ${bag.Code}`}
      title={`Đang kiểm bao ${bag.Code}`}
      extra={
        <Button size="small" onClick={onDone}>
          Xong bao này
        </Button>
      }
      style={{ marginTop: 16 }}
    >
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        Từ kho Trung Quốc, {total} kiện · {formatKg(bag.Weight)}. Quét từng kiện trong bao để nhận.
      </Typography.Paragraph>
      <Progress
        percent={total === 0 ? 0 : Math.round((received / total) * 100)}
        format={() => `${received}/${total}`}
        status={bag.Missing.length === 0 ? 'success' : 'active'}
      />
      <BagArrivalAlerts bag={bag} />
    </Card>
  );
}

/** What an arrived bag is missing (on its manifest, not scanned yet) and what came extra. */
export function BagArrivalAlerts({ bag }: { bag: BagDetail }) {
  return (
    <Space orientation="vertical" style={{ width: '100%', margin: '8px 0' }}>
      {bag.Missing.length === 0 ? (
        <Alert type="success" showIcon title="Đã nhận đủ các kiện trong bảng kê" />
      ) : (
        <Alert
          type="warning"
          showIcon
          title={`Còn thiếu ${bag.Missing.length} kiện`}
          description={
            <Space size={[4, 4]} wrap>
              {bag.Missing.map((code) => (
                <Tag key={code}>{code}</Tag>
              ))}
            </Space>
          }
        />
      )}
      {bag.Extra.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`${bag.Extra.length} kiện thừa, không có trong bảng kê`}
          description={
            <Space size={[4, 4]} wrap>
              {bag.Extra.map((code) => (
                <Tag color="error" key={code}>
                  {code}
                </Tag>
              ))}
            </Space>
          }
        />
      )}
    </Space>
  );
}
