import { Button, Card, Empty } from 'antd';
import { BarChartOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../app/routes';
import { PageTitle } from '../../../components/page-title';
import { useUrlList } from '../../../lib/use-url-list';
import { consignmentsQuery } from '../api/consignments';
import { ConsignmentFilter, type ConsignmentFilterValues } from '../components/consignment-filter';
import { ConsignmentTable } from '../components/consignment-table';
import { UNTRACKED, UntrackedAlert } from '../components/untracked-alert';

/** The customer's consignments (đơn ký gửi), filtered by status and code, newest first. */
export default function OrderShipListPage() {
  const list = useUrlList<ConsignmentFilterValues>({ keyword: '', status: '' });
  const { data, isFetching } = useQuery(
    consignmentsQuery({ ...list.filter, skip: list.skip, take: list.take }),
  );
  const filtered = Object.values(list.filter).some(Boolean);
  const createButton = (
    <Link to={paths.transportCreate}>
      <Button type="primary" icon={<PlusOutlined />}>
        Tạo đơn ký gửi
      </Button>
    </Link>
  );
  return (
    <>
      <PageTitle
        title="Đơn ký gửi"
        actions={
          <>
            <Link to={paths.orderShipStatistic}>
              <Button icon={<BarChartOutlined />}>Thống kê</Button>
            </Link>
            {createButton}
          </>
        }
      />
      <UntrackedAlert
        showingThem={list.filter.status === UNTRACKED}
        onShow={() => list.set({ keyword: '', status: UNTRACKED })}
      />
      <Card>
        <ConsignmentFilter value={list.filter} onSearch={list.set} />
        <ConsignmentTable
          rows={data?.Items ?? []}
          loading={isFetching}
          {...list.paging(data?.Total ?? 0)}
          emptyText={
            filtered ? (
              <Empty description="Không có đơn ký gửi nào khớp bộ lọc. Hãy bỏ bớt điều kiện tìm kiếm." />
            ) : (
              <Empty description="Bạn chưa có đơn ký gửi nào. Tự mua hàng trên Taobao, 1688, ... rồi khai báo mã vận đơn để chúng tôi chuyển về Việt Nam.">
                {createButton}
              </Empty>
            )
          }
        />
      </Card>
    </>
  );
}
