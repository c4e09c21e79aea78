import { Input } from 'antd';

/**
 * A list's one search box with its "Tìm kiếm" button; it shows the URL's keyword, also when a
 * link or the header search changed it.
 */
export function ListSearch({
  label,
  placeholder,
  keyword,
  onSearch,
  maxWidth,
}: {
  /** Its accessible name ("Tìm giao dịch"). */
  label: string;
  placeholder: string;
  keyword: string;
  /** The keyword, trimmed. */
  onSearch: (keyword: string) => void;
  maxWidth: number;
}) {
  return (
    <Input.Search
      key={keyword}
      aria-label={label}
      placeholder={placeholder}
      defaultValue={keyword}
      allowClear
      enterButton="Tìm kiếm"
      maxLength={100}
      style={{ maxWidth, marginBottom: 16 }}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}
