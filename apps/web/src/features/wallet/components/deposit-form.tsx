import { useEffect } from 'react';
import { Button, Form, Radio, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MONEY_LIMIT, depositSchema, formatVnd, type DepositInput } from '@app/shared';
import { settingDefaultQuery } from '../../../lib/user-config';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { AmountInput, emptyToUndefined } from './amount-input';

const QUICK_AMOUNTS = [500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000];

interface Props {
  submitting: boolean;
  onSubmit: (values: DepositInput) => void;
  /** An amount to start from (the shortfall of a payment the wallet could not cover). */
  initialAmount?: number | undefined;
}

export function DepositForm({ submitting, onSubmit, initialAmount }: Props) {
  const [form] = Form.useForm<DepositInput>();
  const { validateTrigger, markSubmitted } = useSubmitValidation();
  const { data } = useQuery(settingDefaultQuery);
  const accounts = data?.Settings.BankAccounts ?? [];
  const rules = (field: keyof DepositInput) => zodRules(depositSchema, field);

  // One company account is the usual case: choose it for the customer.
  const firstId = accounts[0]?.Id;
  useEffect(() => {
    if (firstId !== undefined && form.getFieldValue('BankAccountId') === undefined) {
      form.setFieldValue('BankAccountId', firstId);
    }
  }, [form, firstId]);

  const pick = (amount: number) => {
    form.setFieldValue('Amount', amount);
    void form.validateFields(['Amount']).catch(() => {});
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="deposit"
      style={{ maxWidth: 640 }}
      initialValues={initialAmount ? { Amount: initialAmount } : {}}
      validateTrigger={validateTrigger}
      onFinish={(values) => {
        markSubmitted();
        onSubmit(depositSchema.parse(values));
      }}
      onFinishFailed={markSubmitted}
    >
      <Form.Item
        label="Số tiền nạp"
        name="Amount"
        required
        rules={rules('Amount')}
        normalize={emptyToUndefined}
        extra={`Tối thiểu ${formatVnd(MONEY_LIMIT.depositMin)}`}
      >
        <AmountInput placeholder="Nhập số tiền" min={0} max={MONEY_LIMIT.depositMax} />
      </Form.Item>
      <Space wrap style={{ marginTop: -8, marginBottom: 16 }}>
        {QUICK_AMOUNTS.map((amount) => (
          <Button key={amount} size="small" onClick={() => pick(amount)}>
            {formatVnd(amount)}
          </Button>
        ))}
      </Space>
      <Form.Item
        label="Chuyển khoản đến tài khoản"
        name="BankAccountId"
        required
        rules={rules('BankAccountId')}
      >
        <Radio.Group style={{ width: '100%' }}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {accounts.map((account) => (
              <Radio
                key={account.Id}
                value={account.Id}
                style={{
                  width: '100%',
                  padding: '8px 12px',
                  border: '1px solid #f0f0f0',
                  borderRadius: 6,
                }}
              >
                <div>
                  <Typography.Text strong>{account.BankName}</Typography.Text>
                  {account.Branch && (
                    <Typography.Text type="secondary"> – {account.Branch}</Typography.Text>
                  )}
                </div>
                <div>
                  {account.AccountNumber} · {account.AccountName}
                </div>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {accounts.length === 0 && (
        <Typography.Paragraph type="secondary">Chưa có tài khoản nhận tiền.</Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" loading={submitting}>
        Tạo yêu cầu nạp tiền
      </Button>
    </Form>
  );
}
