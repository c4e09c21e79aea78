import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Tag, Typography, Upload } from 'antd';
import { CheckOutlined, EyeOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import {
  STATEMENT_XLSX_LIMIT,
  formatVnd,
  messages,
  statementPreviewSchema,
  type StatementImportAnswer,
  type StatementPreviewInput,
} from '@app/shared';
import { PageHeading } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { showAlert, showConfirm, toast } from '../../../lib/dialogs';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { useImportStatement, usePreviewStatement } from '../api/import-statement';
import { STATEMENT_CSV_COLUMNS, StatementFormatHelp } from '../components/statement-format-help';
import { StatementLines, StatementTotals } from '../components/statement-report';
import { decodeCsv, statementFileKind, toBase64 } from '../lib/statement-file';

const EXAMPLE = `${STATEMENT_CSV_COLUMNS}\n22/11/2025,500000,NAP KH000002 58231,FT25326001`;

/** The Excel workbook chosen, already in base64; a CSV goes into the text box instead. */
interface ChosenWorkbook {
  name: string;
  size: number;
  base64: string;
}

/** A preview and the very statement it was made of: the import sends that statement back. */
interface Preview {
  statement: StatementPreviewInput;
  answer: StatementImportAnswer;
}

const kilobytes = (size: number) =>
  `${new Intl.NumberFormat('vi-VN').format(Math.max(1, Math.round(size / 1024)))} KB`;

/** The question before an import: what it will write, in the preview's own totals. */
function confirmQuestion(answer: StatementImportAnswer): string {
  const parts = [
    answer.Credited.Count > 0 &&
      `nạp ${answer.Credited.Count} giao dịch, tổng ${formatVnd(answer.Credited.Amount)}, vào ví khách hàng`,
    answer.Unmatched > 0 && `đưa ${answer.Unmatched} dòng vào mục Giao dịch ngân hàng chờ xử lý`,
  ].filter(Boolean);
  return `Ghi nhận sao kê: ${parts.join('; ')}. Tiếp tục?`;
}

/**
 * Bank statement import: staff preview what every line will do (nothing is written), then apply
 * exactly that preview, all lines at once or none if the statement changed meanwhile.
 */
export default function StatementImportPage() {
  const [form] = Form.useForm<{ Csv?: string }>();
  const { validateTrigger, markSubmitted } = useSubmitValidation();
  const previewStatement = usePreviewStatement();
  const importStatement = useImportStatement();
  const [workbook, setWorkbook] = useState<ChosenWorkbook | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [result, setResult] = useState<StatementImportAnswer | null>(null);
  const report = useRef<HTMLDivElement>(null);

  // The preview or the result shows below a long form: bring it into view (a phone shows none of it).
  useEffect(() => {
    if (preview || result) report.current?.scrollIntoView({ block: 'start' });
  }, [preview, result]);

  /** Another file or other text: what was shown no longer describes it. */
  const forget = () => {
    setPreview(null);
    setResult(null);
  };

  const choose = async (file: File) => {
    const kind = statementFileKind(file);
    if (!kind) {
      await showAlert(messages.statementFileInvalid);
      return;
    }
    const bytes = await file.arrayBuffer();
    forget();
    if (kind === 'csv') {
      setWorkbook(null);
      form.setFieldsValue({ Csv: decodeCsv(bytes) });
      return;
    }
    const base64 = toBase64(bytes);
    if (base64.length > STATEMENT_XLSX_LIMIT) {
      setWorkbook(null);
      await showAlert(
        `Tệp Excel quá lớn (${kilobytes(file.size)}): hãy xuất sao kê theo khoảng thời gian ngắn hơn.`,
      );
      return;
    }
    setWorkbook({ name: file.name, size: file.size, base64 });
  };

  const runPreview = (statement: StatementPreviewInput) =>
    previewStatement.mutate(statement, {
      onSuccess: (answer) => {
        setResult(null);
        setPreview({ statement, answer });
      },
    });

  const apply = async () => {
    if (!preview || !(await showConfirm(confirmQuestion(preview.answer)))) return;
    importStatement.mutate(
      { ...preview.statement, PreviewDigest: preview.answer.PreviewDigest },
      {
        onSuccess: (answer) => {
          setPreview(null);
          setResult(answer);
          toast.success(`Đã ghi nhận sao kê: nạp ${answer.Credited.Count} giao dịch.`);
        },
        onError: (error) => {
          // The api client has shown the sentence (the statement changed): the preview is stale.
          if (error instanceof ApiError && error.status === 400) setPreview(null);
        },
      },
    );
  };

  const nothingToApply =
    preview !== null && preview.answer.Credited.Count === 0 && preview.answer.Unmatched === 0;

  return (
    <>
      <PageHeading>Nhập sao kê</PageHeading>
      <Card>
        <StatementFormatHelp />
        <Form
          form={form}
          layout="vertical"
          name="statement-import"
          validateTrigger={validateTrigger}
          onValuesChange={forget}
          onFinish={(values) => {
            markSubmitted();
            runPreview(workbook ? { Xlsx: workbook.base64 } : { Csv: values.Csv ?? '' });
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
                onClose={() => {
                  setWorkbook(null);
                  forget();
                }}
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
              rules={zodRules(statementPreviewSchema, 'Csv')}
            >
              <Input.TextArea
                autoSize={{ minRows: 6, maxRows: 16 }}
                placeholder={EXAMPLE}
                style={{ fontFamily: 'monospace' }}
              />
            </Form.Item>
          )}
          <Button
            type={preview ? 'default' : 'primary'}
            htmlType="submit"
            icon={<EyeOutlined />}
            loading={previewStatement.isPending}
          >
            Xem trước
          </Button>
        </Form>
      </Card>
      {/* Below the console's sticky header when scrolled to. */}
      <div ref={report} style={{ scrollMarginTop: 72 }} />
      {preview && (
        <Card title="Xem trước: chưa ghi nhận dòng nào" style={{ marginTop: 16 }}>
          <StatementTotals answer={preview.answer} applied={false} />
          <Space wrap align="center" style={{ marginBottom: 16 }}>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={nothingToApply}
              loading={importStatement.isPending}
              onClick={() => void apply()}
            >
              Ghi nhận
            </Button>
            <Typography.Text type="secondary">
              {nothingToApply
                ? 'Không có dòng nào để ghi nhận.'
                : 'Áp dụng đúng như bản xem trước; nếu sao kê đã thay đổi thì không dòng nào được ghi nhận.'}
            </Typography.Text>
          </Space>
          <StatementLines answer={preview.answer} />
        </Card>
      )}
      {result && (
        <Card title="Kết quả ghi nhận" style={{ marginTop: 16 }}>
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 12 }}
            title="Sao kê đã được ghi nhận."
          />
          <StatementTotals answer={result} applied />
          <StatementLines answer={result} />
        </Card>
      )}
    </>
  );
}
