import { z } from 'zod';

/**
 * The message of every zod issue that a schema did not word itself (a query value given twice, a
 * list item of the wrong kind, an over-long filter): a Vietnamese sentence naming the field, never
 * zod's generic text with English type words. Applied once, for the server and the web alike.
 */

/** The Vietnamese name of each payload and query field, as a user would call it. */
const FIELD_LABELS: Record<string, string> = {
  UserName: 'Tên đăng nhập',
  Username: 'Tên đăng nhập',
  Password: 'Mật khẩu',
  OldPassword: 'Mật khẩu hiện tại',
  NewPassword: 'Mật khẩu mới',
  ConfirmPassword: 'Mật khẩu nhập lại',
  RememberMe: 'Ghi nhớ đăng nhập',
  Email: 'Email',
  Phone: 'Số điện thoại',
  FullName: 'Họ tên',
  Address: 'Địa chỉ',
  Avatar: 'Ảnh đại diện',
  WarehouseId: 'Kho hàng',
  Amount: 'Số tiền',
  BankAccountId: 'Tài khoản nhận tiền',
  BankName: 'Tên ngân hàng',
  BankBin: 'Mã BIN ngân hàng',
  AccountNumber: 'Số tài khoản',
  AccountName: 'Tên chủ tài khoản',
  Branch: 'Chi nhánh',
  Note: 'Ghi chú',
  Reason: 'Lý do',
  Locked: 'Trạng thái khóa',
  SupporterId: 'Nhân viên hỗ trợ',
  Role: 'Vai trò',
  Ids: 'Danh sách đã chọn',
  All: 'Lựa chọn tất cả',
  Csv: 'Nội dung sao kê',
  CurrentRate: 'Tỷ giá',
  FeeBuyer: 'Bảng phí mua hàng',
  DepositPercent: 'Phần trăm đặt cọc',
  NotifySite: 'Thông báo',
  ExtensionLink: 'Đường dẫn tiện ích',
  ShippingMarkPrefix: 'Tiền tố mã vận chuyển',
  ChinaAddresses: 'Địa chỉ kho Trung Quốc',
  Receiver: 'Người nhận',
  CustomerLevels: 'Cấp khách hàng',
  Level: 'Cấp',
  Name: 'Tên',
  MinSpending: 'Mức chi tiêu',
  FeeBuyerDiscount: 'Giảm phí mua hàng',
  WeightFeeDiscount: 'Giảm phí cân nặng',
  Contacts: 'Thông tin liên hệ',
  Offices: 'Văn phòng',
  Hotline: 'Đường dây nóng',
  WarehousePhone: 'Số điện thoại kho',
  FeedbackPhone: 'Số điện thoại góp ý',
  BankAccounts: 'Tài khoản ngân hàng',
  Id: 'Mã',
  id: 'Mã trong đường dẫn',
  skip: 'Vị trí bắt đầu (skip)',
  take: 'Số dòng mỗi trang (take)',
  cursor: 'Vị trí trang (cursor)',
  from: 'Ngày bắt đầu',
  end: 'Ngày kết thúc',
  keyword: 'Từ khóa tìm kiếm',
  message: 'Nội dung tìm kiếm',
  orderCode: 'Mã đơn hàng',
  status: 'Trạng thái',
  transactionType: 'Loại giao dịch',
  entity: 'Loại đối tượng',
  entityId: 'Mã đối tượng',
  DestinationWarehouseId: 'Kho đích',
  BagCodes: 'Mã bao',
  BagId: 'Bao',
  TransportCodes: 'Mã vận đơn',
  Weight: 'Cân nặng',
  Length: 'Chiều dài',
  Width: 'Chiều rộng',
  Height: 'Chiều cao',
};

/** The label of the innermost named field of an issue's path; 'Giá trị' when it has none. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const name = [...(path ?? [])].reverse().find((key) => typeof key === 'string');
  if (typeof name !== 'string') return 'Giá trị';
  return FIELD_LABELS[name] ?? `Trường ${name}`;
}

const count = (value: number | bigint) => new Intl.NumberFormat('vi-VN').format(value);

const KIND_NAMES: Record<string, string> = {
  number: 'phải là một số',
  int: 'phải là một số nguyên',
  bigint: 'phải là một số nguyên',
  string: 'phải là chữ',
  boolean: 'chỉ nhận giá trị đúng hoặc sai',
  array: 'phải là một danh sách',
  date: 'phải là một ngày',
};

type Issue = z.core.$ZodRawIssue;

function sizeMessage(label: string, issue: Issue, big: boolean): string {
  const origin = 'origin' in issue ? String(issue.origin) : '';
  const bound = (big ? issue.maximum : issue.minimum) as number | bigint;
  const inclusive = issue.inclusive !== false;
  if (origin === 'string') {
    if (big) return `${label} không quá ${count(bound)} ký tự`;
    return Number(bound) <= 1 ? `${label} chưa nhập` : `${label} cần ít nhất ${count(bound)} ký tự`;
  }
  if (origin === 'array' || origin === 'set') {
    if (big) return `${label} không quá ${count(bound)} mục`;
    return `${label} cần ít nhất ${count(bound)} mục`;
  }
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    if (big) return `${label} ${inclusive ? 'không được lớn hơn' : 'phải nhỏ hơn'} ${count(bound)}`;
    return `${label} ${inclusive ? 'không được nhỏ hơn' : 'phải lớn hơn'} ${count(bound)}`;
  }
  return `${label} ${big ? 'quá lớn' : 'quá nhỏ'}`;
}

export function vietnameseIssueMessage(issue: Issue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return `${label} chưa nhập`;
      const kind = KIND_NAMES[String(issue.expected)];
      return kind ? `${label} ${kind}` : `${label} không đúng cấu trúc`;
    }
    case 'too_big':
      return sizeMessage(label, issue, true);
    case 'too_small':
      return sizeMessage(label, issue, false);
    case 'invalid_format':
      return `${label} không đúng định dạng`;
    case 'invalid_value':
      return `${label} không nằm trong các giá trị cho phép`;
    case 'unrecognized_keys':
      return 'Dữ liệu gửi lên có trường không được dùng';
    default:
      return `${label} không hợp lệ`;
  }
}

z.config({ customError: vietnameseIssueMessage });
