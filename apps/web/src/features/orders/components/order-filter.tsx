import { useQuery } from '@tanstack/react-query';
import { OrderState, orderStateNames } from '@app/shared';
import { SelectFilter, StatusFilter, TextFilter } from '../../../components/filter-fields';
import { DateRangeItem } from '../../../components/list-filter';
import { warehousesQuery } from '../../../lib/reference-data';

/** The order list's filters (in a ListFilter): code, state, warehouse and period. */
export function OrderFilterFields({ wide }: { wide: boolean }) {
  const { data: warehouses = [] } = useQuery(warehousesQuery);
  const warehouseOptions = [
    { value: '', label: 'Mọi kho' },
    ...warehouses.map((warehouse) => ({ value: String(warehouse.Id), label: warehouse.Name })),
  ];
  return (
    <>
      <TextFilter label="Mã đơn hàng" name="orderCode" placeholder="VD: DH000123" maxLength={50} />
      <StatusFilter
        name="state"
        statuses={OrderState}
        names={orderStateNames}
        width={wide && 200}
      />
      <SelectFilter label="Kho" name="wareHouse" options={warehouseOptions} width={wide && 180} />
      <DateRangeItem wide={wide} />
    </>
  );
}
