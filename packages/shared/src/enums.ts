/** Integer enums of the API with their Vietnamese labels (DESIGN §3: every status travels with its name). */

export const ROLES = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const MessageType = {
  Order: 1,
  Transport: 2,
  Finance: 3,
  Complaint: 4,
  System: 5,
} as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

export const messageTypeNames: Record<MessageType, string> = {
  1: 'Đơn hàng',
  2: 'Vận chuyển',
  3: 'Tài chính',
  4: 'Khiếu nại',
  5: 'Hệ thống',
};

export function labelOf<K extends number>(labels: Record<K, string>, value: number): string {
  return (labels as Record<number, string>)[value] ?? '';
}
