import {
  bagStatusNames,
  bankTransferStatusNames,
  complaintStatusNames,
  deliveryStatusNames,
  notificationStatusNames,
  orderShipStatusNames,
  orderStateNames,
  rateStatusNames,
  requestStatusNames,
  transportStatusNames,
  staffRoleNames,
} from './enums.js';
import { formatCny, formatVnd } from './money.js';
import { extensionReportStatusNames } from './schemas/extension.js';
import { voucherStatusNames } from './schemas/vouchers.js';

/**
 * The audit log in Vietnamese, in one place for the server and the console: each action code the
 * server writes (`withdrawal.approve`, `staff.lock`, ...) as the sentence it stands for, and each
 * field of its before/after as a label with its value formatted (money, statuses, yes/no).
 * audit-sentences.test.ts fails when the server writes an action code that has no sentence here.
 */

/** What an audit row's `Entity` names, as a noun phrase ('' → a record). */
export const auditEntityNames: Record<string, string> = {
  deposit: 'yêu cầu nạp tiền',
  withdrawal: 'yêu cầu rút tiền',
  order: 'đơn hàng',
  transport: 'kiện hàng',
  bag: 'bao hàng',
  complaint: 'khiếu nại',
  consignment: 'đơn ký gửi',
  delivery: 'phiếu giao hàng',
  'bank-transfer': 'giao dịch chuyển khoản',
  customer: 'khách hàng',
  staff: 'nhân viên',
  settings: 'cấu hình hệ thống',
  statement: 'sao kê ngân hàng',
  'extension-report': 'báo lỗi tiện ích',
  rate: 'tỷ giá',
  notification: 'thông báo',
  voucher: 'phiếu thu/chi',
};

/**
 * Every action code the server writes, as what the actor did; `{ref}` is the record's code
 * (`#12` for a bare number), dropped when the row has none.
 */
export const auditActionSentences: Record<string, string> = {
  // Staff accounts (admin).
  'staff.create': 'tạo tài khoản nhân viên {ref}',
  'staff.update': 'cập nhật thông tin nhân viên {ref}',
  'staff.lock': 'khóa tài khoản nhân viên {ref}',
  'staff.unlock': 'mở khóa tài khoản nhân viên {ref}',
  // Customers.
  'customer.assign-supporter': 'phân công nhân viên hỗ trợ cho khách hàng {ref}',
  'customer.lock': 'khóa tài khoản khách hàng {ref}',
  'customer.unlock': 'mở khóa tài khoản khách hàng {ref}',
  'customer.view-as': 'mở phiên xem tài khoản khách hàng {ref}',
  'customer.view-as.end': 'kết thúc phiên xem tài khoản khách hàng {ref}',
  'customer.view-as.refused':
    'bị chặn một thao tác thay đổi dữ liệu khi đang xem tài khoản khách hàng {ref}',
  'wallet.adjust': 'điều chỉnh số dư ví của khách hàng {ref}',
  // Settings and bank statements.
  'settings.update': 'cập nhật cấu hình hệ thống',
  // Exchange rates (DESIGN §10).
  'rate.create': 'đặt tỷ giá {ref}',
  'rate.propose': 'lấy đề xuất tỷ giá {ref} từ Vietcombank',
  'rate.approve': 'duyệt đề xuất tỷ giá {ref}',
  'rate.setaside': 'bỏ qua đề xuất tỷ giá {ref}',
  'statement.import': 'nhập sao kê ngân hàng',
  // Receipts and payments (DESIGN §12).
  'voucher.create': 'lập phiếu {ref}',
  'voucher.approve': 'duyệt phiếu {ref}',
  'voucher.reject': 'từ chối phiếu {ref}',
  // Deposits and withdrawals.
  'deposit.approve': 'duyệt yêu cầu nạp tiền {ref}',
  'deposit.reject': 'từ chối yêu cầu nạp tiền {ref}',
  'withdrawal.approve': 'duyệt yêu cầu rút tiền {ref}',
  'withdrawal.reject': 'từ chối yêu cầu rút tiền {ref}',
  'withdrawal.cancel': 'hủy yêu cầu rút tiền {ref}',
  // Purchase orders.
  'order.pay-deposit': 'đặt cọc đơn hàng {ref}',
  'order.start-buying': 'bắt đầu mua hàng cho đơn hàng {ref}',
  'order.bought': 'xác nhận đã mua hàng cho đơn hàng {ref}',
  'order.shop-shipped': 'ghi nhận shop đã phát hàng cho đơn hàng {ref}',
  'order.count': 'kiểm đếm hàng của đơn hàng {ref}',
  'order.receive-china': 'nhận hàng tại kho Trung Quốc cho đơn hàng {ref}',
  'order.ship': 'chuyển đơn hàng {ref} từ kho Trung Quốc về Việt Nam',
  'order.receive-vietnam': 'nhận hàng tại kho Việt Nam cho đơn hàng {ref}',
  'order.pay': 'thanh toán đơn hàng {ref}',
  'order.deliver': 'bắt đầu giao đơn hàng {ref}',
  'order.delivered': 'xác nhận đã giao đơn hàng {ref}',
  'order.delivery-cancelled': 'đưa đơn hàng {ref} về chờ giao lại do phiếu giao bị hủy',
  'order.cancel': 'hủy đơn hàng {ref}',
  // Parcels.
  'transport.receive-china': 'nhận kiện hàng {ref} tại kho Trung Quốc',
  'transport.ship': 'chuyển kiện hàng {ref} từ kho Trung Quốc về Việt Nam',
  'transport.receive-vietnam': 'nhận kiện hàng {ref} tại kho Việt Nam',
  'transport.pay': 'thanh toán kiện hàng {ref}',
  'transport.deliver': 'bắt đầu giao kiện hàng {ref}',
  'transport.delivered': 'xác nhận đã giao kiện hàng {ref}',
  'transport.delivery-cancelled': 'đưa kiện hàng {ref} về chờ giao lại do phiếu giao bị hủy',
  'transport.cancel': 'hủy kiện hàng {ref}',
  'transport.add-photo': 'thêm ảnh cho kiện hàng {ref}',
  'order.add-photo': 'thêm ảnh hàng kiểm đếm cho đơn hàng {ref}',
  'delivery.add-photo': 'thêm ảnh giao hàng cho phiếu giao hàng {ref}',
  // Bags (bao) packed in China.
  'bag.create': 'tạo bao hàng {ref}',
  'bag.add-parcel': 'cho kiện vào bao hàng {ref}',
  'bag.remove-parcel': 'bỏ kiện ra khỏi bao hàng {ref}',
  'bag.close': 'đóng bao hàng {ref}',
  'bag.reopen': 'mở lại bao hàng {ref}',
  'bag.ship': 'xuất bao hàng {ref} từ kho Trung Quốc về Việt Nam',
  'bag.receive-vietnam': 'nhận bao hàng {ref} tại kho Việt Nam',
  // Complaints.
  'complaint.take': 'tiếp nhận khiếu nại {ref}',
  'complaint.resolve': 'giải quyết khiếu nại {ref}',
  'complaint.reject': 'từ chối khiếu nại {ref}',
  'complaint.accept': 'gửi khiếu nại {ref} do kho đề xuất',
  'complaint.dismiss': 'rút khiếu nại đề xuất {ref}',
  // Consignments.
  'consignment.add-transport': 'thêm mã vận đơn cho đơn ký gửi {ref}',
  'consignment.ship': 'chuyển đơn ký gửi {ref} từ kho Trung Quốc về Việt Nam',
  'consignment.receive-vietnam': 'nhận hàng tại kho Việt Nam cho đơn ký gửi {ref}',
  'consignment.pay': 'thanh toán đơn ký gửi {ref}',
  'consignment.delivered': 'xác nhận đã giao đơn ký gửi {ref}',
  'consignment.cancel': 'hủy đơn ký gửi {ref}',
  // Delivery slips.
  'delivery.start': 'bắt đầu giao phiếu giao hàng {ref}',
  'delivery.deliver': 'xác nhận đã giao phiếu giao hàng {ref}',
  'delivery.cancel': 'hủy phiếu giao hàng {ref}',
  // Incoming bank transfers.
  'bank-transfer.assign': 'gán giao dịch chuyển khoản {ref} cho khách hàng',
  'bank-transfer.return': 'trả lại giao dịch chuyển khoản {ref} cho người gửi',
  // Pages the browser extension could not read.
  'extension-report.handle': 'xử lý báo lỗi tiện ích {ref}',
  // Notifications sent outside the portal.
  'notification.resend': 'gửi lại thông báo {ref}',
};

/** The status labels of each entity with a state machine (its `Status` before and after). */
const statusNames: Record<string, Record<number, string>> = {
  deposit: requestStatusNames,
  withdrawal: requestStatusNames,
  order: orderStateNames,
  transport: transportStatusNames,
  bag: bagStatusNames,
  complaint: complaintStatusNames,
  consignment: orderShipStatusNames,
  delivery: deliveryStatusNames,
  'bank-transfer': bankTransferStatusNames,
  'extension-report': extensionReportStatusNames,
  rate: rateStatusNames,
  notification: notificationStatusNames,
  voucher: voucherStatusNames,
};

type FieldFormat =
  | 'text'
  | 'number'
  | 'money'
  | 'cny'
  | 'percent'
  | 'kg'
  | 'days'
  | 'lines'
  | 'status'
  | 'locked'
  | 'role'
  | 'staffId'
  | 'customerId'
  | 'warehouseId'
  | 'method'
  | 'noLimit';

/** Every field the server keeps in an audit row's before/after, with how its value reads. */
export const auditFields: Record<string, { label: string; format?: FieldFormat }> = {
  // State machines.
  Status: { label: 'Trạng thái', format: 'status' },
  Reason: { label: 'Lý do' },
  Amount: { label: 'Số tiền', format: 'money' },
  Source: { label: 'Nguồn' },
  TransportCodes: { label: 'Mã vận đơn' },
  Weight: { label: 'Cân nặng', format: 'kg' },
  Parcel: { label: 'Kiện' },
  Bag: { label: 'Bao' },
  Length: { label: 'Dài (cm)', format: 'number' },
  Width: { label: 'Rộng (cm)', format: 'number' },
  Height: { label: 'Cao (cm)', format: 'number' },
  DestinationWarehouseId: { label: 'Kho đích', format: 'warehouseId' },
  Fee: { label: 'Phí', format: 'money' },
  CustomerId: { label: 'Khách hàng', format: 'customerId' },
  Response: { label: 'Phản hồi' },
  // Counting (kiểm đếm).
  Items: { label: 'Sản phẩm' },
  QuantityReceived: { label: 'Số lượng kiểm đếm', format: 'number' },
  Note: { label: 'Ghi chú' },
  // Notifications.
  Channel: { label: 'Kênh' },
  Event: { label: 'Sự kiện' },
  Error: { label: 'Lỗi' },
  CountedDate: { label: 'Thời điểm kiểm đếm' },
  RefundAmount: { label: 'Số tiền hoàn', format: 'money' },
  // Receipts and payments.
  FundAccount: { label: 'Quỹ' },
  Counterparty: { label: 'Người nộp / người nhận' },
  FundBalanceAfter: { label: 'Số dư quỹ sau phiếu', format: 'money' },
  // Accounts.
  Email: { label: 'Email' },
  Role: { label: 'Vai trò', format: 'role' },
  FullName: { label: 'Họ tên' },
  Phone: { label: 'Điện thoại' },
  IsLocked: { label: 'Tài khoản', format: 'locked' },
  SupporterId: { label: 'Nhân viên hỗ trợ', format: 'staffId' },
  Balance: { label: 'Số dư ví', format: 'money' },
  Method: { label: 'Thao tác', format: 'method' },
  Route: { label: 'Đường dẫn' },
  // A bank statement import.
  Confirmed: { label: 'Dòng đã ghi nhận', format: 'lines' },
  AlreadyUsed: { label: 'Dòng đã dùng trước đó', format: 'lines' },
  Unmatched: { label: 'Dòng chưa khớp', format: 'lines' },
  // Settings.
  CurrentRate: { label: 'Tỷ giá (VNĐ / 1 CNY)', format: 'money' },
  RateMargin: { label: 'Cộng thêm vào tỷ giá Vietcombank', format: 'money' },
  // Exchange rates.
  Kind: { label: 'Loại' },
  Rate: { label: 'Tỷ giá (VNĐ / 1 CNY)', format: 'number' },
  EffectiveFrom: { label: 'Áp dụng từ' },
  TransferRate: { label: 'Tỷ giá chuyển khoản Vietcombank', format: 'number' },
  SetAside: { label: 'Đề xuất cũ được bỏ qua' },
  FeeBuyer: { label: 'Phí mua hàng theo giá trị đơn' },
  MinBuyerFee: { label: 'Phí mua hàng tối thiểu', format: 'money' },
  DepositPercent: { label: 'Phần trăm đặt cọc', format: 'percent' },
  InspectionFees: { label: 'Bảng phí kiểm đếm' },
  WoodenCrate: { label: 'Phí đóng gỗ' },
  FirstKgCNY: { label: 'Kg đầu tiên', format: 'cny' },
  NextKgCNY: { label: 'Mỗi kg tiếp theo', format: 'cny' },
  ShippingPrices: { label: 'Bảng giá cước' },
  WarehouseId: { label: 'Kho', format: 'warehouseId' },
  Tiers: { label: 'Bậc giá' },
  Min: { label: 'Từ', format: 'number' },
  Max: { label: 'Đến', format: 'noLimit' },
  Value: { label: 'Giá trị', format: 'number' },
  VolumetricDivisor: { label: 'Hệ số quy đổi thể tích', format: 'number' },
  MinChargedWeight: { label: 'Cân nặng tính phí tối thiểu', format: 'kg' },
  InsurancePercent: { label: 'Phần trăm bảo hiểm', format: 'percent' },
  FreeStorageDays: { label: 'Số ngày lưu kho miễn phí', format: 'days' },
  StorageFeePerKgDay: { label: 'Phí lưu kho mỗi kg mỗi ngày', format: 'money' },
  FreightCostPerKg: { label: 'Cước vận chuyển thực trả mỗi kg', format: 'money' },
  NotifySite: { label: 'Thông báo trên trang' },
  ExtensionLink: { label: 'Đường dẫn tiện ích mở rộng' },
  ExtensionMinVersion: { label: 'Phiên bản tiện ích tối thiểu' },
  ZaloTemplates: { label: 'Mẫu tin Zalo' },
  ShippingMarkPrefix: { label: 'Tiền tố mã vận chuyển' },
  DeliveredTo: { label: 'Người nhận hàng' },
  Photo: { label: 'Ảnh số', format: 'number' },
  SeenBy: { label: 'Ai xem được' },
  ChinaAddresses: { label: 'Địa chỉ kho Trung Quốc' },
  Receiver: { label: 'Người nhận' },
  HandledNote: { label: 'Ghi chú xử lý' },
  CustomerLevels: { label: 'Cấp khách hàng' },
  Level: { label: 'Cấp', format: 'number' },
  Name: { label: 'Tên' },
  MinSpending: { label: 'Chi tiêu tối thiểu', format: 'money' },
  FeeBuyerDiscount: { label: 'Giảm phí mua', format: 'percent' },
  WeightFeeDiscount: { label: 'Giảm phí cân', format: 'percent' },
  Contacts: { label: 'Liên hệ' },
  Offices: { label: 'Văn phòng' },
  Address: { label: 'Địa chỉ' },
  Hotline: { label: 'Đường dây nóng' },
  WarehousePhone: { label: 'Điện thoại kho' },
  FeedbackPhone: { label: 'Điện thoại góp ý dịch vụ' },
  BankAccounts: { label: 'Tài khoản ngân hàng' },
  Id: { label: 'Mã', format: 'number' },
  BankName: { label: 'Ngân hàng' },
  BankBin: { label: 'Mã BIN' },
  AccountNumber: { label: 'Số tài khoản' },
  AccountName: { label: 'Chủ tài khoản' },
  Branch: { label: 'Chi nhánh' },
};

/** How one element of a list setting is named in a change's label. */
const itemNames: Record<string, (index: number) => string> = {
  CustomerLevels: (index) => `Cấp ${index}`,
  BankAccounts: (index) => `Tài khoản ${index + 1}`,
  Offices: (index) => `Văn phòng ${index + 1}`,
  ShippingPrices: (index) => `Kho thứ ${index + 1}`,
  ChinaAddresses: (index) => `Kho thứ ${index + 1}`,
  Tiers: (index) => `Bậc ${index + 1}`,
  InspectionFees: (index) => `Bậc ${index + 1}`,
  Items: (index) => `Sản phẩm ${index + 1}`,
};

const roleNames: Record<string, string> = { customer: 'Khách hàng', ...staffRoleNames };

const methodNames: Record<string, string> = {
  POST: 'Tạo mới',
  PUT: 'Cập nhật',
  PATCH: 'Cập nhật',
  DELETE: 'Xóa',
};

const numberFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** What an empty value reads as. */
export const AUDIT_EMPTY = 'Trống';

/** `12` → '#12', a code stays as it is, '' stays ''. */
function refOf(entityId: string): string {
  const id = entityId.trim();
  return /^\d+$/.test(id) ? `#${id}` : id;
}

/** The record an action is about, read as a noun: 'yêu cầu rút tiền #12'. */
export function auditEntityName(entity: string, entityId = ''): string {
  const noun = auditEntityNames[entity] ?? 'bản ghi';
  return [noun, refOf(entityId)].filter(Boolean).join(' ');
}

/** What the actor did, without the actor: 'duyệt yêu cầu rút tiền #12'. */
export function auditActionText(row: { Action: string; Entity: string; EntityId: string }): string {
  const template = auditActionSentences[row.Action];
  if (!template) return `thực hiện một thao tác trên ${auditEntityName(row.Entity, row.EntityId)}`;
  return template
    .replace('{ref}', refOf(row.EntityId))
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The whole sentence: 'admin@x.vn duyệt yêu cầu rút tiền #12'. */
export function auditSentence(row: {
  ActorEmail: string;
  Action: string;
  Entity: string;
  EntityId: string;
}): string {
  return `${row.ActorEmail} ${auditActionText(row)}`;
}

/** 'SomeNewField' → 'Some new field': an unknown key, still readable. */
function humanize(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

function labelOfField(key: string, parent: string | undefined): string {
  if (parent === 'FeeBuyer') return `Đơn từ ${key.replace('-', ' đến ')}`;
  return auditFields[key]?.label ?? humanize(key);
}

function formatOf(key: string, parent: string | undefined): FieldFormat {
  if (parent === 'FeeBuyer') return 'percent';
  return auditFields[key]?.format ?? 'text';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Who or what an id field points at, as the key of an audit row's `Names`: staff and customers are
 * both users ('user:12'), warehouses their own ('warehouse:3'). Undefined for any other field.
 */
export function auditReferenceKey(field: string, id: unknown): string | undefined {
  if (typeof id !== 'number') return undefined;
  const format = auditFields[field]?.format;
  if (format === 'staffId' || format === 'customerId') return `user:${id}`;
  if (format === 'warehouseId') return `warehouse:${id}`;
  return undefined;
}

/** Every reference key in a before/after value, however deep (a warehouse inside a price table). */
export function auditReferenceKeys(value: unknown, field = '', into = new Set<string>()) {
  if (Array.isArray(value)) {
    for (const item of value) auditReferenceKeys(item, field, into);
  } else if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) auditReferenceKeys(inner, key, into);
  } else {
    const key = auditReferenceKey(field, value);
    if (key) into.add(key);
  }
  return into;
}

/** What a row is about: its entity, and the names of the people and warehouses its ids point at. */
interface ValueContext {
  entity: string;
  names: Readonly<Record<string, string>>;
}

/** One value as it reads, by its field's format; lists of plain values joined by commas. */
export function formatAuditValue(
  value: unknown,
  field: string,
  context: ValueContext = { entity: '', names: {} },
  parent?: string,
): string {
  if (value === null || value === undefined || value === '') {
    return formatOf(field, parent) === 'staffId' ? 'Chưa phân công' : AUDIT_EMPTY;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return AUDIT_EMPTY;
    return value.map((item) => formatAuditValue(item, field, context, parent)).join(', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(
        ([key, inner]) =>
          `${labelOfField(key, field)}: ${formatAuditValue(inner, key, context, field)}`,
      )
      .join('; ');
  }
  const format = formatOf(field, parent);
  if (typeof value === 'boolean') {
    if (format === 'locked') return value ? 'Đã khóa' : 'Đang hoạt động';
    return value ? 'Có' : 'Không';
  }
  if (typeof value === 'number') {
    switch (format) {
      case 'money':
        return formatVnd(value);
      case 'cny':
        return formatCny(value);
      case 'percent':
        return `${numberFormat.format(value)}%`;
      case 'kg':
        return `${numberFormat.format(value)} kg`;
      case 'days':
        return `${numberFormat.format(value)} ngày`;
      case 'lines':
        return `${numberFormat.format(value)} dòng`;
      case 'status':
        return statusNames[context.entity]?.[value] ?? numberFormat.format(value);
      case 'staffId':
      case 'customerId':
      case 'warehouseId': {
        // A record deleted since, or a page written before names were kept: the id still reads.
        const key = auditReferenceKey(field, value);
        return (key && context.names[key]) || `#${value}`;
      }
      case 'noLimit':
        return value === 0 ? 'Không giới hạn' : numberFormat.format(value);
      default:
        return numberFormat.format(value);
    }
  }
  // What is left is a text (JSON holds nothing else); anything stranger reads as its JSON.
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  if (format === 'role') return roleNames[text] ?? text;
  if (format === 'method') return methodNames[text] ?? text;
  return text;
}

/** One changed field: its label, and its value before (absent when there was no before) and after. */
export interface AuditChange {
  label: string;
  before?: string;
  after: string;
}

const isPlainList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((item) => !isRecord(item) && !Array.isArray(item));

/** Walks before and after side by side down to their plain values; only what differs is kept. */
function walk(
  before: unknown,
  after: unknown,
  key: string,
  labels: string[],
  parent: string | undefined,
  context: ValueContext,
  out: AuditChange[],
  hasBefore: boolean,
): void {
  const bothRecords = (isRecord(before) || before === undefined) && isRecord(after);
  const recordsGone = isRecord(before) && after === undefined;
  if (bothRecords || recordsGone) {
    const b = before ?? {};
    const a = after ?? {};
    for (const inner of new Set([...Object.keys(b), ...Object.keys(a)])) {
      walk(
        b[inner],
        a[inner],
        inner,
        [...labels, labelOfField(inner, key)],
        key,
        context,
        out,
        hasBefore,
      );
    }
    return;
  }
  const lists =
    (Array.isArray(before) || before === undefined) &&
    (Array.isArray(after) || after === undefined) &&
    !(isPlainList(before ?? []) && isPlainList(after ?? []));
  if (lists) {
    const b = (before ?? []) as unknown[];
    const a = (after ?? []) as unknown[];
    const name = itemNames[key] ?? ((index: number) => `Dòng ${index + 1}`);
    for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
      walk(b[index], a[index], key, [...labels, name(index)], key, context, out, hasBefore);
    }
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const label = labels.join(' › ');
  const afterText = after === undefined ? 'Đã xóa' : formatAuditValue(after, key, context, parent);
  if (!hasBefore && before === undefined) {
    out.push({ label, after: afterText });
    return;
  }
  const beforeText =
    before === undefined ? 'Chưa có' : formatAuditValue(before, key, context, parent);
  out.push({ label, before: beforeText, after: afterText });
}

/**
 * What an audit row changed, field by field, in Vietnamese: 'Trạng thái: Chờ duyệt → Đã duyệt'.
 * A field only in After (a reason, an amount) has no before; equal values are left out; nested
 * settings are named by their path ('Cấp khách hàng › Cấp 1 › Giảm phí mua').
 */
export function auditChanges(row: {
  Entity: string;
  Before: unknown;
  After: unknown;
  /** Names of the people and warehouses the ids point at (auditReferenceKeys), as the server read them. */
  Names?: Readonly<Record<string, string>>;
}): AuditChange[] {
  const out: AuditChange[] = [];
  const context: ValueContext = { entity: row.Entity, names: row.Names ?? {} };
  const before = isRecord(row.Before) ? row.Before : {};
  const after = isRecord(row.After) ? row.After : {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    walk(
      before[key],
      after[key],
      key,
      [labelOfField(key, undefined)],
      undefined,
      context,
      out,
      key in before,
    );
  }
  // A before or after that is not an object (never written today) still reads as a value.
  if (!isRecord(row.Before) && row.Before !== null && row.Before !== undefined) {
    out.push({ label: 'Trước', after: formatAuditValue(row.Before, '', context) });
  }
  if (!isRecord(row.After) && row.After !== null && row.After !== undefined) {
    out.push({ label: 'Sau', after: formatAuditValue(row.After, '', context) });
  }
  return out;
}

/** One change as a line: 'Trạng thái: Chờ duyệt → Đã duyệt', or 'Lý do: Sai số tiền'. */
export function auditChangeText(change: AuditChange): string {
  return change.before === undefined
    ? `${change.label}: ${change.after}`
    : `${change.label}: ${change.before} → ${change.after}`;
}
