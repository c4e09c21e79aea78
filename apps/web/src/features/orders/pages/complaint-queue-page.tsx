import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import {
  ComplaintStatus,
  complaintMachine,
  complaintQueueStatuses,
  complaintStatusNames,
  formatVnd,
  movesFrom,
  type AdminComplaintRow,
} from '@app/shared';
import { adminOrderPath } from '../../../app/routes';
import {
  CodeAndDate,
  CompactHead,
  ConsoleList,
  statusTabs,
  useConsoleList,
  waitingTab,
} from '../../../components/console-list';
import { VndInput } from '../../../components/number-inputs';
import { toast } from '../../../lib/dialogs';
import { complaintQueueKey, useComplaintStep } from '../api/complaints';
import { ComplaintImages } from '../components/complaint-images';
import { compactColumn } from '../../../components/table-columns';

/**
 * The queue's tabs: the work waiting first (new complaints, and those taken, so a complaint a
 * member of staff takes stays in view until it is answered), then each status. A complaint the
 * warehouse's count proposed is the customer's until they send it: no tab shows it.
 */
const tabs = statusTabs(complaintQueueStatuses, complaintStatusNames, [
  waitingTab('Cần xử lý', [ComplaintStatus.Pending, ComplaintStatus.Processing]),
]);

/**
 * The complaints queue, found by complaint code, order code or customer: take one, answer it with
 * an optional refund, or refuse it.
 */
export default function ComplaintQueuePage() {
  const source = useConsoleList<AdminComplaintRow>({
    path: 'admin/complaints',
    queryKey: complaintQueueKey,
    tabs,
    defaultTab: 'waiting',
  });
  const step = useComplaintStep();
  const [answering, setAnswering] = useState<{ row: AdminComplaintRow; resolve: boolean } | null>(
    null,
  );
  const [form] = Form.useForm<{ Response: string; RefundAmount?: number }>();

  const actions = (row: AdminComplaintRow) => {
    const moves = movesFrom(complaintMachine, row.Status, 'staff');
    return (
      <Space wrap>
        {moves.includes(ComplaintStatus.Processing) && (
          <Button size="small" onClick={() => step.mutate({ id: row.Id, action: 'take' })}>
            Nhận xử lý
          </Button>
        )}
        {moves.includes(ComplaintStatus.Resolved) && (
          <Button size="small" type="primary" onClick={() => setAnswering({ row, resolve: true })}>
            Giải quyết
          </Button>
        )}
        {moves.includes(ComplaintStatus.Rejected) && (
          <Button size="small" danger onClick={() => setAnswering({ row, resolve: false })}>
            Từ chối
          </Button>
        )}
      </Space>
    );
  };

  const columns: TableColumnsType<AdminComplaintRow> = [
    {
      title: 'Mã · ngày gửi',
      dataIndex: 'Code',
      width: 130,
      render: (_, row) => <CodeAndDate code={row.Code} date={row.CreatedDate} />,
    },
    {
      title: 'Khách · đơn',
      dataIndex: 'CustomerCode',
      width: 110,
      render: (_, row) => (
        <div>
          {row.CustomerCode}
          <div>
            <Link to={adminOrderPath(row.OrderId)}>{row.OrderCode}</Link>
          </div>
        </div>
      ),
    },
    {
      title: 'Khiếu nại',
      dataIndex: 'Content',
      render: (_, row) => (
        <div style={{ overflowWrap: 'anywhere' }}>
          <strong>{row.TypeName}</strong>: {row.Content}
          {row.RequestAmount > 0 && <div>Đề nghị hoàn {formatVnd(row.RequestAmount)}</div>}
          <ComplaintImages urls={row.ImageUrls} />
          {row.Response && (
            <Typography.Text type="secondary"> · Phản hồi: {row.Response}</Typography.Text>
          )}
          {row.RefundAmount > 0 && (
            <div>
              <Typography.Text type="success">
                Đã hoàn {formatVnd(row.RefundAmount)}
              </Typography.Text>
            </div>
          )}
        </div>
      ),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'StatusName',
      width: 120,
      render: (value: string) => <Tag>{value}</Tag>,
    },
    { title: 'Thao tác', key: 'actions', width: 210, render: (_, row) => actions(row) },
  ];
  const compact = compactColumn<AdminComplaintRow>('Khiếu nại', (row) => (
    <>
      <CompactHead
        title={`${row.Code} · ${row.CustomerCode} · ${row.OrderCode}`}
        tag={<Tag>{row.StatusName}</Tag>}
      />
      <div>
        {row.TypeName}: {row.Content}
      </div>
      {row.RequestAmount > 0 && <div>Đề nghị hoàn {formatVnd(row.RequestAmount)}</div>}
      {row.RefundAmount > 0 && (
        <Typography.Text type="success">Đã hoàn {formatVnd(row.RefundAmount)}</Typography.Text>
      )}
      {actions(row)}
    </>
  ));

  const finish = (values: { Response: string; RefundAmount?: number }) => {
    if (!answering) return;
    const { row, resolve } = answering;
    step.mutate(
      resolve
        ? {
            id: row.Id,
            action: 'resolve',
            body: { Response: values.Response.trim(), RefundAmount: values.RefundAmount ?? 0 },
          }
        : { id: row.Id, action: 'reject', body: { Response: values.Response.trim() } },
      {
        onSuccess: () => {
          toast.success(resolve ? `Đã giải quyết ${row.Code}` : `Đã từ chối ${row.Code}`);
          setAnswering(null);
          form.resetFields();
        },
      },
    );
  };

  return (
    <>
      <ConsoleList<AdminComplaintRow>
        title="Khiếu nại"
        source={source}
        placeholder="Mã khiếu nại, mã đơn, khách hàng (mã, tên, SĐT)"
        table={{
          columns,
          compact,
          tableLayout: 'fixed',
          scrollX: 860,
          noun: 'khiếu nại',
          emptyText: 'Không có khiếu nại',
        }}
      />
      <Modal
        title={
          answering
            ? `${answering.resolve ? 'Giải quyết' : 'Từ chối'} khiếu nại ${answering.row.Code}`
            : ''
        }
        open={answering !== null}
        okText={answering?.resolve ? 'Giải quyết' : 'Từ chối'}
        cancelText="Đóng"
        okButtonProps={{ danger: answering?.resolve === false, loading: step.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setAnswering(null)}
      >
        <Form form={form} layout="vertical" name="complaint-answer" onFinish={finish}>
          <Form.Item
            label="Trả lời khách hàng"
            name="Response"
            rules={[
              { required: true, whitespace: true, message: 'Câu trả lời cho khách hàng chưa nhập' },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={2000} />
          </Form.Item>
          {answering?.resolve && (
            <Form.Item
              label="Hoàn vào ví (₫)"
              name="RefundAmount"
              extra={
                answering.row.RequestAmount > 0
                  ? `Khách đề nghị ${formatVnd(answering.row.RequestAmount)}`
                  : undefined
              }
            >
              <VndInput max={1_000_000_000} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
