import { Tag, Tooltip } from 'antd';
import { formatDateTime, formatVnd } from '@app/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

export type StorageState = { free: true; daysLeft: number } | { free: false; chargedDays: number };

/** Free storage left (whole days, rounded up), or the days charged since it ran out. */
export function storageState(freeUntil: string, now: number): StorageState {
  const until = new Date(freeUntil).getTime();
  if (Number.isNaN(until) || until > now) {
    return { free: true, daysLeft: Number.isNaN(until) ? 0 : Math.ceil((until - now) / DAY_MS) };
  }
  return { free: false, chargedDays: Math.floor((now - until) / DAY_MS) };
}

export function storageText(state: StorageState): string {
  if (state.free) return `Còn ${state.daysLeft} ngày miễn phí lưu kho`;
  return state.chargedDays > 0
    ? `Đã tính phí lưu kho ${state.chargedDays} ngày`
    : 'Hết thời gian miễn phí lưu kho';
}

/** The free-storage countdown of goods in a Vietnamese warehouse, and what it costs once over. */
export function StorageTag({
  freeUntil,
  fee,
  now,
}: {
  freeUntil: string;
  /** The storage fee accrued so far. */
  fee: number;
  now: number;
}) {
  const state = storageState(freeUntil, now);
  const color = state.free ? (state.daysLeft <= 2 ? 'orange' : 'green') : 'red';
  const detail = [
    `Miễn phí lưu kho đến ${formatDateTime(freeUntil)}`,
    fee > 0 ? `Phí lưu kho đến nay: ${formatVnd(fee)}` : '',
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <Tooltip title={detail}>
      <Tag color={color} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
        {storageText(state)}
      </Tag>
    </Tooltip>
  );
}
