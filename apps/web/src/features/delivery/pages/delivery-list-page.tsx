import { Button, Card, Empty } from 'antd';
import { CarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../app/routes';
import { PageTitle } from '../../../components/page-title';
import { useUrlList } from '../../../lib/use-url-list';
import { deliveriesQuery } from '../api/deliveries';
import { DeliveryFilter, type DeliveryFilterValues } from '../components/delivery-filter';
import { DeliveryTable } from '../components/delivery-table';

/** "Danh sách phiếu giao": the customer's delivery slips, with the goods each one carries. */
export default function DeliveryListPage() {
  const list = useUrlList<DeliveryFilterValues>({ keyword: '', status: '', from: '', end: '' });
  const { data, isFetching } = useQuery(
    deliveriesQuery({ ...list.filter, skip: list.skip, take: list.take }),
  );
  const filtered = Object.values(list.filter).some(Boolean);
  const requestButton = (
    <Link to={paths.deliveryRequest}>
      <Button type="primary" icon={<CarOutlined />}>
        Yêu cầu giao hàng
      </Button>
    </Link>
  );
  return (
    <>
      <PageTitle title="Danh sách phiếu giao" actions={requestButton} />
      <Card>
        <DeliveryFilter value={list.filter} onSearch={list.set} />
        <DeliveryTable
          rows={data?.Items ?? []}
          loading={isFetching}
          {...list.paging(data?.Total ?? 0)}
          emptyText={
            filtered ? (
              <Empty description="Không có phiếu giao nào khớp bộ lọc. Hãy bỏ bớt điều kiện tìm kiếm." />
            ) : (
              <Empty description="Bạn chưa có phiếu giao nào. Khi hàng về kho Việt Nam, hãy tạo yêu cầu giao hàng để nhận hàng.">
                {requestButton}
              </Empty>
            )
          }
        />
      </Card>
    </>
  );
}
