import { Input } from 'antd';

/** The search above a scan screen's list of parcels still to handle: the parcel list's search. */
export function ParcelSearch({
  keyword,
  wide,
  onSearch,
}: {
  keyword: string;
  wide: boolean;
  onSearch: (keyword: string) => void;
}) {
  return (
    <Input.Search
      allowClear
      defaultValue={keyword}
      placeholder="Mã vận đơn (hoặc 4 ký tự cuối), mã kiện, mã đơn, khách hàng"
      onSearch={(value) => onSearch(value.trim())}
      style={{ marginBottom: 12, maxWidth: wide ? 420 : undefined }}
    />
  );
}
