import { Input } from 'antd';

/** The search above a scan screen's list of parcels still to handle; a keyword needs a whole code. */
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
      placeholder="Tìm theo mã vận đơn, mã kiện, mã đơn hoặc mã khách (đủ mã)"
      onSearch={(value) => onSearch(value.trim())}
      style={{ marginBottom: 12, maxWidth: wide ? 420 : undefined }}
    />
  );
}
