import { AutoComplete, Button, Col, Form, Input, Row, Space, Tag, Typography } from 'antd';
import {
  MONEY_LIMIT,
  VIETNAMESE_BANKS,
  fillMessage,
  foldVietnamese,
  formatVnd,
  messages,
  withdrawalSchema,
  type WithdrawalInput,
} from '@app/shared';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { AmountInput, emptyToUndefined } from './amount-input';

/** An account the customer was paid to before, offered to fill the form in one click. */
export interface PayeeAccount {
  BankName: string;
  AccountNumber: string;
  AccountName: string;
}

const bankOptions = VIETNAMESE_BANKS.map((bank) => ({
  value: bank.short,
  label: `${bank.short} — ${bank.name}`,
  searchText: foldVietnamese(`${bank.short} ${bank.name}`),
}));

interface Props {
  submitting: boolean;
  /** The customer's earlier payee accounts, newest first. */
  previousAccounts?: PayeeAccount[];
  /**
   * What may be withdrawn now (the balance less pending withdrawals, as the server reckons it):
   * a larger amount is refused here, before any confirmation; undefined while it loads.
   */
  available: number | undefined;
  /** Resolves true when the request was created, so the form can be cleared. */
  onSubmit: (values: WithdrawalInput) => Promise<boolean>;
}

export function WithdrawalForm({ submitting, available, previousAccounts = [], onSubmit }: Props) {
  const [form] = Form.useForm<WithdrawalInput>();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();
  const rules = (field: keyof WithdrawalInput) => zodRules(withdrawalSchema, field);

  const onFinish = async (values: WithdrawalInput) => {
    markSubmitted();
    if (await onSubmit(withdrawalSchema.parse(values))) {
      form.resetFields();
      // A cleared form must not greet the user with "required" errors.
      reset();
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="withdrawal"
      style={{ maxWidth: 640 }}
      validateTrigger={validateTrigger}
      onFinish={(values) => void onFinish(values)}
      onFinishFailed={markSubmitted}
    >
      {previousAccounts.length > 0 && (
        <Form.Item label="Tài khoản đã dùng">
          <Space wrap size={[8, 8]}>
            {previousAccounts.map((account) => (
              <Tag.CheckableTag
                key={`${account.BankName}|${account.AccountNumber}`}
                checked={false}
                onChange={() => form.setFieldsValue(account)}
                style={{ border: '1px solid #d9d9d9', padding: '2px 8px' }}
              >
                {account.BankName} · {account.AccountNumber} · {account.AccountName}
              </Tag.CheckableTag>
            ))}
          </Space>
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            Chọn để điền ngân hàng, số tài khoản và chủ tài khoản.
          </Typography.Text>
        </Form.Item>
      )}
      <Form.Item
        label="Số tiền rút"
        name="Amount"
        required
        rules={[
          ...rules('Amount'),
          {
            validator: async (_rule, value: unknown) => {
              if (typeof value !== 'number' || available === undefined || value <= available) {
                return;
              }
              // The server's own sentence, so both say the same.
              throw new Error(
                fillMessage(messages.withdrawalOverAvailable, { available: formatVnd(available) }),
              );
            },
          },
        ]}
        normalize={emptyToUndefined}
        extra={
          available === undefined
            ? `Tối thiểu ${formatVnd(MONEY_LIMIT.withdrawalMin)}`
            : `Có thể rút tối đa ${formatVnd(available)} · tối thiểu ${formatVnd(MONEY_LIMIT.withdrawalMin)}`
        }
      >
        <AmountInput placeholder="Nhập số tiền" min={0} max={MONEY_LIMIT.withdrawalMax} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Tên ngân hàng" name="BankName" required rules={rules('BankName')}>
            <AutoComplete
              options={bankOptions}
              placeholder="Chọn hoặc nhập tên ngân hàng"
              maxLength={100}
              filterOption={(typed, option) =>
                (option?.searchText ?? '').includes(foldVietnamese(typed.trim()))
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Số tài khoản"
            name="AccountNumber"
            required
            rules={rules('AccountNumber')}
          >
            <Input inputMode="numeric" maxLength={20} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Chủ tài khoản" name="AccountName" required rules={rules('AccountName')}>
        <Input
          placeholder="Họ tên như trên tài khoản ngân hàng"
          maxLength={100}
          // Banks print the holder in capitals without diacritics: written the same, it matches.
          onBlur={(event) =>
            form.setFieldValue(
              'AccountName',
              foldVietnamese(event.target.value).toUpperCase().replace(/\s+/g, ' ').trim(),
            )
          }
        />
      </Form.Item>
      <Form.Item label="Ghi chú" name="Note" rules={rules('Note')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={255} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        Gửi yêu cầu rút tiền
      </Button>
    </Form>
  );
}
