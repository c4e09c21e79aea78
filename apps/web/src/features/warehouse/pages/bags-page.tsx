import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { BagStatus, bagStatusNames, formatDateTime, type BagRow } from '@app/shared';
import { adminBagPath } from '../../../app/routes';
import {
  ALL_TAB,
  CodeAndDate,
  CompactHead,
  ConsoleList,
  statusTabs,
  useConsoleList,
} from '../../../components/console-list';
import { compactColumn } from '../../../components/table-columns';
import { adminKeys } from '../../../lib/query-keys';
import { formatKg } from '../../../lib/units';
import { BagStatusTag } from '../components/bag-status-tag';
import { CreateBagButton } from '../components/create-bag-button';

const tabs = statusTabs(Object.values(BagStatus), bagStatusNames);

/** When the bag last moved: closed, shipped, arrived (the latest one it reached). */
const lastMove = (row: BagRow) =>
  (row.ArrivedDate && `Về kho VN ${formatDateTime(row.ArrivedDate)}`) ||
  (row.ShippedDate && `Xuất kho ${formatDateTime(row.ShippedDate)}`) ||
  (row.ClosedDate && `Đóng bao ${formatDateTime(row.ClosedDate)}`) ||
  '—';

/**
 * Bags (bao) packed in China for a Vietnamese warehouse, by status, found by the bag's code or a
 * parcel in it; a new bag is opened here and packed on its own page.
 */
export default function BagsPage() {
  const source = useConsoleList<BagRow>({
    path: 'admin/bags',
    queryKey: adminKeys.bags,
    tabs,
    defaultTab: ALL_TAB,
  });

  const columns: TableColumnsType<BagRow> = [
    {
      title: 'Mã bao',
      dataIndex: 'Code',
      width: 150,
      render: (value: string, row) => (
        <Link to={adminBagPath(row.Id)}>
          <CodeAndDate code={value} date={row.CreatedDate} />
        </Link>
      ),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'Status',
      width: 160,
      render: (_, row) => <BagStatusTag status={row.Status} name={row.StatusName} />,
    },
    { title: 'Kho đích', dataIndex: 'DestinationName', width: 180 },
    { title: 'Số kiện', dataIndex: 'ParcelCount', width: 90, align: 'right' },
    {
      title: 'Cân nặng',
      dataIndex: 'Weight',
      width: 110,
      align: 'right',
      render: (value: number | null) => formatKg(value),
    },
    { title: 'Lần cuối', key: 'moved', render: (_, row) => lastMove(row) },
  ];

  const compact = compactColumn<BagRow>('Bao hàng', (row) => (
    <>
      <CompactHead
        title={<Link to={adminBagPath(row.Id)}>{row.Code}</Link>}
        tag={<BagStatusTag status={row.Status} name={row.StatusName} />}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {[
          row.DestinationName,
          `${row.ParcelCount} kiện`,
          row.Weight !== null && formatKg(row.Weight),
          lastMove(row) !== '—' && lastMove(row),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>
    </>
  ));

  return (
    <ConsoleList<BagRow>
      title="Bao hàng"
      intro={
        <div style={{ marginBottom: 12 }}>
          <CreateBagButton />
        </div>
      }
      source={source}
      placeholder="Mã bao, mã kiện hoặc mã vận đơn trong bao"
      table={{ columns, compact, scrollX: 800, noun: 'bao', emptyText: 'Không có bao nào' }}
    />
  );
}
