import { useState } from 'react';
import { Alert, Grid, Input, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatVnd, type AdminCustomerRow, type BankTransferRow } from '@app/shared';
import { toast } from '../../../lib/dialogs';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { customersQuery } from '../../customers';
import { useAssignTransfer } from '../api/bank-transfers';
import { customerCodeIn } from '../lib/transfer-text';

const columns: TableColumnsType<AdminCustomerRow> = [
  { title: 'Mã KH', dataIndex: 'Code', width: 100 },
  { title: 'Họ tên', dataIndex: 'FullName', render: (value: string) => value || '—' },
  { title: 'Email', dataIndex: 'Email', ellipsis: true },
  { title: 'Điện thoại', dataIndex: 'Phone', width: 120 },
];

const compact: TableColumnsType<AdminCustomerRow> = [
  {
    title: 'Khách hàng',
    key: 'all',
    render: (_, row) => (
      <div>
        <Typography.Text strong>{row.Code}</Typography.Text> {row.FullName}
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {row.Email} · {row.Phone}
          </Typography.Text>
        </div>
      </div>
    ),
  },
];

interface Props {
  transfer: BankTransferRow;
  onClose: () => void;
}

/**
 * Staff know whose money an unmatched transfer is: they find the customer (code, the start of the
 * email or phone), pick them and confirm; a deposit is made and approved for that customer.
 */
export function AssignTransferModal({ transfer, onClose }: Props) {
  const wide = Grid.useBreakpoint().md !== false;
  const [keyword, setKeyword] = useState(() => customerCodeIn(transfer.Content));
  const [chosen, setChosen] = useState<AdminCustomerRow | null>(null);
  const assign = useAssignTransfer();
  const idempotency = useIdempotencyKey();
  const { data, isFetching } = useQuery({
    ...customersQuery({ keyword, skip: 0, take: 5 }),
    enabled: keyword !== '',
  });
  const found = keyword ? (data?.Items ?? []) : [];

  const submit = () => {
    if (!chosen) return;
    assign.mutate(
      { id: transfer.Id, customerId: chosen.Id, idempotencyKey: idempotency.take() },
      {
        onSuccess: (row) => {
          toast.success(
            `Đã cộng ${formatVnd(transfer.Amount)} vào ví khách hàng ${chosen.Code}` +
              (row.DepositCode ? ` (yêu cầu nạp ${row.DepositCode}).` : '.'),
          );
          onClose();
        },
        onSettled: idempotency.release,
      },
    );
  };

  return (
    <Modal
      open
      title="Gán giao dịch cho khách hàng"
      width={720}
      okText="Gán và cộng tiền"
      okButtonProps={{ disabled: !chosen, loading: assign.isPending }}
      cancelText="Hủy"
      onOk={submit}
      onCancel={onClose}
    >
      <Typography.Paragraph style={{ marginTop: 0 }}>
        Giao dịch <Typography.Text strong>{formatVnd(transfer.Amount)}</Typography.Text>, nội dung “
        <Typography.Text style={{ wordBreak: 'break-word' }}>{transfer.Content}</Typography.Text>
        ”.
      </Typography.Paragraph>
      <Input.Search
        aria-label="Tìm khách hàng"
        placeholder="Mã khách hàng (KH000002), đầu email hoặc số điện thoại"
        defaultValue={keyword}
        allowClear
        enterButton="Tìm"
        maxLength={100}
        onSearch={(value) => {
          setKeyword(value.trim());
          setChosen(null);
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<AdminCustomerRow>
        rowKey="Id"
        size="small"
        columns={wide ? columns : compact}
        showHeader={wide}
        dataSource={found}
        loading={isFetching}
        pagination={false}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosen ? [chosen.Id] : [],
          onChange: (_, rows) => setChosen(rows[0] ?? null),
        }}
        onRow={(row) => ({ onClick: () => setChosen(row), style: { cursor: 'pointer' } })}
        locale={{
          emptyText: keyword
            ? 'Không tìm thấy khách hàng'
            : 'Nhập mã khách hàng, đầu email hoặc số điện thoại để tìm',
        }}
      />
      {chosen && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={
            <>
              Cộng {formatVnd(transfer.Amount)} vào ví của <Tag>{chosen.Code}</Tag>
              {chosen.FullName || chosen.Email}. Một yêu cầu nạp tiền được tạo và duyệt ngay; không
              hoàn tác được.
            </>
          }
        />
      )}
    </Modal>
  );
}
