import { PlusOutlined } from '@ant-design/icons';
import { paths } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { ListEmpty } from '../../../components/list-empty';
import { ListPage } from '../../../components/list-page';
import { useListPage } from '../../../lib/use-list-page';
import { parcelsQuery } from '../api/parcels';
import { ParcelFilterFields } from '../components/parcel-filter';
import { ParcelTable } from '../components/parcel-table';

/** Every parcel of the customer (orders' and consignments'), with weights and fees. */
export default function TransportListPage() {
  const { list, filtered, table } = useListPage(
    { code: '', transportCode: '', status: '' },
    parcelsQuery,
  );
  const addButton = (
    <LinkButton to={paths.transportCreate} type="primary" icon={<PlusOutlined />}>
      Thêm mã vận đơn
    </LinkButton>
  );
  return (
    <ListPage
      title="Danh sách kiện hàng"
      actions={
        <>
          <LinkButton to={paths.transportWaitPay}>Kiện chờ thanh toán</LinkButton>
          {addButton}
        </>
      }
      list={list}
      filterName="parcel-filter"
      Filters={ParcelFilterFields}
    >
      <ParcelTable
        rows={table.rows}
        loading={table.loading}
        paging={table}
        emptyText={
          <ListEmpty filtered={filtered} noun="kiện" action={addButton}>
            Chưa có kiện hàng nào. Kiện của đơn mua hộ hiện ở đây khi shop phát hàng; hàng bạn tự
            mua thì thêm mã vận đơn để theo dõi.
          </ListEmpty>
        }
      />
    </ListPage>
  );
}
