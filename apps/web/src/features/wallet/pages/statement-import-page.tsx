import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  formatVnd,
  statementImportSchema,
  type StatementImportAnswer,
  type StatementImportInput,
} from '@app/shared';
import { toast } from '../../../lib/dialogs';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { useImportStatement } from '../api/import-statement';

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

export default function StatementImportPage() {
  const [form] = Form.useForm<StatementImportInput>();
  const { validateTrigger, markSubmitted } = useSubmitValidation();
  const importStatement = useImportStatement();
  const [answer, setAnswer] = useState<StatementImportAnswer | null>(null);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Nhập sao kê
      </Typography.Title>
      <Card>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Định dạng CSV"
          description={
            <>
              Mỗi dòng một giao dịch, các cột: <Typography.Text code>{FORMAT_HELP}</Typography.Text>
              . Dòng có nội dung khớp một yêu cầu nạp tiền đang chờ duyệt (và đúng số tiền) sẽ được
              xác nhận; một giao dịch không bao giờ được cộng hai lần.
            </>
          }
        />
        <Form
          form={form}
          layout="vertical"
          name="statement-import"
          validateTrigger={validateTrigger}
          onFinish={(values) => {
            markSubmitted();
            importStatement.mutate(values.Csv ?? '', {
              onSuccess: (result) => {
                setAnswer(result);
                toast.success(`Đã xác nhận ${result.Confirmed.length} giao dịch.`);
              },
            });
          }}
          onFinishFailed={markSubmitted}
        >
          <Form.Item label="Tệp sao kê">
            <Upload
              accept=".csv,text/csv,text/plain"
              maxCount={1}
              showUploadList={false}
              beforeUpload={(file) => {
                void file.text().then((text) => form.setFieldsValue({ Csv: text }));
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>Chọn tệp CSV</Button>
            </Upload>
          </Form.Item>
          <Form.Item
            label="Nội dung sao kê"
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
          <Button type="primary" htmlType="submit" loading={importStatement.isPending}>
            Nhập sao kê
          </Button>
        </Form>
        {answer && <Results answer={answer} />}
      </Card>
    </>
  );
}
