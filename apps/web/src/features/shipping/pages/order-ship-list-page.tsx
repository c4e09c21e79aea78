import { BarChartOutlined, PlusOutlined } from '@ant-design/icons';
import { paths } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { ListEmpty } from '../../../components/list-empty';
import { ListPage } from '../../../components/list-page';
import { useListPage } from '../../../lib/use-list-page';
import { consignmentsQuery } from '../api/consignments';
import { ConsignmentFilterFields } from '../components/consignment-filter';
import { ConsignmentTable } from '../components/consignment-table';
import { UNTRACKED, UntrackedAlert } from '../components/untracked-alert';

/** The customer's consignments (đơn ký gửi), filtered by status and code, newest first. */
export default function OrderShipListPage() {
  const { list, filtered, table } = useListPage({ keyword: '', status: '' }, consignmentsQuery);
  const createButton = (
    <LinkButton to={paths.transportCreate} type="primary" icon={<PlusOutlined />}>
      Tạo đơn ký gửi
    </LinkButton>
  );
  const statisticButton = (
    <LinkButton to={paths.orderShipStatistic} icon={<BarChartOutlined />}>
      Thống kê
    </LinkButton>
  );
  return (
    <ListPage
      title="Đơn ký gửi"
      actions={
        <>
          {statisticButton}
          {createButton}
        </>
      }
      notice={
        <UntrackedAlert
          showingThem={list.filter.status === UNTRACKED}
          onShow={() => list.set({ keyword: '', status: UNTRACKED })}
        />
      }
      list={list}
      filterName="consignment-filter"
      Filters={ConsignmentFilterFields}
    >
      <ConsignmentTable
        {...table}
        emptyText={
          <ListEmpty filtered={filtered} noun="đơn ký gửi" action={createButton}>
            Bạn chưa có đơn ký gửi nào. Tự mua hàng trên Taobao, 1688, ... rồi khai báo mã vận đơn
            để chúng tôi chuyển về Việt Nam.
          </ListEmpty>
        }
      />
    </ListPage>
  );
}
