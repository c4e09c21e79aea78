import { Input } from 'antd';
import { moneyInput, percentInput, phoneInput, type SettingsField } from './settings-fields';

// The settings editor's rows of fields (SettingsFieldRow draws them): a list's row, or a group.
const half = { xs: 24, sm: 12 };
const third = { xs: 24, md: 8 };
const digits = <Input inputMode="numeric" />;

export const rateFields: SettingsField[] = [
  {
    label: 'Tỷ giá (VNĐ / 1 CNY)',
    name: 'CurrentRate',
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
