import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Input,
  Row,
  Space,
  Tag,
  Typography,
  type InputRef,
  type TableColumnsType,
} from 'antd';
import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TransportStatus,
  formatDateTime,
  formatVnd,
  messages,
  type AdminTransportRow,
  type ReceiveChinaInput,
} from '@app/shared';
import { PageTitle } from '../../../components/page-title';
import { ParcelStatusTag } from '../../../components/status-tags';
import { toast } from '../../../lib/dialogs';
import { formatKg } from '../../../lib/units';
import {
  parcelLookupQuery,
  receiveInChina,
  refreshAfterScan,
  useReceiptQuote,
} from '../api/warehouse';
import { ParcelOwner } from '../components/parcel-owner';
import { PendingText } from '../components/pending-text';
import { ScanField } from '../components/scan-field';
import { ScanEntryState, ScanLogCard } from '../components/scan-log-card';
import { normalizeTrackingNumber, parseSide, parseWeight } from '../lib/measures';
import { newScanKey, refusalOf, useScanLog, type ScanEntry } from '../lib/scan-log';
import { useParcelLabels } from '../lib/parcel-labels';
import { scanSound } from '../lib/scan-sound';
import { useScanField } from '../lib/use-scan-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

type Entry = ScanEntry<ReceiveChinaInput, AdminTransportRow>;
type Side = 'Length' | 'Width' | 'Height';

const AUTO_PRINT_KEY = 'warehouse.receive-china.auto-print';
const sides: Array<{ key: Side; label: string }> = [
  { key: 'Length', label: 'Dài (cm)' },
  { key: 'Width', label: 'Rộng (cm)' },
  { key: 'Height', label: 'Cao (cm)' },
];
/** The parcels a tracking number can no longer be received as (delivered, cancelled). */
const finished: number[] = [TransportStatus.Delivered, TransportStatus.Cancelled];

const emptySides: Record<Side, string> = { Length: '', Width: '', Height: '' };

/** The live parcel a scanned tracking number names, from the lookup's answer; undefined for none. */
const liveParcel = (rows: AdminTransportRow[], code: string) =>
  rows.find((row) => row.TransportCode === code && !finished.includes(row.Status));

/** Why a parcel cannot be received in China again; null while it still awaits receiving. */
const notReceivable = (parcel: AdminTransportRow | undefined) =>
  parcel && parcel.Status !== TransportStatus.AwaitingChina
    ? `Kiện ${parcel.Code} đã ở trạng thái «${parcel.StatusName}»: không nhận lại được.`
    : null;

/**
 * Who the scanned number belongs to, before it is weighed, then the fee (`quote`) when the parcel
 * can be received at all.
 */
function ScannedParcel({ code, quote }: { code: string; quote: ReactNode }) {
  const { data, isPending, isError } = useQuery(parcelLookupQuery(code));
  if (isPending) return <PendingText text="Đang tìm kiện…" />;
  if (isError) {
    return <Typography.Text type="danger">Không tra cứu được mã vận đơn này</Typography.Text>;
  }
  const parcel = liveParcel(data.Items, code);
  if (!parcel) {
    return (
      <>
        <Alert
          type="warning"
          showIcon
          title="Kiện vô chủ"
          description="Chưa khách hàng nào đăng ký mã vận đơn này. Kiện vẫn được cân, lưu kho và chờ khách hàng nhận."
        />
        {quote}
      </>
    );
  }
  const refusal = notReceivable(parcel);
  return (
    <>
      <div>
        <div style={{ fontSize: 18 }}>
          <ParcelOwner parcel={parcel} />
        </div>
        <Space wrap size={[12, 4]} style={{ marginTop: 4 }}>
          {parcel.OrderCode && <span>Đơn {parcel.OrderCode}</span>}
          {parcel.DestinationName && <span>Về {parcel.DestinationName}</span>}
          <ParcelStatusTag status={parcel.Status} name={parcel.StatusName} />
        </Space>
        {refusal && <Alert type="error" showIcon style={{ marginTop: 8 }} title={refusal} />}
      </div>
      {!refusal && quote}
    </>
  );
}

/** The fee receiving would charge, computed by the server before anything is saved. */
function QuotePanel({
  input,
  settling,
  quote,
}: {
  input: ReceiveChinaInput | null;
  settling: boolean;
  quote: ReturnType<typeof useReceiptQuote>;
}) {
  if (!input) {
    return <Typography.Text type="secondary">Nhập cân nặng để tính phí.</Typography.Text>;
  }
  if (quote.isError) {
    return <Typography.Text type="danger">{refusalOf(quote.error)}</Typography.Text>;
  }
  const row = quote.data;
  if (!row) return <PendingText text="Đang tính phí…" />;
  const weights = `Cân tính cước ${formatKg(row.ChargedWeight)} (thực ${formatKg(row.Weight)}${
    row.VolumeWeight ? `, quy đổi ${formatKg(row.VolumeWeight)}` : ''
  })`;
  return (
    <div style={{ opacity: settling || quote.isFetching ? 0.5 : 1 }} aria-live="polite">
      {row.CustomerCode ? (
        <>
          <div style={{ fontSize: 26, fontWeight: 700, color: '#c8102e' }}>
            {formatVnd(row.Fee)}
          </div>
          <div>{row.FeeFormula}</div>
        </>
      ) : (
        <div style={{ fontSize: 16, fontWeight: 600 }}>
          Chưa tính phí: phí tính khi khách hàng nhận kiện
        </div>
      )}
      <Typography.Text type="secondary">{weights}</Typography.Text>
    </div>
  );
}

/**
 * Receiving at the Chinese warehouse, scan first: the scanner types the tracking number and Enter
 * moves to the scale; the server quotes the fee as the weight and size are typed; Enter saves, and
 * the cursor is back in the scanner box at once while the save finishes in the list beside.
 */
export default function ReceiveChinaPage() {
  const client = useQueryClient();
  const weightRef = useRef<InputRef>(null);
  const [code, setCode] = useState<string | null>(null);
  // A number typed over the confirmed one is a new parcel: its measures wait for Enter again.
  const scan = useScanField((value) => {
    if (code !== null && value.trim().toUpperCase() !== code) setCode(null);
  });
  const { text: scanText, setText: setScanText, setError: setScanError, focus: focusScan } = scan;
  const [weightText, setWeightText] = useState('');
  const [sideTexts, setSideTexts] = useState(emptySides);
  const [measureError, setMeasureError] = useState('');
  const [autoPrint, setAutoPrint] = useState(() => localStorage.getItem(AUTO_PRINT_KEY) === '1');
  const log = useScanLog<Entry>('warehouse.receive-china.log');

  const labels = useParcelLabels(focusScan);
  const printLabel = (parcel: AdminTransportRow) => labels.print(parcel.Id);

  const weight = parseWeight(weightText);
  const length = parseSide(sideTexts.Length);
  const width = parseSide(sideTexts.Width);
  const height = parseSide(sideTexts.Height);
  const input = useMemo<ReceiveChinaInput | null>(
    () =>
      code && weight !== null && length !== null && width !== null && height !== null
        ? { TransportCode: code, Weight: weight, Length: length, Width: width, Height: height }
        : null,
    [code, weight, length, width, height],
  );
  const settledInput = useDebouncedValue(input, 350);
  const quote = useReceiptQuote(settledInput);

  const reset = () => {
    setScanText('');
    setCode(null);
    setScanError('');
    setWeightText('');
    setSideTexts(emptySides);
    setMeasureError('');
    focusScan();
  };

  const confirmScan = (): string | null => {
    const normalized = normalizeTrackingNumber(scanText);
    if (!normalized) {
      setScanError(messages.transportCodeInvalid);
      scanSound.refused();
      focusScan();
      return null;
    }
    setScanError('');
    setScanText(normalized);
    setCode(normalized);
    return normalized;
  };

  // The scan last confirmed: a lookup answering after a newer scan is not acted on.
  const lastScan = useRef('');
  /**
   * Enter in the scan field: on to the scale, unless the parcel was already received — then the
   * scan is refused where it was made, and the cursor stays for the next parcel.
   */
  const scanned = () => {
    const scannedCode = confirmScan();
    if (!scannedCode) return;
    lastScan.current = scannedCode;
    const toScale = () => weightRef.current?.focus({ cursor: 'all' });
    client.fetchQuery(parcelLookupQuery(scannedCode)).then((answer) => {
      if (lastScan.current !== scannedCode) return;
      const refusal = notReceivable(liveParcel(answer.Items, scannedCode));
      if (!refusal) return toScale();
      setScanError(refusal);
      scanSound.refused();
      focusScan();
    }, toScale);
  };

  const save = () => {
    const trackingNumber = code ?? confirmScan();
    if (!trackingNumber) return;
    if (weight === null) {
      setMeasureError(messages.weightInvalid);
      weightRef.current?.focus({ cursor: 'all' });
      return;
    }
    if (length === null || width === null || height === null) {
      setMeasureError(messages.sizeInvalid);
      return;
    }
    const saving = log.entries.some(
      (entry) => entry.state === 'saving' && entry.input.TransportCode === trackingNumber,
    );
    if (saving) return;
    const body: ReceiveChinaInput = {
      TransportCode: trackingNumber,
      Weight: weight,
      Length: length,
      Width: width,
      Height: height,
    };
    const key = newScanKey();
    log.add({ key, input: body, state: 'saving', at: new Date().toISOString() });
    reset();
    receiveInChina(body).then(
      (parcel) => {
        log.update(key, { state: 'saved', row: parcel });
        scanSound.ok();
        refreshAfterScan(client);
        if (autoPrint) printLabel(parcel);
      },
      (error: unknown) => {
        log.update(key, { state: 'failed', error: refusalOf(error) });
        scanSound.refused();
      },
    );
  };

  /** A refused scan goes back into the form, to correct and save again. */
  const retry = (entry: Entry) => {
    log.remove(entry.key);
    setScanText(entry.input.TransportCode);
    setCode(entry.input.TransportCode);
    setScanError('');
    setWeightText(String(entry.input.Weight).replace('.', ','));
    const side = (value: number) => (value ? String(value).replace('.', ',') : '');
    setSideTexts({
      Length: side(entry.input.Length),
      Width: side(entry.input.Width),
      Height: side(entry.input.Height),
    });
    weightRef.current?.focus({ cursor: 'all' });
  };

  const measureKeys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      reset();
    }
  };

  const saved = log.entries.filter((entry) => entry.state === 'saved');
  const savedWeight = saved.reduce((sum, entry) => sum + (entry.row?.Weight ?? 0), 0);

  const entryColumns: TableColumnsType<Entry> = [
    {
      title: 'Kiện',
      key: 'parcel',
      render: (_, entry) => (
        <div>
          <div>
            <span style={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {entry.input.TransportCode}
            </span>
            {entry.row && ` · ${entry.row.Code}`}
          </div>
          {entry.row && (
            <>
              <div>
                <ParcelOwner parcel={entry.row} />
                {entry.row.DestinationName && ` → ${entry.row.DestinationName}`}
              </div>
              <Typography.Text type="secondary">
                {formatKg(entry.row.Weight)}
                {entry.row.CustomerCode && ` · ${formatVnd(entry.row.Fee)}`} ·{' '}
                {formatDateTime(entry.at).slice(11)}
              </Typography.Text>
            </>
          )}
          <ScanEntryState entry={entry} pendingText="Đang lưu…" />
        </div>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 100,
      align: 'right',
      render: (_, entry) =>
        entry.state === 'saved' && entry.row ? (
          <Button
            size="small"
            icon={<PrinterOutlined />}
            onClick={() => entry.row && printLabel(entry.row)}
          >
            In tem
          </Button>
        ) : entry.state === 'failed' ? (
          <Button size="small" icon={<ReloadOutlined />} onClick={() => retry(entry)}>
            Sửa lại
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageTitle
        title="Nhận hàng kho Trung Quốc"
        actions={
          <Checkbox
            checked={autoPrint}
            onChange={(event) => {
              setAutoPrint(event.target.checked);
              localStorage.setItem(AUTO_PRINT_KEY, event.target.checked ? '1' : '0');
            }}
          >
            Tự in tem sau khi lưu
          </Checkbox>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card>
            <ScanField
              id="scan-china"
              label="Mã vận đơn"
              {...scan.field}
              onEnter={scanned}
              onEscape={reset}
            />

            <Row gutter={[12, 8]} style={{ marginTop: 16 }}>
              <Col xs={24} sm={6}>
                <label htmlFor="weight-china">Cân nặng (kg)</label>
                <Input
                  id="weight-china"
                  ref={weightRef}
                  size="large"
                  inputMode="decimal"
                  autoComplete="off"
                  value={weightText}
                  status={measureError && weight === null ? 'error' : undefined}
                  onChange={(event) => {
                    setWeightText(event.target.value);
                    setMeasureError('');
                  }}
                  onKeyDown={measureKeys}
                  style={{ fontSize: 20, fontWeight: 600 }}
                />
              </Col>
              {sides.map((side) => (
                <Col xs={8} sm={6} key={side.key}>
                  <label htmlFor={`side-china-${side.key}`}>{side.label}</label>
                  <Input
                    id={`side-china-${side.key}`}
                    size="large"
                    inputMode="decimal"
                    autoComplete="off"
                    value={sideTexts[side.key]}
                    status={parseSide(sideTexts[side.key]) === null ? 'error' : undefined}
                    onChange={(event) => {
                      setSideTexts((texts) => ({ ...texts, [side.key]: event.target.value }));
                      setMeasureError('');
                    }}
                    onKeyDown={measureKeys}
                    style={{ fontSize: 20 }}
                  />
                </Col>
              ))}
            </Row>
            {measureError && <Typography.Text type="danger">{measureError}</Typography.Text>}

            <div
              style={{
                marginTop: 16,
                padding: 12,
                border: '1px solid #f0f0f0',
                borderRadius: 8,
                background: '#fafafa',
                display: 'grid',
                gap: 12,
                minHeight: 96,
              }}
            >
              {code ? (
                <>
                  <ScannedParcel
                    code={code}
                    quote={
                      <QuotePanel input={input} settling={input !== settledInput} quote={quote} />
                    }
                  />
                </>
              ) : (
                <Typography.Text type="secondary">
                  Quét mã vận đơn, nhập cân nặng và kích thước (dấu phẩy hoặc dấu chấm đều được),
                  rồi nhấn Enter để lưu. Esc để làm lại.
                </Typography.Text>
              )}
            </div>

            <Space wrap style={{ marginTop: 16 }}>
              <Button type="primary" size="large" onClick={save}>
                Lưu và nhận kiện (Enter)
              </Button>
              <Button size="large" onClick={reset}>
                Làm lại (Esc)
              </Button>
            </Space>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <ScanLogCard<Entry>
            title={`Vừa nhận (${saved.length} kiện · ${formatKg(savedWeight)})`}
            entries={log.entries}
            columns={entryColumns}
            clearTitle="Xóa danh sách vừa nhận trên màn hình này?"
            clearDescription="Các kiện đã lưu vẫn còn trong hệ thống."
            onClear={() => {
              log.clear();
              toast.info('Đã xóa danh sách trên màn hình');
              focusScan();
            }}
            pageSize={20}
            footer={
              saved.length > 0
                ? () => (
                    <Typography.Text type="secondary">
                      Kiện đầu tiên lúc {formatDateTime(saved[saved.length - 1]!.at)}
                    </Typography.Text>
                  )
                : undefined
            }
          >
            {log.entries.some((entry) => entry.state === 'failed') && (
              <Tag color="error" style={{ marginTop: 8 }}>
                Có kiện không lưu được: bấm «Sửa lại» để nhập lại
              </Tag>
            )}
          </ScanLogCard>
        </Col>
      </Row>
    </>
  );
}
