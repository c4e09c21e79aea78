import { TransportStatus, transportStatusNames } from '@app/shared';
import { StatusFilter, TextFilter } from '../../../components/filter-fields';

/** The parcel list's filters (in a ListFilter): the parcel's or its order's code, tracking, status. */
export function ParcelFilterFields({ wide }: { wide: boolean }) {
  return (
    <>
      <TextFilter
        label="Mã kiện / mã đơn"
        name="code"
        placeholder="VD: KI000123 hoặc DH000045"
        maxLength={50}
      />
      <TextFilter
        label="Mã vận đơn"
        name="transportCode"
        placeholder="Mã vận đơn Trung Quốc"
        maxLength={50}
      />
      <StatusFilter statuses={TransportStatus} names={transportStatusNames} width={wide && 180} />
    </>
  );
}
