import { Input, InputNumber } from 'antd';
import { notificationEventNames, notificationEvents } from '@app/shared';
import { moneyInput, percentInput, phoneInput, type SettingsField } from './settings-fields';
import { decimalComma } from './thousands';

// The settings editor's rows of fields (SettingsFieldRow draws them): a list's row, or a group.
const half = { xs: 24, sm: 12 };
const third = { xs: 24, md: 8 };
const digits = <Input inputMode="numeric" />;
/** A number with the decimal comma and its unit after it (kg, ¥, %). */
const decimalInput = (suffix: string, step = 1) => (
  <InputNumber<number>
    min={0}
    step={step}
    suffix={suffix}
    style={{ width: '100%' }}
    {...decimalComma}
  />
);

export const rateFields: SettingsField[] = [
  {
    label: 'Cộng thêm vào tỷ giá Vietcombank khi đề xuất (₫)',
    name: 'RateMargin',
    required: true,
    col: half,
    input: moneyInput(),
  },
  {
    label: 'Phần trăm đặt cọc (%)',
    name: 'DepositPercent',
    required: true,
    col: half,
    input: percentInput,
  },
];

export const buyerFeeFields: SettingsField[] = [
  {
    label: 'Phí mua hộ tối thiểu mỗi đơn (₫)',
    name: 'MinBuyerFee',
    required: true,
    col: half,
    input: moneyInput(1_000),
  },
];

export const shippingFields: SettingsField[] = [
  {
    label: 'Hệ số cân quy đổi (D×R×C cm ÷ hệ số)',
    name: 'VolumetricDivisor',
    required: true,
    col: half,
    input: moneyInput(),
  },
  {
    label: 'Cân tối thiểu mỗi kiện (kg)',
    name: 'MinChargedWeight',
    required: true,
    col: half,
    input: decimalInput('kg', 0.1),
  },
  {
    // What the carrier charges the business, not a price: the profit report's freight cost.
    label: 'Cước vận chuyển thực trả (₫ / kg)',
    name: 'FreightCostPerKg',
    required: true,
    col: half,
    input: moneyInput(),
    extra: 'Chỉ dùng cho báo cáo lợi nhuận, khách hàng không thấy.',
  },
];

export const crateFields: SettingsField[] = [
  {
    label: 'Đóng gỗ: kg đầu tiên (¥)',
    name: 'FirstKgCNY',
    required: true,
    col: third,
    input: decimalInput('¥', 0.5),
  },
  {
    label: 'Đóng gỗ: mỗi kg tiếp theo (¥)',
    name: 'NextKgCNY',
    required: true,
    col: third,
    input: decimalInput('¥', 0.5),
  },
];

export const insuranceFields: SettingsField[] = [
  {
    label: 'Bảo hiểm (% giá trị khai báo)',
    name: 'InsurancePercent',
    required: true,
    col: third,
    input: percentInput,
  },
];

export const storageFields: SettingsField[] = [
  {
    label: 'Số ngày lưu kho miễn phí',
    name: 'FreeStorageDays',
    required: true,
    col: half,
    input: decimalInput('ngày'),
  },
  {
    label: 'Phí lưu kho sau đó (₫ / kg / ngày)',
    name: 'StorageFeePerKgDay',
    required: true,
    col: half,
    input: moneyInput(),
  },
];

export const noticeFields: SettingsField[] = [
  {
    label: 'Thông báo trên trang (để trống nếu không có)',
    name: 'NotifySite',
    col: { xs: 24 },
    input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} showCount />,
  },
  {
    label: 'Đường dẫn tiện ích mở rộng',
    name: 'ExtensionLink',
    col: { xs: 24, md: 16 },
    input: <Input type="url" placeholder="Để trống: trang #/extension của cổng" />,
  },
  {
    // The extension asks to be updated before it adds anything when it is older than this.
    label: 'Phiên bản tiện ích tối thiểu',
    name: 'ExtensionMinVersion',
    col: { xs: 24, md: 8 },
    input: <Input placeholder="VD: 1.0.0" maxLength={23} />,
  },
];

/** Each event's approved Zalo ZNS template id: empty, the event is not sent on Zalo. */
export const zaloTemplateFields: SettingsField[] = notificationEvents.map((event) => ({
  label: notificationEventNames[event],
  name: event,
  col: { xs: 24, sm: 12, lg: 8 },
  input: <Input inputMode="numeric" placeholder="Mã mẫu (template id)" maxLength={20} />,
}));

export const bankFields: SettingsField[] = [
  { label: 'Ngân hàng', name: 'BankName', required: true, col: third },
  {
    label: 'Mã BIN (6 số)',
    name: 'BankBin',
    required: true,
    col: third,
    input: <Input inputMode="numeric" maxLength={6} />,
  },
  { label: 'Số tài khoản', name: 'AccountNumber', required: true, col: third, input: digits },
  { label: 'Chủ tài khoản', name: 'AccountName', required: true, col: { xs: 24, md: 12 } },
  { label: 'Chi nhánh', name: 'Branch', col: { xs: 24, md: 12 } },
];

export const contactFields: SettingsField[] = [
  { label: 'Hotline', name: 'Hotline', col: third, input: phoneInput },
  { label: 'Điện thoại kho', name: 'WarehousePhone', col: third, input: phoneInput },
  { label: 'Góp ý dịch vụ', name: 'FeedbackPhone', col: third, input: phoneInput },
];

export const officeFields: SettingsField[] = [
  { label: 'Tên', name: 'Name', required: true, col: third },
  { label: 'Địa chỉ', name: 'Address', col: { xs: 24, md: 10 } },
  { label: 'Điện thoại', name: 'Phone', col: { xs: 24, md: 6 }, input: phoneInput },
];

export const levelFields: SettingsField[] = [
  { label: 'Tên cấp', name: 'Name', required: true, col: { xs: 24, md: 6 } },
  {
    label: 'Chi tiêu tối thiểu (đồng)',
    name: 'MinSpending',
    col: { xs: 24, md: 6 },
    input: moneyInput(1_000_000),
  },
  { label: 'Đặt cọc (%)', name: 'DepositPercent', col: { xs: 8, md: 4 }, input: percentInput },
  {
    label: 'Giảm phí mua (%)',
    name: 'FeeBuyerDiscount',
    col: { xs: 8, md: 4 },
    input: percentInput,
  },
  {
    label: 'Giảm phí cân (%)',
    name: 'WeightFeeDiscount',
    col: { xs: 8, md: 4 },
    input: percentInput,
  },
];

export const shippingMarkFields: SettingsField[] = [
  {
    // Customers write it with their code on a shop's order (HANGTQ KH000123).
    label: 'Tiền tố mã vận chuyển',
    name: 'ShippingMarkPrefix',
    required: true,
    col: third,
    input: <Input maxLength={12} placeholder="VD: HANGTQ" style={{ textTransform: 'uppercase' }} />,
  },
];

/** A destination warehouse's address in China, in Chinese as the shops need it. */
export const chinaAddressFields: SettingsField[] = [
  { label: 'Người nhận (收货人)', name: 'Receiver', col: third },
  { label: 'Điện thoại (电话)', name: 'Phone', col: third, input: phoneInput },
  {
    label: 'Địa chỉ tiếng Trung (地址)',
    name: 'Address',
    col: { xs: 24 },
    input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={300} />,
  },
];
