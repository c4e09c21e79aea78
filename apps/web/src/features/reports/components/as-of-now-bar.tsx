import { Card, Typography } from 'antd';

/**
 * In the period bar's place for a report that has no period (công nợ): it is as of now, so the
 * days chosen for the other tabs do not apply to it.
 */
export function AsOfNowBar() {
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <Typography.Text strong>Thời gian</Typography.Text>
        <Typography.Text>Tính đến hiện tại</Typography.Text>
        <Typography.Text type="secondary">
          Công nợ không tính theo kỳ: khoảng thời gian đã chọn chỉ áp dụng cho các báo cáo khác.
        </Typography.Text>
      </div>
    </Card>
  );
}
