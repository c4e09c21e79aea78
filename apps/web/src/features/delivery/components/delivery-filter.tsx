import { DeliveryStatus, deliveryStatusNames } from '@app/shared';
import { StatusFilter, TextFilter } from '../../../components/filter-fields';
import { DateRangeItem } from '../../../components/list-filter';

/** The slip list's filters (in a ListFilter): a code, the status and the period. */
export function DeliveryFilterFields({ wide }: { wide: boolean }) {
  return (
    <>
      <TextFilter label="Mã phiếu / mã đơn" placeholder="VD: PGH000123, DH000045" />
      <StatusFilter statuses={DeliveryStatus} names={deliveryStatusNames} width={wide && 170} />
      <DateRangeItem wide={wide} />
    </>
  );
}
