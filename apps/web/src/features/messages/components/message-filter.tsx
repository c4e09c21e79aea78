import { TextFilter } from '../../../components/filter-fields';
import { DateRangeItem } from '../../../components/list-filter';

export interface FilterValues extends Record<string, string> {
  message: string;
  from: string;
  end: string;
}

/** The message list's filters (in a ListFilter): words of the message and the period. */
export function MessageFilterFields({ wide }: { wide: boolean }) {
  return (
    <>
      <TextFilter
        label="Nội dung"
        name="message"
        placeholder="Nhập nội dung thông báo"
        style={wide ? { minWidth: 220 } : undefined}
      />
      <DateRangeItem wide={wide} />
    </>
  );
}
