import { Card, Form, InputNumber, Space, Typography } from 'antd';
import { Link } from 'react-router';
import type { Warehouse } from '@app/shared';
import { rateText } from '../../rates';
import { FeeBandTable } from './fee-band-table';
import { SettingsCardList } from './settings-card-list';
import { SettingsFieldRow } from './settings-fields';
import { settingsListRules, type SettingsFormValues } from './settings-form-values';
import {
  bankFields,
  buyerFeeFields,
  chinaAddressFields,
  contactFields,
  crateFields,
  insuranceFields,
  levelFields,
  noticeFields,
  zaloTemplateFields,
  officeFields,
  rateFields,
  shippingFields,
  shippingMarkFields,
  storageFields,
} from './settings-rows';

/** The console's rate page (features/rates). */
const RATES_PAGE = '/admin/rates';

/**
 * The fields of one section of the settings editor (settings-sections.ts), inside its form.
 * `values` are the settings the form started from: they say which warehouse has which table.
 */
export function SettingsSectionBody({
  id,
  values,
  warehouses,
}: {
  id: string;
  values: SettingsFormValues;
  warehouses: readonly Warehouse[];
}) {
  const form = Form.useFormInstance<SettingsFormValues>();
  switch (id) {
    case 'rate':
      return (
        <>
          <Typography.Paragraph>
            Tỷ giá bán đang áp dụng: <strong>{rateText(values.CurrentRate)}</strong>. Tỷ giá bán và
            tỷ giá mua được đặt, duyệt và lưu lịch sử ở trang <Link to={RATES_PAGE}>Tỷ giá</Link>;
            mỗi sáng hệ thống đề xuất tỷ giá bán bằng tỷ giá chuyển khoản của Vietcombank cộng phần
            dưới đây.
          </Typography.Paragraph>
          <SettingsFieldRow row={[]} fields={rateFields} gutter={16} />
        </>
      );
    case 'buyer-fee':
      return (
        <>
          <FeeBandTable
            name={['FeeBuyer']}
            label="Phí mua hàng"
            caption="Phí mua hàng theo giá trị đơn (phần trăm của tiền hàng)"
            basis="vnd"
            value="%"
          />
          <SettingsFieldRow row={[]} fields={buyerFeeFields} gutter={16} />
        </>
      );
    case 'shipping':
      return (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {values.ShippingPrices.map((prices, index) => {
            const warehouse =
              warehouses.find((row) => row.Id === prices.WarehouseId)?.Name ??
              `Kho ${prices.WarehouseId}`;
            return (
              <FeeBandTable
                key={prices.WarehouseId}
                name={['ShippingPrices', index, 'Tiers']}
                label={warehouse}
                caption={`${warehouse}: giá mỗi kg theo tổng cân tính phí của đơn`}
                basis="kg"
                value="₫/kg"
              />
            );
          })}
          <Typography.Text type="secondary">
            Kho không có dòng nào chưa nhận hàng ký gửi: thêm dòng để mở giá cho kho đó.
          </Typography.Text>
          <SettingsFieldRow row={[]} fields={shippingFields} gutter={16} />
        </Space>
      );
    case 'inspection':
      return (
        <FeeBandTable
          name={['InspectionFees']}
          label="Kiểm đếm"
          caption="Phí kiểm đếm theo số sản phẩm của đơn"
          basis="count"
          value="₫/SP"
        />
      );
    case 'crate':
      return (
        <>
          <SettingsFieldRow row={['WoodenCrate']} fields={crateFields} gutter={16} />
          <SettingsFieldRow row={[]} fields={insuranceFields} gutter={16} />
        </>
      );
    case 'storage':
      return <SettingsFieldRow row={[]} fields={storageFields} gutter={16} />;
    case 'china':
      return (
        <>
          <SettingsFieldRow row={[]} fields={shippingMarkFields} gutter={16} />
          <Typography.Paragraph type="secondary">
            Khách hàng thấy địa chỉ kho Trung Quốc của kho nhận hàng của mình, kèm mã vận chuyển
            (tiền tố + mã khách), để gửi cho shop. Kho để trống: khách chưa thấy địa chỉ nào.
          </Typography.Paragraph>
          {values.ChinaAddresses.map((address, index) => (
            <Card
              key={address.WarehouseId}
              size="small"
              style={{ marginBottom: 12 }}
              title={`Hàng về ${warehouses.find((row) => row.Id === address.WarehouseId)?.Name ?? `kho ${address.WarehouseId}`}`}
            >
              <Form.Item name={['ChinaAddresses', index, 'WarehouseId']} hidden>
                <InputNumber />
              </Form.Item>
              <SettingsFieldRow row={['ChinaAddresses', index]} fields={chinaAddressFields} />
            </Card>
          ))}
        </>
      );
    case 'levels':
      return (
        <SettingsCardList
          name="CustomerLevels"
          rules={settingsListRules(form, ['CustomerLevels'])}
          title={(index) => `Cấp ${index}`}
          removeLabel="Xóa cấp"
          addLabel="Thêm cấp"
          onAdd={(add, count) =>
            add({
              Level: count,
              Name: '',
              MinSpending: 0,
              DepositPercent: 0,
              FeeBuyerDiscount: 0,
              WeightFeeDiscount: 0,
            })
          }
        >
          {(field) => (
            <SettingsFieldRow list={['CustomerLevels']} row={[field.name]} fields={levelFields} />
          )}
        </SettingsCardList>
      );
    case 'banks':
      return (
        <SettingsCardList
          name="BankAccounts"
          rules={settingsListRules(form, ['BankAccounts'])}
          title={(index) => `Tài khoản ${index + 1}`}
          removeLabel="Xóa tài khoản"
          addLabel="Thêm tài khoản"
          onAdd={(add) => {
            const rows = (form.getFieldValue('BankAccounts') ?? []) as Array<{ Id?: number }>;
            const nextId = Math.max(0, ...rows.map((row) => row?.Id ?? 0)) + 1;
            add({
              Id: nextId,
              BankName: '',
              BankBin: '',
              AccountNumber: '',
              AccountName: '',
              Branch: '',
            });
          }}
        >
          {(field) => (
            <>
              <Form.Item name={[field.name, 'Id']} hidden>
                <InputNumber />
              </Form.Item>
              <SettingsFieldRow list={['BankAccounts']} row={[field.name]} fields={bankFields} />
            </>
          )}
        </SettingsCardList>
      );
    case 'contacts':
      return (
        <>
          <SettingsFieldRow row={['Contacts']} fields={contactFields} />
          <SettingsCardList
            name={['Contacts', 'Offices']}
            title={(index) => `Văn phòng ${index + 1}`}
            removeLabel="Xóa văn phòng"
            addLabel="Thêm văn phòng"
            onAdd={(add) => add({ Name: '', Address: '', Phone: '' })}
          >
            {(field) => (
              <SettingsFieldRow
                list={['Contacts', 'Offices']}
                row={[field.name]}
                fields={officeFields}
              />
            )}
          </SettingsCardList>
        </>
      );
    case 'notices':
      return (
        <>
          <SettingsFieldRow row={[]} fields={noticeFields} />
          <Typography.Title level={5}>Mẫu tin Zalo (ZNS)</Typography.Title>
          <Typography.Paragraph type="secondary">
            Mã mẫu đã được Zalo duyệt cho từng sự kiện; sự kiện để trống không gửi qua Zalo. Mẫu
            nhận các tham số customer_code, code, amount, status, date.
          </Typography.Paragraph>
          <SettingsFieldRow row={['ZaloTemplates']} fields={zaloTemplateFields} />
        </>
      );
    default:
      return null;
  }
}
