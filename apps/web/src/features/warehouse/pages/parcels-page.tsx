import { Alert, Button, Descriptions, Space, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  TransportStatus,
  formatDate,
  formatDateTime,
  formatVnd,
  transportStatusNames,
  type AdminTransportRow,
} from '@app/shared';
import {
  CompactHead,
  ConsoleList,
  statusTabs,
  useConsoleList,
  waitingTab,
} from '../../../components/console-list';
import { ParcelStatusTag } from '../../../components/status-tags';
import { GoodsCodeLink } from '../../../components/goods-code-link';
import { useMayOpen } from '../../../lib/console-access';
import { adminKeys } from '../../../lib/query-keys';
import { formatKg, formatSize } from '../../../lib/units';
import { useParcelLabels } from '../lib/parcel-labels';
import { customerColumn, weightColumn } from '../components/parcel-columns';
import { ParcelOwner } from '../components/parcel-owner';
import { ParcelPhotos } from '../components/parcel-photos';
import { compactColumn } from '../../../components/table-columns';

/**
 * The warehouses' work first: parcels weighed in China waiting to leave, and parcels on their
 * way waiting to be received in Vietnam; shipping one keeps it on the tab until it is received.
 */
const parcelTabs = statusTabs(Object.values(TransportStatus), transportStatusNames, [
  waitingTab('Cần xuất / nhận', [TransportStatus.InChinaWarehouse, TransportStatus.InTransit]),
]);

/** An unclaimed parcel waits in the Chinese warehouse (it cannot ship) until a customer claims it. */
const unclaimedTabs = statusTabs([], transportStatusNames, [
  waitingTab('Chờ khách nhận', [TransportStatus.InChinaWarehouse]),
]);

/** What a row unfolds to: the charge and its formula, the sizes, the dates. */
function ParcelFacts({ parcel }: { parcel: AdminTransportRow }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={[
        { key: 'formula', label: 'Cách tính phí', children: parcel.FeeFormula || '—' },
        { key: 'size', label: 'Kích thước', children: formatSize(parcel) || '—' },
        { key: 'volume', label: 'Cân quy đổi', children: formatKg(parcel.VolumeWeight) },
        { key: 'charged', label: 'Cân tính cước', children: formatKg(parcel.ChargedWeight) },
        { key: 'warehouse', label: 'Kho hiện tại', children: parcel.WarehouseName || '—' },
        {
          key: 'arrived',
          label: 'Về kho Việt Nam',
          children: parcel.ArrivedDate ? formatDateTime(parcel.ArrivedDate) : '—',
        },
        {
          key: 'photos',
          label: 'Ảnh kiện',
          span: 'filled',
          children: <ParcelPhotos parcelId={parcel.Id} />,
        },
      ]}
    />
  );
}

/**
 * Every customer's parcels by status tab, found by a code, a tracking number's tail or the
 * customer; with `unclaimed`, the parcels received in China whose tracking number no customer has
 * registered yet (kiện vô chủ).
 */
export default function ParcelsPage({ unclaimed = false }: { unclaimed?: boolean }) {
  const source = useConsoleList<AdminTransportRow>({
    path: 'admin/transports',
    queryKey: adminKeys.parcels,
    tabs: unclaimed ? unclaimedTabs : parcelTabs,
    defaultTab: 'waiting',
    ...(unclaimed && { fixed: { unclaimed: 'true' } }),
  });
  const labels = useParcelLabels();
  // Labels are printed in the warehouse (DESIGN §12): the others who read parcels see no buttons.
  const printsLabels = useMayOpen('warehouse');

  // A weighed parcel's label again: the PDF to print, or the ZPL for a label printer's own tool.
  const labelButtons = (row: AdminTransportRow) =>
    printsLabels &&
    row.Weight !== null && (
      // A click on the buttons is not a click on the row (which opens the parcel).
      <span onClick={(event) => event.stopPropagation()}>
        <Space.Compact size="small">
          <Button size="small" icon={<PrinterOutlined />} onClick={() => labels.print(row.Id)}>
            In tem
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`Tải tem ZPL của kiện ${row.Code}`}
            title="Tải tem ZPL cho máy in tem"
            onClick={() => labels.saveZpl(row.Id)}
          >
            ZPL
          </Button>
        </Space.Compact>
      </span>
    );

  const columns: TableColumnsType<AdminTransportRow> = [
    {
      title: 'Mã vận đơn',
      dataIndex: 'TransportCode',
      render: (value: string, row) => (
        <div>
          <div style={{ fontFamily: 'monospace', fontWeight: 600 }}>{value}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.Code}
          </Typography.Text>
        </div>
      ),
    },
    ...(unclaimed
      ? []
      : ([
          {
            title: 'Đơn',
            dataIndex: 'OrderCode',
            width: 100,
            render: (value: string) => <GoodsCodeLink code={value} />,
          },
          customerColumn,
        ] satisfies TableColumnsType<AdminTransportRow>)),
    {
      title: 'Trạng thái',
      dataIndex: 'Status',
      width: 140,
      render: (_, row) => <ParcelStatusTag status={row.Status} name={row.StatusName} />,
    },
    unclaimed
      ? weightColumn
      : {
          title: 'Cân nặng · phí',
          dataIndex: 'Weight',
          width: 120,
          align: 'right',
          render: (value: number | null, row) => (
            <div>
              {formatKg(value)}
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatVnd(row.Fee)}
                </Typography.Text>
              </div>
            </div>
          ),
        },
    unclaimed
      ? { title: 'Kích thước', key: 'size', width: 150, render: (_, row) => formatSize(row) || '—' }
      : {
          title: 'Kho đích',
          dataIndex: 'DestinationName',
          width: 140,
          render: (value: string) => value || '—',
        },
    {
      title: unclaimed ? 'Ngày nhận' : 'Ngày tạo',
      dataIndex: 'CreatedDate',
      width: unclaimed ? 140 : 100,
      // An unclaimed parcel's creation is its receipt: the hour helps match it to a truck.
      render: (value: string) => (unclaimed ? formatDateTime(value) : formatDate(value)),
    },
    ...(printsLabels
      ? ([
          { title: '', key: 'print', width: 150, render: (_, row) => labelButtons(row) },
        ] satisfies TableColumnsType<AdminTransportRow>)
      : []),
  ];

  const compact = compactColumn<AdminTransportRow>('Kiện', (row) => (
    <>
      <CompactHead
        mono
        title={row.TransportCode}
        tag={<ParcelStatusTag status={row.Status} name={row.StatusName} />}
      />
      <div>
        {row.Code}
        {row.OrderCode && (
          <>
            {' · '}
            <GoodsCodeLink code={row.OrderCode} />
          </>
        )}
        {' · '}
        <ParcelOwner parcel={row} />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatKg(row.Weight)}
        {!unclaimed && ` · ${formatVnd(row.Fee)}`}
        {row.DestinationName && ` · ${row.DestinationName}`} · {formatDateTime(row.CreatedDate)}
      </Typography.Text>
      {printsLabels && <div style={{ marginTop: 4 }}>{labelButtons(row)}</div>}
    </>
  ));

  const noun = unclaimed ? 'kiện vô chủ' : 'kiện';
  return (
    <>
      <ConsoleList<AdminTransportRow>
        title={unclaimed ? 'Kiện vô chủ' : 'Kiện hàng'}
        intro={
          unclaimed && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title="Kiện đã về kho nhưng mã vận đơn chưa được khách hàng nào đăng ký. Khách hàng đăng ký đúng mã vận đơn sẽ nhận kiện ngay, cùng cân nặng đã cân."
            />
          )
        }
        source={source}
        placeholder={
          unclaimed
            ? 'Mã vận đơn (hoặc 4 ký tự cuối), mã kiện'
            : 'Mã vận đơn (hoặc 4 ký tự cuối), mã kiện, mã đơn, khách hàng'
        }
        searchWidth={380}
        table={{
          columns,
          compact,
          expand: (row) => <ParcelFacts parcel={row} />,
          scrollX: unclaimed ? 800 : 1000,
          noun,
          emptyText: unclaimed ? 'Không có kiện vô chủ' : 'Không có kiện nào',
        }}
      />
    </>
  );
}
