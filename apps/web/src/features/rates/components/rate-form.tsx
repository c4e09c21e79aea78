import { Button, Card, Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  createRateSchema,
  formatDateTime,
  messages,
  RateKind,
  rateKindNames,
  type CreateRateInput,
} from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { showAlert, showConfirm, toast } from '../../../lib/dialogs';
import { useSubmitValidation } from '../../../lib/zod-form-rules';
import { useSetRate } from '../api/rates';
import { parseRate, rateKindHints, rateText } from '../lib/rate-text';
import { EffectiveFromPicker, effectiveFromValue } from './effective-from-picker';

interface RateFormValues {
  Kind: RateKind;
  /** As typed: '3.650' or '3.650,5'. */
  Rate: string;
  EffectiveFrom: Dayjs | null;
}

/** A time typed this long ago is taken as now by the server; further back it is refused. */
const PAST_ALLOWANCE_MS = 60_000;

async function checkRate(text: string | undefined) {
  const rate = parseRate(text ?? '');
  if (rate === null) throw new Error(text?.trim() ? messages.rateFormat : messages.rateInvalid);
  const checked = createRateSchema.shape.Rate.safeParse(rate);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? messages.rateInvalid);
}

async function checkEffectiveFrom(value: Dayjs | null | undefined) {
  if (value && value.valueOf() < Date.now() - PAST_ALLOWANCE_MS) {
    throw new Error(messages.rateEffectivePast);
  }
}

/** What staff are asked before a rate is set: what it is, from when, and what it changes. */
function question(input: CreateRateInput): string {
  const kind = rateKindNames[input.Kind as RateKind].toLowerCase();
  const when = input.EffectiveFrom ? `từ ${formatDateTime(input.EffectiveFrom)}` : 'từ bây giờ';
  const effect =
    input.Kind === RateKind.Selling
      ? '\nCác đơn đặt từ lúc đó sẽ theo tỷ giá mới; đơn đã đặt giữ tỷ giá của mình.'
      : '';
  return `Đặt ${kind} ${rateText(input.Rate)} ${when}?${effect}`;
}

/** Staff set a selling or buying rate, from now or a time to come. */
export function RateForm() {
  const [form] = Form.useForm<RateFormValues>();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();
  const save = useSetRate();
  const kind = Form.useWatch('Kind', form) ?? RateKind.Selling;

  const submit = async (values: RateFormValues) => {
    const rate = parseRate(values.Rate);
    if (rate === null) return;
    const EffectiveFrom = effectiveFromValue(values.EffectiveFrom);
    const input: CreateRateInput = {
      Kind: values.Kind,
      Rate: rate,
      ...(EffectiveFrom && { EffectiveFrom }),
    };
    if (!(await showConfirm(question(input)))) return;
    save.mutate(input, {
      onSuccess: (row) => {
        form.resetFields();
        reset();
        toast.success(`Đã đặt ${row.KindName.toLowerCase()} ${rateText(row.Rate)}`);
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 400) return;
        // The server's sentences under the fields they are about, or alerted.
        const body = error.body;
        if (body && typeof body === 'object' && !Array.isArray(body)) {
          const fields = Object.entries(body as Record<string, string[]>);
          form.setFields(fields.map(([name, errors]) => ({ name: name as 'Rate', errors })));
        } else void showAlert(error.messages.join('\n'));
      },
    });
  };

  return (
    <Card title="Đặt tỷ giá">
      <Form<RateFormValues>
        form={form}
        layout="vertical"
        name="rate"
        validateTrigger={validateTrigger}
        initialValues={{ Kind: RateKind.Selling, Rate: '', EffectiveFrom: null }}
        onFinish={(values) => void submit(values)}
        onFinishFailed={markSubmitted}
        requiredMark={false}
      >
        <Form.Item
          name="Kind"
          label="Loại tỷ giá"
          extra={`Tỷ giá ${kind === RateKind.Selling ? 'bán' : 'mua'}: ${rateKindHints[kind]}.`}
        >
          <Radio.Group optionType="button" buttonStyle="solid">
            <Radio.Button value={RateKind.Selling}>{rateKindNames[RateKind.Selling]}</Radio.Button>
            <Radio.Button value={RateKind.Buying}>{rateKindNames[RateKind.Buying]}</Radio.Button>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="Rate"
          label="Tỷ giá (₫ / ¥1)"
          rules={[{ validator: (_rule, value: string | undefined) => checkRate(value) }]}
        >
          <Input inputMode="decimal" placeholder="Ví dụ 3.650 hoặc 3.650,5" suffix="₫" />
        </Form.Item>
        <Form.Item
          name="EffectiveFrom"
          label="Áp dụng từ"
          extra="Để trống: áp dụng ngay khi lưu."
          rules={[{ validator: (_rule, value: Dayjs | null) => checkEffectiveFrom(value) }]}
        >
          <EffectiveFromPicker label="Áp dụng từ" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Đặt tỷ giá
        </Button>
      </Form>
    </Card>
  );
}
