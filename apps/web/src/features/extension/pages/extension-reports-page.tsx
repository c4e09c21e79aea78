import { useState } from 'react';
import { Button, Form, Input, Modal, Tag, Typography, type TableColumnsType } from 'antd';
import {
  EXTENSION_REPORT_STATUS,
  extensionReportStatusNames,
  formatDateTime,
  siteName,
  type ExtensionReportRow,
} from '@app/shared';
import {
  CompactHead,
  ConsoleList,
  statusTabs,
  useConsoleList,
} from '../../../components/console-list';
import { compactColumn } from '../../../components/table-columns';
import { toast } from '../../../lib/dialogs';
import { extensionReportsKey, useMarkReportHandled } from '../api/extension-reports';

const { New, Handled } = EXTENSION_REPORT_STATUS;
const tabs = statusTabs([New, Handled], extensionReportStatusNames);

/** The reported page: its shop by name, its address opening in a new tab, the customer's words. */
function ReportedPage({ row }: { row: ExtensionReportRow }) {
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      <Tag>{siteName(row.Site)}</Tag>
      <a href={row.Link} target="_blank" rel="noopener noreferrer">
        {row.Link}
      </a>
      {row.Reason && <div>{row.Reason}</div>}
    </div>
  );
}

/** The report's state, and what staff did about it once handled. */
function ReportState({ row }: { row: ExtensionReportRow }) {
  return (
    <div>
      <Tag color={row.Status === New ? 'orange' : 'green'}>{row.StatusName}</Tag>
      {row.HandledNote && (
        <div>
          <Typography.Text type="secondary">{row.HandledNote}</Typography.Text>
        </div>
      )}
    </div>
  );
}

/**
 * "Trang tiện ích không đọc được": item pages customers reported from the extension, for staff to
 * open, fix the reader of, and mark handled with a note.
 */
export default function ExtensionReportsPage() {
  const source = useConsoleList<ExtensionReportRow>({
    path: 'admin/extension-reports',
    queryKey: extensionReportsKey,
    tabs,
    defaultTab: String(New),
  });
  const handle = useMarkReportHandled();
  const [handling, setHandling] = useState<ExtensionReportRow | null>(null);
  const [form] = Form.useForm<{ Note?: string }>();

  const action = (row: ExtensionReportRow) =>
    row.Status === New && (
      <Button size="small" type="primary" onClick={() => setHandling(row)}>
        Đã xử lý
      </Button>
    );

  const columns: TableColumnsType<ExtensionReportRow> = [
    {
      title: 'Ngày gửi',
      dataIndex: 'CreatedDate',
      width: 130,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: 'Trang sản phẩm',
      dataIndex: 'Link',
      render: (_, row) => <ReportedPage row={row} />,
    },
    {
      title: 'Khách hàng',
      dataIndex: 'CustomerCode',
      width: 110,
      render: (value: string) => value || '—',
    },
    { title: 'Phiên bản', dataIndex: 'Version', width: 90 },
    {
      title: 'Trạng thái',
      dataIndex: 'StatusName',
      width: 180,
      render: (_, row) => <ReportState row={row} />,
    },
    { title: 'Thao tác', key: 'action', width: 100, render: (_, row) => action(row) },
  ];
  const compact = compactColumn<ExtensionReportRow>('Trang sản phẩm', (row) => (
    <>
      <CompactHead
        title={`${formatDateTime(row.CreatedDate)} · ${row.CustomerCode || 'khách'}`}
        tag={<Tag color={row.Status === New ? 'orange' : 'green'}>{row.StatusName}</Tag>}
      />
      <ReportedPage row={row} />
      <Typography.Text type="secondary">Phiên bản {row.Version}</Typography.Text>
      {row.HandledNote && <Typography.Text type="secondary">{row.HandledNote}</Typography.Text>}
      <div>{action(row)}</div>
    </>
  ));

  const finish = ({ Note }: { Note?: string }) => {
    if (!handling) return;
    handle.mutate(
      { id: handling.Id, note: Note?.trim() ?? '' },
      {
        onSuccess: () => {
          toast.success('Đã đánh dấu trang là đã xử lý');
          setHandling(null);
          form.resetFields();
        },
      },
    );
  };

  return (
    <>
      <ConsoleList<ExtensionReportRow>
        title="Trang tiện ích không đọc được"
        intro={
          <Typography.Paragraph type="secondary">
            Trang sản phẩm khách báo từ tiện ích vì tiện ích không đọc được giá, thuộc tính hoặc
            ảnh. Mở trang để xem, sửa bộ đọc của trang đó, rồi bấm Đã xử lý kèm ghi chú.
          </Typography.Paragraph>
        }
        source={source}
        placeholder="Đường dẫn hoặc khách hàng (mã, tên, SĐT)"
        table={{
          columns,
          compact,
          tableLayout: 'fixed',
          scrollX: 860,
          noun: 'trang',
          emptyText:
            source.tab === String(New) ? 'Không có trang nào chờ xử lý' : 'Không có trang nào',
        }}
      />
      <Modal
        title="Đánh dấu đã xử lý"
        open={handling !== null}
        okText="Đã xử lý"
        cancelText="Đóng"
        okButtonProps={{ loading: handle.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setHandling(null)}
      >
        {handling && (
          <Typography.Paragraph style={{ overflowWrap: 'anywhere' }}>
            {siteName(handling.Site)}: {handling.Link}
          </Typography.Paragraph>
        )}
        <Form form={form} layout="vertical" name="extension-report-handled" onFinish={finish}>
          <Form.Item
            label="Ghi chú (đã sửa gì, đã báo khách chưa)"
            name="Note"
            rules={[{ max: 500, message: 'Ghi chú không quá 500 ký tự' }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
