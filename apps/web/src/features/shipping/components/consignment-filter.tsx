import { OrderShipStatus, orderShipStatusNames } from '@app/shared';
import { StatusFilter, TextFilter } from '../../../components/filter-fields';

/** The consignment list's filters (in a ListFilter): a code and the status. */
export function ConsignmentFilterFields({ wide }: { wide: boolean }) {
  return (
    <>
      <TextFilter label="Mã đơn / mã vận đơn" placeholder="VD: KG000123" />
      <StatusFilter statuses={OrderShipStatus} names={orderShipStatusNames} width={wide && 240} />
    </>
  );
}
