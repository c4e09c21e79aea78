import { useRef } from 'react';
import { Button, Form, Input, InputNumber } from 'antd';
import { adjustmentSchema, formatVnd, type AdjustmentInput } from '@app/shared';
import { groupedThousands } from '../../../components/number-inputs';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useAdjustBalance } from '../api/adjust-balance';

interface Props {
  customerId: number;
  customerCode: string;
}

/** A signed correction of the balance with a reason; the ledger keeps it as 'Điều chỉnh'. */
export function AdjustForm({ customerId, customerCode }: Props) {
  const adjust = useAdjustBalance(customerId);
  const [form] = Form.useForm<AdjustmentInput>();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();
  // One key per submission: a double click or a retry of the same values moves money once.
  const pendingKey = useRef<string | null>(null);

  const onFinish = async (values: AdjustmentInput) => {
    markSubmitted();
    const amount = Number(values.Amount);
    const verb = amount > 0 ? 'Cộng' : 'Trừ';
    if (
      !(await showConfirm(
        `${verb} ${formatVnd(Math.abs(amount))} vào ví của khách hàng ${customerCode}?`,
      ))
    )
      return;
    pendingKey.current ??= newIdempotencyKey();
    adjust.mutate(
      { Amount: amount, Reason: values.Reason.trim(), idempotencyKey: pendingKey.current },
      {
        onSuccess: (answer) => {
          pendingKey.current = null;
          toast.success(`Đã điều chỉnh số dư. Số dư mới: ${formatVnd(answer.Balance)}`);
          form.resetFields();
          reset();
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="adjust-balance"
      validateTrigger={validateTrigger}
      onValuesChange={() => {
        pendingKey.current = null;
      }}
      onFinish={(values) => void onFinish(values)}
      onFinishFailed={markSubmitted}
    >
      <Form.Item
        label="Số tiền (đồng; số âm để trừ)"
        name="Amount"
        required
        rules={zodRules(adjustmentSchema, 'Amount')}
      >
        <InputNumber<number>
          style={{ width: '100%' }}
          step={10000}
          precision={0}
          {...groupedThousands}
          placeholder="Ví dụ: 100.000 hoặc -50.000"
        />
      </Form.Item>
      <Form.Item label="Lý do" name="Reason" required rules={zodRules(adjustmentSchema, 'Reason')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={255} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={adjust.isPending}>
        Điều chỉnh số dư
      </Button>
    </Form>
  );
}
