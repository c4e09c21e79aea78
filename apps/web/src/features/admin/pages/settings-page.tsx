import { useEffect } from 'react';
import { Button, Card, Form, Input, InputNumber, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatVnd, settingsUpdateSchema } from '@app/shared';
import { PageHeading } from '../../../components/page-title';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useSubmitValidation } from '../../../lib/zod-form-rules';
import { settingsQuery, useUpdateSettings } from '../api/settings';
import { AdminOnly } from '../components/admin-only';
import { FeeTablesCard } from '../components/fee-tables-card';
import { decimalComma } from '../components/thousands';
import { SettingsCardList, SettingsInlineList } from '../components/settings-card-list';
import { SettingsFieldRow } from '../components/settings-fields';
import {
  bankFields,
  contactFields,
  levelFields,
  officeFields,
  rateFields,
} from '../components/settings-rows';
import {
  settingsRules as rules,
  toFormValues,
  toPayload,
  type SettingsFormValues,
} from '../components/settings-form-values';

const listError = (message: string) => [
  {
    validator: async (_: unknown, rows: unknown[] | undefined) => {
      if (!rows || rows.length === 0) throw new Error(message);
    },
  },
];

function SettingsEditor() {
  const { data: settings } = useQuery(settingsQuery);
  const [form] = Form.useForm<SettingsFormValues>();
  const { validateTrigger, markSubmitted } = useSubmitValidation();
  const save = useUpdateSettings();

  useEffect(() => {
    if (settings) form.setFieldsValue(toFormValues(settings));
  }, [form, settings]);

  if (!settings) return <Skeleton active />;

  const submit = async () => {
    markSubmitted();
    const payload = toPayload(form.getFieldsValue(true) as SettingsFormValues);
    // A new rate prices every order made from now on: staff confirm it first.
    if (
      payload.CurrentRate !== settings.CurrentRate &&
      !(await showConfirm(
        `Đổi tỷ giá từ ${formatVnd(settings.CurrentRate)} thành ${formatVnd(payload.CurrentRate)} / ¥1? Các đơn đặt từ bây giờ sẽ theo tỷ giá mới.`,
      ))
    ) {
      return;
    }
    const parsed = settingsUpdateSchema.safeParse(payload);
    // A rule the form does not show (rare) is answered by the server's 400 alert.
    save.mutate(parsed.success ? parsed.data : payload, {
      onSuccess: () => toast.success('Đã lưu cài đặt'),
    });
  };

  return (
    <Form<SettingsFormValues>
      form={form}
      layout="vertical"
      name="settings"
      validateTrigger={validateTrigger}
      initialValues={toFormValues(settings)}
      onFinish={() => void submit()}
      onFinishFailed={markSubmitted}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card title="Tỷ giá & phí">
          <SettingsFieldRow row={[]} fields={rateFields} gutter={16} />
          <Typography.Paragraph strong>
            Phí mua hộ theo giá trị đơn (đồng, max 0 là không giới hạn)
          </Typography.Paragraph>
          <SettingsInlineList
            name="FeeBuyer"
            removeLabel="Xóa khoảng phí"
            addLabel="Thêm khoảng phí"
            blank={{ Range: '', Percent: 0 }}
          >
            {(field) => (
              <>
                <Form.Item
                  name={[field.name, 'Range']}
                  label="Khoảng (min-max)"
                  rules={rules(['FeeBuyer', field.name, 'Range'])}
                >
                  <Input placeholder="0-2.000.000" style={{ width: 200 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'Percent']}
                  label="Phí (%)"
                  rules={rules(['FeeBuyer', field.name, 'Percent'])}
                >
                  <InputNumber<number> min={0} max={100} style={{ width: 110 }} {...decimalComma} />
                </Form.Item>
              </>
            )}
          </SettingsInlineList>
        </Card>

        <FeeTablesCard />

        <Card title="Thông báo">
          <Form.Item
            label="Thông báo trên trang (để trống nếu không có)"
            name="NotifySite"
            rules={rules(['NotifySite'])}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} showCount />
          </Form.Item>
          <Form.Item
            label="Đường dẫn tiện ích mở rộng"
            name="ExtensionLink"
            rules={rules(['ExtensionLink'])}
          >
            <Input type="url" placeholder="https://..." />
          </Form.Item>
        </Card>

        <Card title="Tài khoản ngân hàng">
          <SettingsCardList
            name="BankAccounts"
            rules={listError('Cần ít nhất một tài khoản ngân hàng nhận tiền')}
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
        </Card>

        <Card title="Văn phòng & liên hệ">
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
        </Card>

        <Card title="Cấp khách hàng">
          <SettingsCardList
            name="CustomerLevels"
            rules={[
              {
                validator: async () => {
                  const issue = settingsUpdateSchema
                    .safeParse(toPayload(form.getFieldsValue(true) as SettingsFormValues))
                    .error?.issues.find(
                      (item) => item.path.length === 1 && item.path[0] === 'CustomerLevels',
                    );
                  if (issue) throw new Error(issue.message);
                },
              },
            ]}
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
        </Card>

        <div
          style={{
            position: 'sticky',
            bottom: 0,
            background: '#f5f5f5',
            padding: '12px 0',
            zIndex: 2,
          }}
        >
          <Button type="primary" htmlType="submit" size="large" loading={save.isPending}>
            Lưu cài đặt
          </Button>
        </div>
      </Space>
    </Form>
  );
}

export default function SettingsPage() {
  return (
    <AdminOnly>
      <PageHeading>Cài đặt</PageHeading>
      <SettingsEditor />
    </AdminOnly>
  );
}
