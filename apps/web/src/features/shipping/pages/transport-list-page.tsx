import { Button, Card, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../app/routes';
import { PageTitle } from '../../../components/page-title';
import { useUrlList } from '../../../lib/use-url-list';
import { parcelsQuery } from '../api/parcels';
import { ParcelFilter, type ParcelFilterValues } from '../components/parcel-filter';
import { ParcelTable } from '../components/parcel-table';

/** Every parcel of the customer (orders' and consignments'), with weights and fees. */
export default function TransportListPage() {
  const list = useUrlList<ParcelFilterValues>({ code: '', transportCode: '', status: '' });
  const { data, isFetching } = useQuery(
    parcelsQuery({ ...list.filter, skip: list.skip, take: list.take }),
  );
  const filtered = Object.values(list.filter).some(Boolean);
  return (
    <>
      <PageTitle
        title="Danh sách kiện hàng"
        actions={
          <>
            <Link to={paths.transportWaitPay}>
              <Button>Kiện chờ thanh toán</Button>
            </Link>
            <Link to={paths.transportCreate}>
              <Button type="primary" icon={<PlusOutlined />}>
                Thêm mã vận đơn
              </Button>
            </Link>
          </>
        }
      />
      <Card>
        <ParcelFilter value={list.filter} onSearch={list.set} />
        <ParcelTable
          rows={data?.Items ?? []}
          loading={isFetching}
          paging={list.paging(data?.Total ?? 0)}
          emptyText={
            filtered ? (
              <Empty description="Không có kiện nào khớp bộ lọc. Hãy bỏ bớt điều kiện tìm kiếm." />
            ) : (
              <Empty description="Chưa có kiện hàng nào. Kiện của đơn mua hộ hiện ở đây khi shop phát hàng; hàng bạn tự mua thì thêm mã vận đơn để theo dõi.">
                <Link to={paths.transportCreate}>
                  <Button type="primary" icon={<PlusOutlined />}>
                    Thêm mã vận đơn
                  </Button>
                </Link>
              </Empty>
            )
          }
        />
      </Card>
    </>
  );
}
