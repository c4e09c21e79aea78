import { useState } from 'react';
import { Alert, Card, Col, Row, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BagStatus,
  TransportStatus,
  fillMessage,
  formatDateTime,
  isBagCode,
  messages,
  type AdminTransportRow,
  type ReceiveVietnamInput,
  type Warehouse,
} from '@app/shared';
import { countText } from '../../../components/console-list';
import { PageTitle } from '../../../components/page-title';
import { warehousesQuery } from '../../../lib/reference-data';
import { userInfoQuery } from '../../../lib/user-config';
import { useUrlList } from '../../../lib/use-url-list';
import { formatKg } from '../../../lib/units';
import { parcelQueueQuery, receiveInVietnam, refreshAfterScan } from '../api/warehouse';
import { bagQuery, findBagByCode, receiveBag } from '../api/bags';
import { BagCheckCard } from '../components/bag-check-card';
import { compactParcelColumn, parcelQueueColumns } from '../components/parcel-columns';
import { ParcelOwner } from '../components/parcel-owner';
import { PendingText } from '../components/pending-text';
import { ParcelQueueCard } from '../components/parcel-queue-card';
import { ScanField } from '../components/scan-field';
import { ScanEntryState, ScanLogCard } from '../components/scan-log-card';
import { normalizeTrackingNumber } from '../lib/measures';
import { newScanKey, refusalOf, useScanLog, type ScanEntry } from '../lib/scan-log';
import { scanSound } from '../lib/scan-sound';
import { useScanField } from '../lib/use-scan-field';
import { useWideScreen } from '../../../lib/use-wide-screen';

type Entry = ScanEntry<ReceiveVietnamInput, AdminTransportRow> & {
  /** Where the parcel was meant to go, when that was another warehouse. */
  expectedAt?: string;
};

const WAREHOUSE_KEY = 'warehouse.receive-vietnam.warehouse';
/** The bag being checked on this tab: kept over a reload, forgotten with the tab. */
const BAG_KEY = 'warehouse.receive-vietnam.bag';

const storedBag = () => {
  const value = Number(sessionStorage.getItem(BAG_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
};

const storedWarehouse = () => {
  const value = Number(localStorage.getItem(WAREHOUSE_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** The last scan, large: the person at the scanner reads it from a step away. */
function LastScan({ entry }: { entry: Entry | undefined }) {
  if (!entry) return null;
  if (entry.state === 'saving') {
    return (
      <div style={{ marginTop: 12 }}>
        <PendingText text={`Đang nhận ${entry.input.TransportCode}…`} />
      </div>
    );
  }
  if (entry.state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginTop: 12 }}
        title={<span style={{ fontSize: 18 }}>{entry.input.TransportCode}: không nhận được</span>}
        description={entry.error}
      />
    );
  }
  const parcel = entry.row!;
  return (
    <Alert
      type={entry.expectedAt ? 'warning' : 'success'}
      showIcon
      style={{ marginTop: 12 }}
      title={
        <span style={{ fontSize: 18 }}>
          {parcel.TransportCode} · {parcel.Code} · {parcel.CustomerCode || 'Kiện vô chủ'}
        </span>
      }
      description={
        <>
          Đã về {parcel.WarehouseName || parcel.DestinationName} · {formatKg(parcel.Weight)}
          {parcel.OrderCode && ` · đơn ${parcel.OrderCode}`}
          {entry.expectedAt && (
            <div>
              <strong>Kiện này đăng ký về {entry.expectedAt}.</strong>
            </div>
          )}
        </>
      }
    />
  );
}

/**
 * A warehouse worker tied to a Vietnamese warehouse receives into it only (DESIGN §12: the server
 * refuses another); null for everyone else, who choose.
 */
function useOwnWarehouse(): Warehouse | null {
  const { data: me } = useQuery(userInfoQuery);
  if (me?.Role !== 'warehouse' || me.WarehouseId === null) return null;
  return { Id: me.WarehouseId, Name: me.WarehouseName, Description: '' };
}

/**
 * Receiving at a Vietnamese warehouse: the warehouse is chosen once (remembered on this computer;
 * a warehouse worker's own, fixed), each scan is received at once and the box is ready for the
 * next; beside it, what is still on its way from China.
 */
export default function ReceiveVietnamPage() {
  const wide = useWideScreen();
  const client = useQueryClient();
  const { data: warehouses = [] } = useQuery(warehousesQuery);
  const [chosen, setChosen] = useState<number | null>(storedWarehouse);
  const own = useOwnWarehouse();
  // With one warehouse there is nothing to choose: this computer receives into it.
  const warehouse =
    own ??
    warehouses.find((item) => item.Id === chosen) ??
    (warehouses.length === 1 ? warehouses[0]! : null);
  // Codes scanned before a warehouse was chosen (a first use): kept, received once it is.
  const [held, setHeld] = useState<string[]>([]);
  const scan = useScanField();
  const { text: scanText, setText: setScanText, setError: setScanError, focus: focusScan } = scan;
  const log = useScanLog<Entry>('warehouse.receive-vietnam.log');
  const entries = log.entries;
  // A bag scanned (BAO…) is received whole; its parcels, scanned next, are checked against it.
  const [bagId, setBagIdState] = useState<number | null>(storedBag);
  const setBagId = (id: number | null) => {
    setBagIdState(id);
    if (id === null) sessionStorage.removeItem(BAG_KEY);
    else sessionStorage.setItem(BAG_KEY, String(id));
  };
  const { data: bag } = useQuery({ ...bagQuery(bagId ?? 0), enabled: bagId !== null });

  const list = useUrlList({ keyword: '' });
  const { data: expected, isFetching } = useQuery(
    parcelQueueQuery({
      status: TransportStatus.InTransit,
      keyword: list.filter.keyword,
      skip: list.skip,
      take: list.take,
    }),
  );

  /** A bag's code: the bag arrives (or, arrived already, is checked again). */
  const receiveBagCode = (code: string, into: Warehouse) => {
    setScanText('');
    const refuse = (sentence: string) => {
      setScanError(sentence);
      scanSound.refused();
      focusScan();
    };
    findBagByCode(code)
      .then(async (found) => {
        if (!found) return refuse(fillMessage(messages.bagNotFound, { code }));
        if (found.Status !== BagStatus.InVietnamWarehouse) await receiveBag(found.Id, into.Id);
        setBagId(found.Id);
        setScanError('');
        scanSound.ok();
        refreshAfterScan(client);
        focusScan();
      })
      .catch((error: unknown) => refuse(refusalOf(error)));
  };

  const receive = () => {
    if (isBagCode(scanText) && warehouse) {
      receiveBagCode(scanText.trim().toUpperCase(), warehouse);
      return;
    }
    const code = normalizeTrackingNumber(scanText);
    if (!code) {
      setScanError(messages.transportCodeInvalid);
      scanSound.refused();
      focusScan();
      return;
    }
    if (!warehouse) {
      const waiting = held.includes(code) ? held : [...held, code];
      setHeld(waiting);
      setScanText('');
      setScanError(
        `Chọn kho nhận: ${waiting.length} mã đã quét (${waiting.join(', ')}) sẽ được nhận vào kho đó.`,
      );
      scanSound.refused();
      return;
    }
    receiveInto(code, warehouse);
  };

  const receiveInto = (code: string, warehouse: Warehouse) => {
    if (entries.some((entry) => entry.state === 'saving' && entry.input.TransportCode === code)) {
      setScanText('');
      return;
    }
    const listed = expected?.Items.find((row) => row.TransportCode === code);
    const elsewhere =
      listed?.DestinationName && listed.DestinationName !== warehouse.Name
        ? listed.DestinationName
        : undefined;
    const body: ReceiveVietnamInput = {
      TransportCode: code,
      WarehouseId: warehouse.Id,
      ...(bagId !== null && { BagId: bagId }),
    };
    const key = newScanKey();
    log.add({
      key,
      input: body,
      state: 'saving',
      at: new Date().toISOString(),
      ...(elsewhere && { expectedAt: elsewhere }),
    });
    setScanText('');
    setScanError('');
    focusScan();
    receiveInVietnam(body).then(
      (parcel) => {
        log.update(key, { state: 'saved', row: parcel });
        if (elsewhere) scanSound.refused();
        else scanSound.ok();
        refreshAfterScan(client);
      },
      (error: unknown) => {
        log.update(key, { state: 'failed', error: refusalOf(error) });
        scanSound.refused();
      },
    );
  };

  const received = entries.filter((entry) => entry.state === 'saved');

  const logColumns: TableColumnsType<Entry> = [
    {
      title: 'Kiện',
      key: 'parcel',
      render: (_, entry) => (
        <div>
          <span style={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {entry.input.TransportCode}
          </span>
          {entry.row && (
            <span>
              {' '}
              · {entry.row.Code} · <ParcelOwner parcel={entry.row} /> · {formatKg(entry.row.Weight)}
            </span>
          )}
          {entry.expectedAt && (
            <div>
              <Tag color="warning">Đăng ký về {entry.expectedAt}</Tag>
            </div>
          )}
          <ScanEntryState entry={entry} pendingText="Đang nhận…" />
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

  const expectedColumns: TableColumnsType<AdminTransportRow> = wide
    ? parcelQueueColumns({
        // The parcels bound for the chosen warehouse stand out.
        render: (value: string) =>
          warehouse && value && value !== warehouse.Name ? (
            <Typography.Text type="secondary">{value}</Typography.Text>
          ) : (
            <strong>{value || '—'}</strong>
          ),
      })
    : [compactParcelColumn];

  return (
    <>
      <PageTitle title="Nhận hàng kho Việt Nam" />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card>
            <label htmlFor="receive-vietnam-warehouse" style={{ display: 'block' }}>
              <strong>Kho nhận</strong>
            </label>
            <Select
              id="receive-vietnam-warehouse"
              size="large"
              placeholder="Chọn kho đang nhận hàng"
              value={warehouse?.Id}
              disabled={own !== null}
              options={(own ? [own] : warehouses).map((item) => ({
                value: item.Id,
                label: item.Name,
              }))}
              onChange={(value: number) => {
                setChosen(value);
                localStorage.setItem(WAREHOUSE_KEY, String(value));
                setScanError('');
                const into = warehouses.find((item) => item.Id === value);
                if (into) for (const code of held) receiveInto(code, into);
                setHeld([]);
                window.setTimeout(focusScan, 0);
              }}
              style={{ width: '100%', marginBottom: own ? 4 : 16 }}
            />
            {own && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
                {fillMessage(messages.otherWarehouse, { warehouse: own.Name })}
              </Typography.Paragraph>
            )}
            <ScanField
              id="scan-vietnam"
              label="Mã vận đơn"
              {...scan.field}
              placeholder={
                warehouse
                  ? `Quét mã vận đơn hoặc mã bao để nhận vào ${warehouse.Name}`
                  : 'Quét mã vận đơn rồi chọn kho nhận'
              }
              onEnter={receive}
              onEscape={() => setScanText('')}
            />
            <LastScan entry={entries[0]} />
          </Card>
          {bagId !== null && bag && (
            <BagCheckCard
              bag={bag}
              onDone={() => {
                setBagId(null);
                focusScan();
              }}
            />
          )}
          <ScanLogCard<Entry>
            style={{ marginTop: 16 }}
            title={`Đã nhận trong ca (${received.length} kiện)`}
            entries={entries}
            columns={logColumns}
            clearTitle="Xóa danh sách đã nhận trên màn hình này?"
            clearDescription="Các kiện đã nhận vẫn còn trong hệ thống."
            onClear={() => {
              log.clear();
              focusScan();
            }}
            pageSize={15}
          />
        </Col>
        <Col xs={24} xl={12}>
          <ParcelQueueCard
            title={`Đang vận chuyển về, chưa nhận (${countText({ count: expected?.Total ?? 0, capped: expected?.Capped ?? false })} kiện)`}
            wide={wide}
            list={list}
            columns={expectedColumns}
            rows={expected?.Items}
            total={expected?.Total ?? 0}
            capped={expected?.Capped}
            loading={isFetching}
            emptyText="Không còn kiện nào đang vận chuyển"
          />
        </Col>
      </Row>
    </>
  );
}
