/** Integer enums of the API with their Vietnamese labels (DESIGN §3: every status travels with its name). */

/** Staff roles (DESIGN §12): admin does everything, staff all but staff accounts and settings. */
export const STAFF_ROLES = [
  'admin',
  'staff',
  'accountant',
  'buyer',
  'warehouse',
  'support',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = ['customer', ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const staffRoleNames: Record<StaffRole, string> = {
  admin: 'Quản trị viên',
  staff: 'Nhân viên',
  accountant: 'Kế toán',
  buyer: 'Mua hàng',
  warehouse: 'Kho',
  support: 'Chăm sóc khách hàng',
};

export const isStaffRole = (role: string | undefined | null): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');

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

/** Ledger row types: the `transactionType` filter of customer/transactions (DESIGN §4). */
export const TransactionType = {
  Deposit: 1,
  Withdrawal: 2,
  OrderDeposit: 3,
  OrderPayment: 4,
  ShippingPayment: 5,
  Refund: 6,
  Adjustment: 7,
} as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

export const transactionTypeNames: Record<TransactionType, string> = {
  1: 'Nạp tiền',
  2: 'Rút tiền',
  3: 'Đặt cọc đơn hàng',
  4: 'Thanh toán đơn hàng',
  5: 'Thanh toán phí vận chuyển',
  6: 'Hoàn tiền',
  7: 'Điều chỉnh',
};

/** Deposit and withdrawal requests: 0 → 1 (approved, ledger row) or 2 (refused); a withdrawal may be cancelled. */
export const RequestStatus = { Pending: 0, Approved: 1, Rejected: 2, Cancelled: 3 } as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];

export const requestStatusNames: Record<RequestStatus, string> = {
  0: 'Chờ duyệt',
  1: 'Đã duyệt',
  2: 'Từ chối',
  3: 'Đã hủy',
};

/** The lines of what a customer owes for an order, a consignment or a delivery (DESIGN §5). */
export const FeeKind = {
  Goods: 1,
  BuyerFee: 2,
  Inspection: 3,
  WoodenCrate: 4,
  InlandShipping: 5,
  Shipping: 6,
  Insurance: 7,
  Storage: 8,
  Delivery: 9,
  /** Money returned for a complaint (negative): the bill falls by what its refund paid back. */
  ComplaintRefund: 10,
} as const;
export type FeeKind = (typeof FeeKind)[keyof typeof FeeKind];

export const feeKindNames: Record<FeeKind, string> = {
  1: 'Tiền hàng',
  2: 'Phí mua hàng',
  3: 'Phí kiểm đếm',
  4: 'Phí đóng gỗ',
  5: 'Phí vận chuyển nội địa Trung Quốc',
  6: 'Phí vận chuyển về Việt Nam',
  7: 'Phí bảo hiểm',
  8: 'Phí lưu kho',
  9: 'Phí giao hàng',
  10: 'Hoàn tiền khiếu nại',
};

/** A purchase order's life (DESIGN §5); the moves and who makes them are in state-machines.ts. */
export const OrderState = {
  AwaitingDeposit: 0,
  Deposited: 1,
  Buying: 2,
  Bought: 3,
  ShopShipped: 4,
  InChinaWarehouse: 5,
  InTransit: 6,
  InVietnamWarehouse: 7,
  Paid: 8,
  Delivering: 9,
  Delivered: 10,
  Cancelled: 11,
} as const;
export type OrderState = (typeof OrderState)[keyof typeof OrderState];

/**
 * Whether the warehouse may count an order's items (kiểm đếm, DESIGN §11): on goods in our hands,
 * from the first parcel received in the Chinese warehouse (5) until all are in the Vietnamese one
 * (7), where they are counted again on arrival. Before 5 there is nothing to count; from 8 on the
 * customer has paid on the figures and the goods are being handed over.
 */
export const isCountable = (state: number): boolean =>
  state >= OrderState.InChinaWarehouse && state <= OrderState.InVietnamWarehouse;

export const orderStateNames: Record<OrderState, string> = {
  0: 'Chờ đặt cọc',
  1: 'Đã đặt cọc',
  2: 'Đang mua hàng',
  3: 'Đã mua hàng',
  4: 'Shop đã phát hàng',
  5: 'Hàng về kho TQ',
  6: 'Đang vận chuyển',
  7: 'Hàng về kho VN',
  8: 'Đã thanh toán',
  9: 'Đang giao',
  10: 'Đã giao',
  11: 'Đã hủy',
};

/** A parcel (kiện) of an order or a consignment (DESIGN §5, waybills). */
export const TransportStatus = {
  AwaitingChina: 0,
  InChinaWarehouse: 1,
  InTransit: 2,
  InVietnamWarehouse: 3,
  Paid: 4,
  Delivering: 5,
  Delivered: 6,
  Cancelled: 7,
} as const;
export type TransportStatus = (typeof TransportStatus)[keyof typeof TransportStatus];

export const transportStatusNames: Record<TransportStatus, string> = {
  0: 'Chờ về kho TQ',
  1: 'Đã về kho TQ',
  2: 'Đang vận chuyển',
  3: 'Đã về kho VN',
  4: 'Đã thanh toán',
  5: 'Đang giao',
  6: 'Đã giao',
  7: 'Đã hủy',
};

/** A bag (bao) of parcels packed in China for one Vietnamese warehouse (DESIGN §11). */
export const BagStatus = { Open: 0, Closed: 1, InTransit: 2, InVietnamWarehouse: 3 } as const;
export type BagStatus = (typeof BagStatus)[keyof typeof BagStatus];
export const bagStatusNames: Record<BagStatus, string> = {
  0: 'Đang đóng',
  1: 'Đã đóng',
  2: 'Đang vận chuyển',
  3: 'Đã về kho VN',
};

/** Complaints on an order (DESIGN §5). */
export const ComplaintType = { Missing: 1, Wrong: 2, Damaged: 3, Other: 4 } as const;
export type ComplaintType = (typeof ComplaintType)[keyof typeof ComplaintType];
export const complaintTypeNames: Record<ComplaintType, string> = {
  1: 'Thiếu hàng',
  2: 'Sai hàng',
  3: 'Hàng lỗi/hỏng',
  4: 'Khác',
};

/**
 * Proposed and Dismissed are complaints the warehouse's count prepared for the customer (kiểm đếm
 * found goods missing): not yet a claim, so staff never see them until the customer sends one.
 */
export const ComplaintStatus = {
  Pending: 0,
  Processing: 1,
  Resolved: 2,
  Rejected: 3,
  Proposed: 4,
  Dismissed: 5,
} as const;
export type ComplaintStatus = (typeof ComplaintStatus)[keyof typeof ComplaintStatus];
export const complaintStatusNames: Record<ComplaintStatus, string> = {
  0: 'Chờ xử lý',
  1: 'Đang xử lý',
  2: 'Đã giải quyết',
  3: 'Từ chối',
  4: 'Chờ bạn xác nhận',
  5: 'Đã bỏ qua',
};
/** The statuses of the staff's complaints queue: the claims customers sent, never a proposal. */
export const complaintQueueStatuses: readonly ComplaintStatus[] = [0, 1, 2, 3];

/** A consignment (đơn ký gửi): goods the customer bought themselves, carried by our parcels. */
export const OrderShipStatus = {
  NoTrackingNumber: 0,
  AwaitingChina: 1,
  InTransit: 2,
  AwaitingPayment: 3,
  Paid: 4,
  Delivered: 5,
  Cancelled: 6,
} as const;
export type OrderShipStatus = (typeof OrderShipStatus)[keyof typeof OrderShipStatus];

export const orderShipStatusNames: Record<OrderShipStatus, string> = {
  0: 'Chưa có mã vận đơn',
  1: 'Chờ về kho TQ',
  2: 'Đang vận chuyển',
  3: 'Đã về kho VN, chờ thanh toán',
  4: 'Đã thanh toán',
  5: 'Đã giao',
  6: 'Đã hủy',
};

/** A delivery slip (phiếu giao hàng, PGH…). */
export const DeliveryStatus = { Pending: 0, Delivering: 1, Delivered: 2, Cancelled: 3 } as const;
export type DeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

export const deliveryStatusNames: Record<DeliveryStatus, string> = {
  0: 'Chờ xử lý',
  1: 'Đang giao',
  2: 'Đã giao',
  3: 'Đã hủy',
};

export const DeliveryMethod = { Pickup: 1, Door: 2 } as const;
export type DeliveryMethod = (typeof DeliveryMethod)[keyof typeof DeliveryMethod];

export const deliveryMethodNames: Record<DeliveryMethod, string> = {
  1: 'Nhận tại kho',
  2: 'Giao tận nơi',
};

/** What a delivery slip carries: a purchase order or a consignment (getorderhasvietnam's Kind). */
export const GoodsKind = { Order: 1, Consignment: 2 } as const;
export type GoodsKind = (typeof GoodsKind)[keyof typeof GoodsKind];

export const goodsKindNames: Record<GoodsKind, string> = {
  1: 'Đơn mua hộ',
  2: 'Đơn ký gửi',
};

/** An incoming bank transfer (SePay, Casso, a statement line): matched to a deposit, or waiting. */
export const BankTransferStatus = { Unmatched: 0, Matched: 1, Returned: 2 } as const;
export type BankTransferStatus = (typeof BankTransferStatus)[keyof typeof BankTransferStatus];

export const bankTransferStatusNames: Record<BankTransferStatus, string> = {
  0: 'Chưa khớp',
  1: 'Đã khớp',
  2: 'Đã trả lại',
};

/** The channels a customer may be told on besides the portal (DESIGN §10). */
export const NotificationChannel = {
  Email: 'email',
  Zalo: 'zalo',
  Telegram: 'telegram',
  WebPush: 'webpush',
} as const;
export type NotificationChannel = (typeof NotificationChannel)[keyof typeof NotificationChannel];
export const notificationChannels: NotificationChannel[] = Object.values(NotificationChannel);

export const notificationChannelNames: Record<NotificationChannel, string> = {
  email: 'E-mail',
  zalo: 'Zalo',
  telegram: 'Telegram',
  webpush: 'Thông báo trên trình duyệt',
};

/** The events a customer is told of (DESIGN §10), each in its message group. */
export const notificationEventTypes = {
  'order.bought': 1,
  'order.shopShipped': 1,
  'order.awaitingPayment': 1,
  'parcel.receivedChina': 2,
  'parcel.inVietnam': 2,
  'delivery.started': 2,
  'delivery.delivered': 2,
  'storage.startsSoon': 2,
  'deposit.credited': 3,
  'withdrawal.paid': 3,
  'withdrawal.refused': 3,
  'complaint.answered': 4,
} as const satisfies Record<string, MessageType>;
export type NotificationEvent = keyof typeof notificationEventTypes;
export const notificationEvents = Object.keys(notificationEventTypes) as NotificationEvent[];

export const notificationEventNames: Record<NotificationEvent, string> = {
  'order.bought': 'Đơn đã mua',
  'order.shopShipped': 'Shop đã phát hàng',
  'order.awaitingPayment': 'Đơn chờ thanh toán 3 ngày',
  'parcel.receivedChina': 'Kiện về kho Trung Quốc',
  'parcel.inVietnam': 'Kiện về kho Việt Nam',
  'delivery.started': 'Đang giao hàng',
  'delivery.delivered': 'Đã giao hàng',
  'storage.startsSoon': 'Sắp tính phí lưu kho',
  'deposit.credited': 'Đã cộng tiền nạp',
  'withdrawal.paid': 'Đã chuyển tiền rút',
  'withdrawal.refused': 'Từ chối rút tiền',
  'complaint.answered': 'Khiếu nại đã được trả lời',
};

/** One notification's delivery on its channel. */
export const NotificationStatus = { Waiting: 0, Sent: 1, Failed: 2 } as const;
export type NotificationStatus = (typeof NotificationStatus)[keyof typeof NotificationStatus];
export const notificationStatusNames: Record<NotificationStatus, string> = {
  0: 'Chờ gửi',
  1: 'Đã gửi',
  2: 'Lỗi',
};

/** The two exchange rates (DESIGN §10): what customers pay, what the business pays in China. */
export const RateKind = { Selling: 1, Buying: 2 } as const;
export type RateKind = (typeof RateKind)[keyof typeof RateKind];
export const rateKindNames: Record<RateKind, string> = { 1: 'Tỷ giá bán', 2: 'Tỷ giá mua' };

export const RateStatus = { Proposed: 0, Applied: 1, SetAside: 2 } as const;
export type RateStatus = (typeof RateStatus)[keyof typeof RateStatus];
export const rateStatusNames: Record<RateStatus, string> = {
  0: 'Đề xuất',
  1: 'Áp dụng',
  2: 'Bỏ qua',
};
