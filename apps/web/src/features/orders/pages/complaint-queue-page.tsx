import { useState } from 'react';
import {
  Button,
  Card,
  Form,
  Grid,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  ComplaintStatus,
  complaintMachine,
  complaintStatusNames,
  formatVnd,
  movesFrom,
  type AdminComplaintRow,
} from '@app/shared';
import { adminOrderPath } from '../../../app/routes';
import {
  CodeAndDate,
  CompactHead,
  ConsoleTable,
  statusOptions,
} from '../../../components/console-list';
import { PageHeading } from '../../../components/page-title';
import { toast } from '../../../lib/dialogs';
import { useUrlList } from '../../../lib/use-url-list';
import { complaintQueueQuery, useComplaintStep } from '../api/complaints';

const statuses = statusOptions(Object.values(ComplaintStatus), complaintStatusNames);

/** The complaints queue: take one, answer it with an optional refund, or refuse it. */
export default function ComplaintQueuePage() {
  const wide = Grid.useBreakpoint().md !== false;
  const list = useUrlList({ status: String(ComplaintStatus.Pending) });
  const { data, isFetching } = useQuery(
    complaintQueueQuery({ ...list.filter, skip: list.skip, take: list.take }),
  );
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
          {row.ImageUrls.map((url) => (
            <a key={url} href={url} target="_blank" rel="noreferrer" style={{ marginRight: 8 }}>
              Ảnh
            </a>
          ))}
          {row.Response && (
            <Typography.Text type="secondary"> · Phản hồi: {row.Response}</Typography.Text>
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
  const compact: TableColumnsType<AdminComplaintRow> = [
    {
      title: 'Khiếu nại',
      key: 'all',
      render: (_, row) => (
        <div>
          <CompactHead
            title={`${row.Code} · ${row.CustomerCode} · ${row.OrderCode}`}
            tag={<Tag>{row.StatusName}</Tag>}
          />
          <div>
            {row.TypeName}: {row.Content}
          </div>
          {actions(row)}
        </div>
      ),
    },
  ];

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
      <PageHeading>Khiếu nại</PageHeading>
      <Card>
        <Select
          aria-label="Trạng thái"
          value={list.filter.status}
          options={statuses}
          onChange={(status) => list.set({ status })}
          style={{ width: 200, marginBottom: 12 }}
        />
        <ConsoleTable<AdminComplaintRow>
          wide={wide}
          columns={columns}
          compact={compact}
          rows={data?.Items}
          loading={isFetching}
          tableLayout="fixed"
          scrollX={860}
          paging={list.paging(data?.Total ?? 0)}
          noun="khiếu nại"
          emptyText="Không có khiếu nại"
        />
      </Card>
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
              <InputNumber<number>
                min={0}
                max={1_000_000_000}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
