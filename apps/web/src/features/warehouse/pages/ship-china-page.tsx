import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Row,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BagStatus,
  TransportStatus,
  fillMessage,
  formatDate,
  isBagCode,
  messages,
  type AdminTransportRow,
  type BagRow,
} from '@app/shared';
import { countText } from '../../../components/console-list';
import { PageTitle } from '../../../components/page-title';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useUrlList } from '../../../lib/use-url-list';
import { formatKg } from '../../../lib/units';
import { parcelQueueQuery, parcelLookupQuery, useShipParcels } from '../api/warehouse';
import { findBagByCode } from '../api/bags';
import { compactParcelColumn, parcelQueueColumns } from '../components/parcel-columns';
import { ParcelOwner } from '../components/parcel-owner';
import { PendingText } from '../components/pending-text';
import { ParcelQueueCard } from '../components/parcel-queue-card';
import { ScanField } from '../components/scan-field';
import { normalizeTrackingNumber } from '../lib/measures';
import { scanSound } from '../lib/scan-sound';
import { useScanField } from '../lib/use-scan-field';
import { selectAllTitle } from '../../../components/table-columns';
import { useWideScreen } from '../../../lib/use-wide-screen';

/** The most tracking numbers one ship call takes (transportCodesSchema). */
const BATCH_LIMIT = 50;

interface BatchEntry {
  code: string;
  /** The parcel it names; null when no parcel has that number; undefined while looking. */
  parcel?: AdminTransportRow | null;
  /** A bag's code (BAO…) scanned: the bag it names, null when none, undefined while looking. */
  bag?: BagRow | null;
  isBag?: boolean;
}

/** Why a scanned bag cannot leave: unknown, still open (its manifest not fixed), or gone already. */
const bagProblemOf = (entry: BatchEntry): string | null => {
  if (entry.bag === null) return fillMessage(messages.bagNotFound, { code: entry.code });
  if (entry.bag?.Status === BagStatus.Open) {
    return fillMessage(messages.bagOpenCannotShip, { code: entry.code });
  }
  if (entry.bag && entry.bag.Status !== BagStatus.Closed) {
    return `Bao đang «${entry.bag.StatusName}», không xuất được`;
  }
  return null;
};

const problemOf = (entry: BatchEntry): string | null => {
  if (entry.isBag) return bagProblemOf(entry);
  if (entry.parcel === null) return 'Không có kiện nào mang mã này';
  if (entry.parcel && entry.parcel.Status !== TransportStatus.InChinaWarehouse) {
    return `Kiện đang «${entry.parcel.StatusName}», không xuất được`;
  }
  // Refused here, at the scan, with the server's own sentence: shipped, the whole lot would fail.
  if (entry.parcel && !entry.parcel.CustomerCode) {
    return fillMessage(messages.unclaimedCannotShip, { code: entry.parcel.TransportCode });
  }
  return null;
};

/** Whether a scanned code names this parcel: its tracking number, or our code off its label. */
const names = (code: string, parcel: AdminTransportRow) =>
  parcel.TransportCode === code || parcel.Code === code;

const totalWeight = (rows: BatchEntry[]) =>
  rows.reduce((sum, row) => sum + (row.parcel?.Weight ?? row.bag?.Weight ?? 0), 0);

/** How many parcels the batch ships: a bag's all of its own. */
const parcelCount = (rows: BatchEntry[]) =>
  rows.reduce((sum, row) => sum + (row.isBag ? (row.bag?.ParcelCount ?? 0) : 1), 0);

/**
 * Shipping out of the Chinese warehouse in batches: the parcels weighed and waiting (status 1)
 * are ticked in the list or scanned into the batch, then leave together for Vietnam.
 */
export default function ShipChinaPage() {
  const wide = useWideScreen();
  const client = useQueryClient();
  const list = useUrlList({ keyword: '' });
  const { data, isFetching } = useQuery(
    parcelQueueQuery({
      status: TransportStatus.InChinaWarehouse,
      keyword: list.filter.keyword,
      skip: list.skip,
      take: list.take,
    }),
  );
  const ship = useShipParcels();
  const [batch, setBatch] = useState<BatchEntry[]>([]);
  const scan = useScanField();
  const { text: scanText, setText: setScanText, setError: setScanError, focus: focusScan } = scan;
  const [shipped, setShipped] = useState<AdminTransportRow[]>([]);

  const inBatch = new Set(batch.map((entry) => entry.code));
  const problems = batch.filter((entry) => problemOf(entry) !== null);
  const checking = batch.some((entry) =>
    entry.isBag ? entry.bag === undefined : entry.parcel === undefined,
  );

  /** A bag's code: the whole closed bag goes in the batch, its parcels with it. */
  const addBag = (code: string) => {
    setBatch((entries) => [{ code, isBag: true }, ...entries]);
    const settle = (bag: BagRow | null) => {
      setBatch((entries) =>
        entries.map((entry) => (entry.code === code ? { ...entry, bag } : entry)),
      );
      if (bagProblemOf({ code, isBag: true, bag })) scanSound.refused();
      else scanSound.ok();
    };
    findBagByCode(code).then(settle, () => settle(null));
  };

  const addScanned = () => {
    const code = isBagCode(scanText)
      ? scanText.trim().toUpperCase()
      : normalizeTrackingNumber(scanText);
    if (!code) {
      setScanError(messages.transportCodeInvalid);
      scanSound.refused();
      return;
    }
    setScanText('');
    if (inBatch.has(code) || batch.some((entry) => entry.parcel && names(code, entry.parcel))) {
      setScanError(`${code} đã có trong lô`);
      scanSound.refused();
      return;
    }
    if (batch.length >= BATCH_LIMIT) {
      setScanError(`Mỗi lô xuất tối đa ${BATCH_LIMIT} kiện`);
      scanSound.refused();
      return;
    }
    setScanError('');
    if (isBagCode(code)) {
      addBag(code);
      return;
    }
    const listed = data?.Items.find((row) => names(code, row));
    setBatch((entries) => [{ code, parcel: listed }, ...entries]);
    if (listed) {
      if (problemOf({ code, parcel: listed })) scanSound.refused();
      else scanSound.ok();
      return;
    }
    // Not on this page of the list: ask the server what the number is.
    client.fetchQuery(parcelLookupQuery(code)).then(
      (answer) => {
        const parcel =
          answer.Items.find(
            (row) =>
              names(code, row) &&
              row.Status !== TransportStatus.Delivered &&
              row.Status !== TransportStatus.Cancelled,
          ) ?? null;
        setBatch((entries) =>
          entries.map((entry) => (entry.code === code ? { ...entry, parcel } : entry)),
        );
        if (problemOf({ code, parcel })) scanSound.refused();
        else scanSound.ok();
      },
      () => {
        setBatch((entries) =>
          entries.map((entry) => (entry.code === code ? { ...entry, parcel: null } : entry)),
        );
        scanSound.refused();
      },
    );
  };

  const remove = (code: string) => setBatch((entries) => entries.filter((e) => e.code !== code));

  const shipBatch = async () => {
    const weight = formatKg(totalWeight(batch));
    const bags = batch.filter((entry) => entry.isBag);
    const what = bags.length > 0 ? ` (${bags.length} bao)` : '';
    const question = `Xuất ${parcelCount(batch)} kiện${what} (${weight}) đi Việt Nam?`;
    if (!(await showConfirm(question))) return;
    ship.mutate(
      {
        TransportCodes: batch.filter((entry) => !entry.isBag).map((entry) => entry.code),
        BagCodes: bags.map((entry) => entry.code),
      },
      {
        onSuccess: (rows) => {
          toast.success(`Đã xuất ${rows.length} kiện`);
          setShipped(rows);
          setBatch([]);
          focusScan();
        },
      },
    );
  };

  const batchColumns: TableColumnsType<BatchEntry> = [
    {
      title: 'Kiện trong lô',
      key: 'parcel',
      render: (_, entry) => {
        const problem = problemOf(entry);
        return (
          <div>
            <div style={{ fontFamily: 'monospace', fontWeight: 600 }}>{entry.code}</div>
            {entry.isBag && entry.bag === undefined && <PendingText text="Đang kiểm tra…" />}
            {entry.bag && (
              <div>
                Bao {entry.bag.ParcelCount} kiện → {entry.bag.DestinationName} ·{' '}
                {formatKg(entry.bag.Weight)}
              </div>
            )}
            {!entry.isBag && entry.parcel === undefined && <PendingText text="Đang kiểm tra…" />}
            {entry.parcel && (
              <div>
                {entry.parcel.Code} · <ParcelOwner parcel={entry.parcel} />
                {entry.parcel.DestinationName && ` → ${entry.parcel.DestinationName}`} ·{' '}
                {formatKg(entry.parcel.Weight)}
              </div>
            )}
            {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
          </div>
        );
      },
    },
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_, entry) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Bỏ ${entry.code} khỏi lô`}
          onClick={() => remove(entry.code)}
        />
      ),
    },
  ];

  const destinations = [...new Set((data?.Items ?? []).map((row) => row.DestinationName))];
  const waitingColumns: TableColumnsType<AdminTransportRow> = wide
    ? [
        ...parcelQueueColumns({
          filters: destinations.map((name) => ({ text: name || 'Chưa có', value: name })),
          onFilter: (value, row) => row.DestinationName === value,
        }),
        {
          title: 'Ngày tạo',
          dataIndex: 'CreatedDate',
          width: 100,
          render: (value: string) => formatDate(value),
        },
      ]
    : [compactParcelColumn];

  const full = batch.length >= BATCH_LIMIT;

  return (
    <>
      <PageTitle title="Xuất kho Trung Quốc" />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={9}>
          <Card
            title={`Lô xuất kho (${parcelCount(batch)} kiện · ${formatKg(totalWeight(batch))})`}
          >
            <ScanField
              id="scan-ship"
              label="Quét mã vận đơn vào lô"
              placeholder="Mã vận đơn, mã kiện hoặc mã bao (BAO…)"
              {...scan.field}
              onEnter={addScanned}
              onEscape={() => setScanText('')}
            />
            <Table<BatchEntry>
              rowKey="code"
              size="small"
              style={{ marginTop: 12 }}
              showHeader={false}
              columns={batchColumns}
              dataSource={batch}
              pagination={false}
              scroll={{ y: 360 }}
              locale={{ emptyText: 'Quét mã hoặc tích chọn trong danh sách kiện chờ xuất' }}
            />
            {problems.length > 0 && (
              <Alert
                type="error"
                showIcon
                style={{ marginTop: 12 }}
                title={`${problems.length} mã không xuất được: bỏ khỏi lô trước khi xuất`}
              />
            )}
            <Space wrap style={{ marginTop: 12 }}>
              <Button
                type="primary"
                size="large"
                icon={<SendOutlined />}
                disabled={batch.length === 0 || problems.length > 0 || checking}
                loading={ship.isPending}
                onClick={() => void shipBatch()}
              >
                Xuất kho ({parcelCount(batch)} kiện)
              </Button>
              {batch.length > 0 && (
                <Button size="large" onClick={() => setBatch([])}>
                  Bỏ cả lô
                </Button>
              )}
            </Space>
            {shipped.length > 0 && (
              <Alert
                type="success"
                showIcon
                closable={{ onClose: () => setShipped([]) }}
                style={{ marginTop: 16 }}
                title={`Đã xuất ${shipped.length} kiện (${formatKg(
                  shipped.reduce((sum, row) => sum + (row.Weight ?? 0), 0),
                )}) đi Việt Nam`}
                description={
                  <div style={{ maxHeight: 200, overflow: 'auto' }}>
                    {shipped.map((row) => (
                      <div key={row.Id}>
                        <span style={{ fontFamily: 'monospace' }}>{row.TransportCode}</span> ·{' '}
                        {row.Code} · {row.CustomerCode || 'vô chủ'}
                        {row.DestinationName && ` → ${row.DestinationName}`}
                      </div>
                    ))}
                  </div>
                }
              />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={15}>
          <ParcelQueueCard
            title={`Kiện đã về kho Trung Quốc, chờ xuất (${countText({ count: data?.Total ?? 0, capped: data?.Capped ?? false })})`}
            wide={wide}
            list={list}
            columns={waitingColumns}
            rows={data?.Items}
            total={data?.Total ?? 0}
            capped={data?.Capped}
            loading={isFetching}
            emptyText="Không có kiện nào chờ xuất"
            rowKey="TransportCode"
            rowSelection={{
              columnTitle: selectAllTitle,
              selectedRowKeys: (data?.Items ?? [])
                .filter((row) => inBatch.has(row.TransportCode))
                .map((row) => row.TransportCode),
              getCheckboxProps: (row) => ({
                disabled: full && !inBatch.has(row.TransportCode),
              }),
              onChange: (keys, rows) => {
                const chosen = new Set(keys.map(String));
                const onPage = new Set((data?.Items ?? []).map((row) => row.TransportCode));
                const kept = batch.filter(
                  (entry) => !onPage.has(entry.code) || chosen.has(entry.code),
                );
                const keptCodes = new Set(kept.map((entry) => entry.code));
                const added = rows
                  .filter((row) => !keptCodes.has(row.TransportCode))
                  .map((row) => ({ code: row.TransportCode, parcel: row }));
                const room = BATCH_LIMIT - kept.length;
                if (added.length > room) toast.info(`Mỗi lô xuất tối đa ${BATCH_LIMIT} kiện`);
                setBatch([...added.slice(0, Math.max(0, room)), ...kept]);
              },
            }}
          />
        </Col>
      </Row>
    </>
  );
}
