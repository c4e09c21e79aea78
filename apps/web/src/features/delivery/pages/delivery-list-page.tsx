import { CarOutlined } from '@ant-design/icons';
import { paths } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { ListEmpty } from '../../../components/list-empty';
import { ListPage } from '../../../components/list-page';
import { useListPage } from '../../../lib/use-list-page';
import { deliveriesQuery } from '../api/deliveries';
import { DeliveryFilterFields } from '../components/delivery-filter';
import { DeliveryTable } from '../components/delivery-table';

/** "Danh sách phiếu giao": the customer's delivery slips, with the goods each one carries. */
export default function DeliveryListPage() {
  const { list, filtered, table } = useListPage(
    { keyword: '', status: '', from: '', end: '' },
    deliveriesQuery,
  );
  const requestButton = (
    <LinkButton to={paths.deliveryRequest} type="primary" icon={<CarOutlined />}>
      Yêu cầu giao hàng
    </LinkButton>
  );
  return (
    <ListPage
      title="Danh sách phiếu giao"
      actions={requestButton}
      list={list}
      filterName="delivery-filter"
      Filters={DeliveryFilterFields}
    >
      <DeliveryTable
        {...table}
        emptyText={
          <ListEmpty filtered={filtered} noun="phiếu giao" action={requestButton}>
            Bạn chưa có phiếu giao nào. Khi hàng về kho Việt Nam, hãy tạo yêu cầu giao hàng để nhận
            hàng.
          </ListEmpty>
        }
      />
    </ListPage>
  );
}
