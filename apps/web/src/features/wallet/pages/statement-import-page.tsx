import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Table, Tag, Typography, Upload } from 'antd';
import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  STATEMENT_XLSX_LIMIT,
  formatVnd,
  messages,
  statementImportSchema,
  type StatementImportAnswer,
  type StatementImportInput,
} from '@app/shared';
import { adminPaths } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { showAlert, toast } from '../../../lib/dialogs';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { useImportStatement } from '../api/import-statement';
import { decodeCsv, statementFileKind, toBase64 } from '../lib/statement-file';

const FORMAT_HELP = 'Ngày,Số tiền,Nội dung,Mã giao dịch';
const EXAMPLE = `${FORMAT_HELP}\n22/11/2025,500000,NAP KH000002 58231,FT25326001`;

function Results({ answer }: { answer: StatementImportAnswer }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', marginTop: 16 }}>
      <Card
        size="small"
        title={
          <Typography.Text type="success">Đã xác nhận ({answer.Confirmed.length})</Typography.Text>
        }
        style={{ borderColor: '#b7eb8f', background: '#f6ffed' }}
      >
        <Table
          rowKey="Line"
          size="small"
          pagination={false}
          dataSource={answer.Confirmed}
          columns={[
            { title: 'Dòng', dataIndex: 'Line', width: 70 },
            { title: 'Mã yêu cầu nạp', dataIndex: 'DepositCode' },
            {
              title: 'Số tiền',
              dataIndex: 'Amount',
              align: 'right',
              render: (value: number) => formatVnd(value),
            },
          ]}
          locale={{ emptyText: 'Không có dòng nào được xác nhận' }}
        />
      </Card>
      <Card size="small" title={`Đã dùng trước đó (${answer.AlreadyUsed.length})`}>
        <Table
          rowKey="Line"
          size="small"
          pagination={false}
          dataSource={answer.AlreadyUsed}
          columns={[
            { title: 'Dòng', dataIndex: 'Line', width: 70 },
            { title: 'Nội dung', dataIndex: 'Content' },
          ]}
          locale={{ emptyText: 'Không có' }}
        />
      </Card>
      <Card
        size="small"
        title={
          <Typography.Text type="danger">Không khớp ({answer.Unmatched.length})</Typography.Text>
        }
      >
        {answer.Unmatched.length > 0 && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            Dòng ghi mã nạp tiền nhưng không khớp (sai số tiền, yêu cầu đã xử lý) chờ ở mục{' '}
            <Link to={adminPaths.bankTransfers}>Giao dịch ngân hàng</Link> để gán cho khách hàng
            hoặc trả lại; các dòng khác của sao kê chỉ được báo ở đây.
          </Typography.Paragraph>
        )}
        <Table
          rowKey="Line"
          size="small"
          pagination={false}
          scroll={{ x: 560 }}
          dataSource={answer.Unmatched}
          columns={[
            { title: 'Dòng', dataIndex: 'Line', width: 70 },
            { title: 'Nội dung', dataIndex: 'Content' },
            {
              title: 'Số tiền',
              dataIndex: 'Amount',
              align: 'right',
              render: (value: number) => formatVnd(value),
            },
            { title: 'Lý do', dataIndex: 'Reason' },
          ]}
          locale={{ emptyText: 'Không có' }}
        />
      </Card>
    </Space>
  );
}

/** The Excel workbook chosen, already in base64; a CSV goes into the text box instead. */
interface ChosenWorkbook {
  name: string;
  size: number;
  base64: string;
}

const kilobytes = (size: number) =>
  `${new Intl.NumberFormat('vi-VN').format(Math.max(1, Math.round(size / 1024)))} KB`;

function FormatHelp() {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title="Định dạng được nhận"
      description={
        <>
          <ul style={{ paddingInlineStart: 20, margin: '4px 0 8px' }}>
            <li>
              CSV của chúng tôi, mỗi dòng một giao dịch:{' '}
              <Typography.Text code>{FORMAT_HELP}</Typography.Text> (có hoặc không có dòng tiêu đề).
            </li>
            <li>
              Sao kê tải từ ngân hàng, dạng CSV hoặc Excel (.xlsx): <strong>Vietcombank</strong>{' '}
              (Ngày giao dịch, Số tham chiếu, Số tiền ghi nợ, Số tiền ghi có, Số dư, Mô tả) và{' '}
              <strong>MB Bank</strong> (Ngày hạch toán hoặc Ngày giao dịch, Phát sinh nợ, Phát sinh
              có, Số dư, Nội dung hoặc Diễn giải). Các cột được tìm theo tên tiêu đề, kể cả khi ngân
              hàng in thông tin tài khoản phía trên.
            </li>
          </ul>
          Dòng tiền vào có nội dung chứa mã nạp tiền của một yêu cầu đang chờ duyệt và đúng số tiền
          được xác nhận ngay. Một giao dịch không bao giờ được cộng hai lần, kể cả khi SePay hoặc
          Casso đã báo trước đó. Dòng ghi mã nạp tiền nhưng không khớp chờ ở mục{' '}
          <Link to={adminPaths.bankTransfers}>Giao dịch ngân hàng</Link>.
        </>
      }
    />
  );
}

export default function StatementImportPage() {
  const [form] = Form.useForm<{ Csv?: string }>();
  const { validateTrigger, markSubmitted } = useSubmitValidation();
  const importStatement = useImportStatement();
  const [answer, setAnswer] = useState<StatementImportAnswer | null>(null);
  const [workbook, setWorkbook] = useState<ChosenWorkbook | null>(null);

  const send = (statement: StatementImportInput) =>
    importStatement.mutate(statement, {
      onSuccess: (result) => {
        setAnswer(result);
        toast.success(`Đã xác nhận ${result.Confirmed.length} giao dịch.`);
      },
    });

  const choose = async (file: File) => {
    const kind = statementFileKind(file);
    if (!kind) {
      await showAlert(messages.statementFileInvalid);
      return;
    }
    const bytes = await file.arrayBuffer();
    if (kind === 'csv') {
      setWorkbook(null);
      form.setFieldsValue({ Csv: decodeCsv(bytes) });
      return;
    }
    const base64 = toBase64(bytes);
    if (base64.length > STATEMENT_XLSX_LIMIT) {
      await showAlert(
        `Tệp Excel quá lớn (${kilobytes(file.size)}): hãy xuất sao kê theo khoảng thời gian ngắn hơn.`,
      );
      return;
    }
    setWorkbook({ name: file.name, size: file.size, base64 });
  };

  return (
    <>
      <PageHeading>Nhập sao kê</PageHeading>
      <Card>
        <FormatHelp />
        <Form
          form={form}
          layout="vertical"
          name="statement-import"
          validateTrigger={validateTrigger}
          onFinish={(values) => {
            markSubmitted();
            send(workbook ? { Xlsx: workbook.base64 } : { Csv: values.Csv ?? '' });
          }}
          onFinishFailed={markSubmitted}
        >
          <Form.Item label="Tệp sao kê" extra="Tệp CSV được đọc vào ô bên dưới để xem trước.">
            <Upload
              accept=".csv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              maxCount={1}
              showUploadList={false}
              beforeUpload={(file) => {
                void choose(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>Chọn tệp CSV hoặc Excel</Button>
            </Upload>
          </Form.Item>
          {workbook ? (
            <Form.Item label="Tệp Excel đã chọn">
              <Tag
                icon={<FileExcelOutlined />}
                color="green"
                closable
                closeIcon
                onClose={() => setWorkbook(null)}
                style={{ padding: '4px 8px', whiteSpace: 'normal', wordBreak: 'break-all' }}
              >
                {workbook.name} ({kilobytes(workbook.size)})
              </Tag>
            </Form.Item>
          ) : (
            <Form.Item
              label="Nội dung sao kê (CSV)"
              name="Csv"
              required
              rules={zodRules(statementImportSchema, 'Csv')}
            >
              <Input.TextArea
                autoSize={{ minRows: 6, maxRows: 16 }}
                placeholder={EXAMPLE}
                style={{ fontFamily: 'monospace' }}
              />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={importStatement.isPending}>
            Nhập sao kê
          </Button>
        </Form>
        {answer && <Results answer={answer} />}
      </Card>
    </>
  );
}
