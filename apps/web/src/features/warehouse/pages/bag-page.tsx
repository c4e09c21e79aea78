import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Row,
  Skeleton,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import {
  DeleteOutlined,
  FileExcelOutlined,
  LockOutlined,
  PrinterOutlined,
  SendOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BagStatus, formatDateTime, messages, type BagParcelRow } from '@app/shared';
import { adminPaths } from '../../../app/routes';
import { PageTitle } from '../../../components/page-title';
import { showConfirm, toast } from '../../../lib/dialogs';
import { saveFile } from '../../../lib/save-file';
import { useRouteRecord } from '../../../lib/use-route-record';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { formatKg, formatSize } from '../../../lib/units';
import { bagQuery, fetchManifest, scanIntoBag, useRemoveFromBag, useReopenBag } from '../api/bags';
import { refreshAfterScan, useShipParcels } from '../api/warehouse';
import { BagArrivalAlerts } from '../components/bag-check-card';
import { BagStatusTag } from '../components/bag-status-tag';
import { CloseBagModal } from '../components/close-bag-modal';
import { ScanField } from '../components/scan-field';
import { ScanEntryState, ScanLogCard } from '../components/scan-log-card';
import { normalizeTrackingNumber } from '../lib/measures';
import { printPdf } from '../lib/parcel-labels';
import { newScanKey, refusalOf, useScanLog, type ScanEntry } from '../lib/scan-log';
import { scanSound } from '../lib/scan-sound';
import { useScanField } from '../lib/use-scan-field';

type Entry = ScanEntry<{ Code: string }, BagParcelRow>;

const totalKg = (parcels: BagParcelRow[]) =>
  parcels.reduce((sum, parcel) => sum + (parcel.Weight ?? 0), 0);

/** The scan's answer, large, for the person at the scanner: green taken, red refused. */
function LastScan({ entry }: { entry: Entry | undefined }) {
  if (!entry || entry.state === 'saving') return null;
  if (entry.state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginTop: 12 }}
        title={<span style={{ fontSize: 18 }}>{entry.input.Code}: không cho vào bao</span>}
        description={entry.error}
      />
    );
  }
  const parcel = entry.row!;
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginTop: 12 }}
      title={
        <span style={{ fontSize: 18 }}>
          {parcel.Code} · {parcel.CustomerCode} · {formatKg(parcel.Weight)}
        </span>
      }
      description={`Đã vào bao · mã vận đơn ${parcel.TransportCode}`}
    />
  );
}

/**
 * A bag's page (DESIGN §11): while it is open, parcels are scanned into it (each answered at once
 * by colour and sound, the cursor back in the box) or taken out; it is closed with its weight and
 * sizes, its manifest printed or downloaded, shipped whole, and once it has arrived its missing and
 * extra parcels show.
 */
export default function BagPage() {
  const client = useQueryClient();
  const wide = useWideScreen();
  const { id, valid, data: bag, isPending, isError } = useRouteRecord(bagQuery);
  const scan = useScanField();
  const { text: scanText, setText: setScanText, setError: setScanError, focus: focusScan } = scan;
  const log = useScanLog<Entry>(`warehouse.bag.${id}.log`);
  const remove = useRemoveFromBag(id);
  const reopen = useReopenBag(id);
  const ship = useShipParcels();
  const [closing, setClosing] = useState(false);

  if (!valid || isError) return <Empty description="Không tìm thấy bao hàng." />;
  if (isPending) return <Skeleton active />;

  const open = bag.Status === BagStatus.Open;
  const weight = totalKg(bag.Parcels);

  const addScanned = () => {
    const code = normalizeTrackingNumber(scanText);
    setScanText('');
    focusScan();
    if (!code) {
      setScanError(messages.transportCodeInvalid);
      scanSound.refused();
      return;
    }
    setScanError('');
    const key = newScanKey();
    log.add({ key, input: { Code: code }, state: 'saving', at: new Date().toISOString() });
    scanIntoBag(id, code).then(
      (parcel) => {
        log.update(key, { state: 'saved', row: parcel });
        scanSound.ok();
        // The list grows at once; the server's count and weight follow.
        client.setQueryData(bagQuery(id).queryKey, (current) =>
          current && !current.Parcels.some((row) => row.Id === parcel.Id)
            ? {
                ...current,
                Parcels: [...current.Parcels, parcel],
                ParcelCount: current.ParcelCount + 1,
              }
            : current,
        );
        refreshAfterScan(client);
      },
      (error: unknown) => {
        log.update(key, { state: 'failed', error: refusalOf(error) });
        scanSound.refused();
      },
    );
  };

  const manifest = (format: 'pdf' | 'xlsx') =>
    fetchManifest(id, format).then(
      ({ blob, fileName }) =>
        format === 'pdf' ? printPdf(blob, focusScan) : saveFile(blob, fileName),
      () => undefined, // told by the API client
    );

  const shipBag = async () => {
    if (!(await showConfirm(`Xuất bao ${bag.Code} (${bag.ParcelCount} kiện) đi Việt Nam?`))) {
      return;
    }
    ship.mutate(
      { BagCodes: [bag.Code], TransportCodes: [] },
      { onSuccess: (rows) => toast.success(`Đã xuất bao ${bag.Code} với ${rows.length} kiện`) },
    );
  };

  const removeButton = (row: BagParcelRow) =>
    open && (
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={`Bỏ ${row.Code} ra khỏi bao`}
        loading={remove.isPending && remove.variables === row.Id}
        onClick={() => remove.mutate(row.Id, { onSettled: focusScan })}
      />
    );
  const receivedTag = (received: boolean) =>
    received ? <Tag color="green">Đã nhận</Tag> : <Tag color="warning">Chưa nhận</Tag>;
  const arrived = bag.Status === BagStatus.InVietnamWarehouse;

  // On a phone: one line per parcel, its codes, owner and weight, and its action.
  const compactParcelColumns: TableColumnsType<BagParcelRow> = [
    {
      key: 'parcel',
      render: (_, row, index) => (
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <div>
            <strong>
              {index + 1}. {row.Code}
            </strong>{' '}
            <span style={{ fontFamily: 'monospace' }}>{row.TransportCode}</span>
            <div>
              {row.CustomerCode} · {row.OrderCode} · {formatKg(row.Weight)}
            </div>
          </div>
          {arrived ? receivedTag(row.Received) : removeButton(row)}
        </div>
      ),
    },
  ];

  const parcelColumns: TableColumnsType<BagParcelRow> = [
    { title: '#', key: 'n', width: 48, render: (_, _row, index) => index + 1 },
    { title: 'Mã kiện', dataIndex: 'Code', width: 110 },
    {
      title: 'Mã vận đơn',
      dataIndex: 'TransportCode',
      render: (value: string) => <span style={{ fontFamily: 'monospace' }}>{value}</span>,
    },
    { title: 'Khách', dataIndex: 'CustomerCode', width: 100 },
    { title: 'Đơn', dataIndex: 'OrderCode', width: 100 },
    {
      title: 'Cân nặng',
      dataIndex: 'Weight',
      width: 100,
      align: 'right',
      render: (value: number | null) => formatKg(value),
    },
    arrived
      ? { title: 'Đã nhận', dataIndex: 'Received', width: 110, render: receivedTag }
      : { title: '', key: 'remove', width: 56, render: (_, row) => removeButton(row) },
  ];

  const logColumns: TableColumnsType<Entry> = [
    {
      title: 'Kiện',
      key: 'parcel',
      render: (_, entry) => (
        <div>
          <span style={{ fontFamily: 'monospace', fontWeight: 600 }}>{entry.input.Code}</span>
          {entry.row && ` · ${entry.row.Code} · ${entry.row.CustomerCode}`}
          <ScanEntryState entry={entry} pendingText="Đang cho vào bao…" />
        </div>
      ),
    },
    {
      title: 'Lúc',
      dataIndex: 'at',
      width: 70,
      render: (value: string) => formatDateTime(value).slice(11),
    },
  ];

  return (
    <>
      <Link to={adminPaths.bags}>← Bao hàng</Link>
      <PageTitle
        style={{ marginTop: 8, marginBottom: 12 }}
        title={`Bao ${bag.Code}`}
        beside={<BagStatusTag status={bag.Status} name={bag.StatusName} />}
        actions={
          <>
            <Button icon={<PrinterOutlined />} onClick={() => void manifest('pdf')}>
              In bảng kê
            </Button>
            <Button icon={<FileExcelOutlined />} onClick={() => void manifest('xlsx')}>
              Tải Excel
            </Button>
            {open && (
              <Button
                type="primary"
                icon={<LockOutlined />}
                disabled={bag.ParcelCount === 0}
                onClick={() => setClosing(true)}
              >
                Đóng bao
              </Button>
            )}
            {bag.Status === BagStatus.Closed && (
              <>
                <Button
                  icon={<UnlockOutlined />}
                  loading={reopen.isPending}
                  onClick={() => reopen.mutate(undefined)}
                >
                  Mở lại bao
                </Button>
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  loading={ship.isPending}
                  onClick={() => void shipBag()}
                >
                  Xuất kho
                </Button>
              </>
            )}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        {open && (
          <Col xs={24} xl={9}>
            <Card title={`Đang đóng bao: ${bag.ParcelCount} kiện · ${formatKg(weight)}`}>
              <ScanField
                id="scan-bag"
                label="Quét mã kiện hoặc mã vận đơn"
                {...scan.field}
                placeholder={`Quét kiện đi ${bag.DestinationName}`}
                onEnter={addScanned}
                onEscape={() => setScanText('')}
              />
              <LastScan entry={log.entries[0]} />
            </Card>
            <ScanLogCard<Entry>
              style={{ marginTop: 16 }}
              title={`Đã quét (${log.entries.filter((e) => e.state === 'saved').length})`}
              entries={log.entries}
              columns={logColumns}
              clearTitle="Xóa danh sách đã quét trên màn hình này?"
              clearDescription="Các kiện đã vào bao vẫn nằm trong bao."
              onClear={() => {
                log.clear();
                focusScan();
              }}
              pageSize={10}
            />
          </Col>
        )}
        <Col xs={24} xl={open ? 15 : 24}>
          {arrived && <BagArrivalAlerts bag={bag} />}
          <Card title={`Bảng kê: ${bag.ParcelCount} kiện · tổng ${formatKg(weight)}`}>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              style={{ marginBottom: 12 }}
              items={[
                { key: 'to', label: 'Kho đích', children: bag.DestinationName },
                { key: 'weight', label: 'Cân nặng bao', children: formatKg(bag.Weight) },
                { key: 'size', label: 'Kích thước', children: formatSize(bag) || '—' },
                {
                  key: 'closed',
                  label: 'Đóng bao',
                  children: formatDateTime(bag.ClosedDate) || '—',
                },
                {
                  key: 'shipped',
                  label: 'Xuất kho',
                  children: formatDateTime(bag.ShippedDate) || '—',
                },
                {
                  key: 'arrived',
                  label: 'Về kho VN',
                  children: bag.ArrivedDate
                    ? `${formatDateTime(bag.ArrivedDate)} · ${bag.ArrivedWarehouseName}`
                    : '—',
                },
              ]}
            />
            <Table<BagParcelRow>
              rowKey="Id"
              size="small"
              columns={wide ? parcelColumns : compactParcelColumns}
              showHeader={wide}
              dataSource={bag.Parcels}
              pagination={{ pageSize: 50, hideOnSinglePage: true, size: 'small' }}
              {...(wide && { scroll: { x: 640 } })}
              locale={{ emptyText: 'Chưa có kiện nào trong bao' }}
            />
          </Card>
        </Col>
      </Row>
      <CloseBagModal
        bag={bag}
        open={closing}
        onClose={() => {
          setClosing(false);
        }}
      />
    </>
  );
}
