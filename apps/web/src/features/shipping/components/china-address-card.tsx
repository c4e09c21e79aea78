import type { CSSProperties } from 'react';
import { Alert, Button, Card, Descriptions, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { chinaAddressLines, chinaAddressOf, shippingMark } from '@app/shared';
import { toast } from '../../../lib/dialogs';
import { settingDefaultQuery, userInfoQuery } from '../../../lib/user-config';

/** Puts a text on the clipboard and says so; the browser may refuse (no permission, http). */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Đã sao chép địa chỉ kho Trung Quốc');
  } catch {
    toast.error('Trình duyệt không cho sao chép: hãy bôi đen địa chỉ và sao chép bằng tay.');
  }
}

const TITLE = 'Địa chỉ kho Trung Quốc';

/**
 * The Chinese warehouse address the customer gives a shop for goods bound to `warehouseId` (by
 * default the customer's own warehouse, as the dashboard shows it), in Chinese as the shop needs
 * it, with the customer's shipping mark on the receiver and the address (DESIGN §11), and one
 * button that copies all of it. Nothing when staff have set no address.
 */
export function ChinaAddressCard({
  warehouseId,
  style,
  size = 'small',
}: {
  warehouseId?: number | null;
  style?: CSSProperties;
  /** Small among a form's cards; the dashboard's cards are of the default size. */
  size?: 'small' | 'default';
}) {
  const settings = useQuery(settingDefaultQuery).data?.Settings;
  const user = useQuery(userInfoQuery).data;
  const code = user?.Code;
  const destination = warehouseId === undefined ? (user?.WarehouseId ?? null) : warehouseId;
  const address = settings ? chinaAddressOf(settings.ChinaAddresses, destination) : null;
  if (!settings || !code || !address) return null;
  const mark = shippingMark(settings.ShippingMarkPrefix, code);
  const lines = chinaAddressLines(address, mark);
  return (
    <Card
      size={size}
      role="region"
      aria-label={TITLE}
      title={TITLE}
      extra={
        <Button icon={<CopyOutlined />} onClick={() => void copy(lines.Text)}>
          Sao chép
        </Button>
      }
      style={style}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'receiver',
            label: 'Người nhận (收货人)',
            children: <span lang="zh">{lines.Receiver}</span>,
          },
          ...(lines.Phone
            ? [{ key: 'phone', label: 'Điện thoại (电话)', children: lines.Phone }]
            : []),
          {
            key: 'address',
            label: 'Địa chỉ (地址)',
            children: <span lang="zh">{lines.Address}</span>,
          },
        ]}
      />
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 8 }}
        title={
          <>
            Gửi địa chỉ này cho shop, luôn kèm mã vận chuyển{' '}
            <Typography.Text strong>{mark}</Typography.Text> ở tên người nhận và địa chỉ: kho nhận
            ra kiện của bạn kể cả khi bạn chưa khai mã vận đơn.
          </>
        }
      />
    </Card>
  );
}
