import { Button, Table, Tooltip, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  cnyToFen,
  fenToVnd,
  formatCny,
  formatVnd,
  type OrderShipDetail,
  type OrderShipItemRow,
} from '@app/shared';
import { productColumn } from '../../../components/product-cell';
import { figureColumn } from '../../../components/table-columns';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useEditConsignment } from '../api/consignments';

/**
 * The declared items and what they come to; while nothing was received, each may be removed
 * (never the last one).
 */
export function ConsignmentItems({ consignment }: { consignment: OrderShipDetail }) {
  const edit = useEditConsignment(consignment.Id);
  const editable = consignment.IsEditable;
  const last = consignment.Items.length <= 1;

  const remove = async (item: OrderShipItemRow) => {
    if (!(await showConfirm(`Xóa "${item.ProductName}" khỏi đơn ${consignment.Code}?`))) return;
    edit.mutate(
      { action: 'delete-item', itemId: item.Id },
      { onSuccess: () => toast.success(`Đã xóa "${item.ProductName}"`) },
    );
  };

  const declaredVnd = fenToVnd(cnyToFen(consignment.DeclaredCNY), consignment.Rate);
  return (
    <>
      <Table<OrderShipItemRow>
        rowKey="Id"
        size="small"
        pagination={false}
        dataSource={consignment.Items}
        locale={{ emptyText: 'Chưa khai báo mặt hàng nào' }}
        columns={[
          productColumn((item) => item.Note),
          figureColumn('Đơn giá', 'PriceCNY', formatCny, 90),
          figureColumn('SL', 'Quantity', String, 56),
          {
            title: 'Thành tiền',
            key: 'amount',
            align: 'right',
            width: 110,
            responsive: ['sm'],
            render: (_, item) => formatCny((Math.round(item.PriceCNY * 100) * item.Quantity) / 100),
          },
          ...(editable
            ? [
                {
                  title: '',
                  key: 'remove',
                  width: 44,
                  render: (_: unknown, item: OrderShipItemRow) => (
                    <Tooltip title={last ? 'Đơn cần giữ lại ít nhất một mặt hàng' : 'Xóa mặt hàng'}>
                      <Button
                        type="text"
                        danger
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={`Xóa ${item.ProductName}`}
                        disabled={last || edit.isPending}
                        onClick={() => void remove(item)}
                      />
                    </Tooltip>
                  ),
                },
              ]
            : []),
        ]}
      />
      <div style={{ textAlign: 'right', marginTop: 8 }}>
        Tổng giá trị khai báo: <strong>{formatCny(consignment.DeclaredCNY)}</strong>{' '}
        <Typography.Text type="secondary">(≈ {formatVnd(declaredVnd)})</Typography.Text>
      </div>
    </>
  );
}
