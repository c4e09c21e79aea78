import { useState } from 'react';
import { Button, Form, Input, Radio, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  VoucherKind,
  createVoucherSchema,
  formatVnd,
  messages,
  voucherKindNames,
  type AdminCustomerRow,
} from '@app/shared';
import { FormModal } from '../../../components/form-modal';
import { NoteInput } from '../../../components/note-input';
import { VndInput } from '../../../components/number-inputs';
import { ApiError } from '../../../lib/api-client';
import { showAlert, toast } from '../../../lib/dialogs';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { refusalOf } from '../../../lib/refusal';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { customersQuery } from '../../customers';
import { useCreateVoucher } from '../api/vouchers';
import { counterpartyLabel, isCodeOf } from '../lib/voucher-text';
import { useFundAccounts } from './fund-cards';

/** The form as typed: a customer is named by their code, sent as their id. */
export interface VoucherFormValues {
  Kind: VoucherKind;
  Amount?: number;
  FundAccountId?: number;
  Counterparty: string;
  Reason: string;
  CustomerCode: string;
}

/** The fields the server may name in a refusal, by the form's names. */
const formFields = new Set([
  'Kind',
  'Amount',
  'FundAccountId',
  'Counterparty',
  'Reason',
  'CustomerCode',
]);
const fieldOf = (name: string) => (name === 'CustomerId' ? 'CustomerCode' : name);

/**
 * The customer whose code was typed (KH000005, or its number), found as the console's search finds
 * customers; null when the first row found is not that customer.
 */
export async function findCustomer(
  client: QueryClient,
  code: string,
): Promise<AdminCustomerRow | null> {
  const answer = await client.fetchQuery({
    ...customersQuery({ keyword: code, skip: 0, take: 1 }),
    staleTime: 30_000,
  });
  const row = answer.Items[0];
  return row && isCodeOf(code, row.Code) ? row : null;
}

/**
 * "Lập phiếu": a receipt or payment written for a second person to approve. Nothing moves before
 * that; with a customer, the approval credits (receipt) or debits (payment) their wallet.
 */
export function CreateVoucherButton({ fundAccountId }: { fundAccountId?: number }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [customer, setCustomer] = useState<AdminCustomerRow | null>(null);
  const { funds } = useFundAccounts();
  const create = useCreateVoucher();
  const idempotency = useIdempotencyKey();

  // The form's own submit (below) resolves the customer first: the hook only checks and marks.
  const { form, formProps, requiredField, clear } = useSchemaForm<VoucherFormValues>(
    createVoucherSchema,
    () => {},
  );
  const kind = Form.useWatch('Kind', form);

  /** The typed code checked: the customer found, or the shared sentence under the field. */
  const resolve = async (typed: string): Promise<AdminCustomerRow | null | 'unknown'> => {
    const code = typed.trim();
    if (!code) return null;
    const found = await findCustomer(client, code).catch(() => undefined);
    // The search failed: the API client has told the user already.
    if (found === undefined) return 'unknown';
    if (!found) {
      form.setFields([{ name: 'CustomerCode', errors: [messages.customerUnknown] }]);
      return 'unknown';
    }
    setCustomer(found);
    return found;
  };

  const submit = async (values: VoucherFormValues) => {
    const found = await resolve(values.CustomerCode ?? '');
    if (found === 'unknown') return;
    const { CustomerCode: _code, ...typed } = values;
    const input = createVoucherSchema.parse({ ...typed, ...(found && { CustomerId: found.Id }) });
    create.mutate(
      { input, idempotencyKey: idempotency.take() },
      {
        onSuccess: (voucher) => {
          toast.success(`Đã lập phiếu ${voucher.Code}, chờ người khác duyệt.`);
          setOpen(false);
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status !== 400) {
            refusalOf(error);
            return;
          }
          // The server's sentences under the fields they are about; a rule's sentence alerted.
          const body = error.body;
          const fields =
            body && typeof body === 'object' && !Array.isArray(body)
              ? Object.entries(body as Record<string, string[]>)
              : [];
          const shown = fields.filter(([name]) => formFields.has(fieldOf(name)));
          if (shown.length > 0) {
            form.setFields(
              shown.map(([name, errors]) => ({
                name: fieldOf(name) as keyof VoucherFormValues,
                errors,
              })),
            );
          }
          if (shown.length < fields.length || fields.length === 0) {
            void showAlert(error.messages.join('\n'));
          }
        },
        onSettled: idempotency.release,
      },
    );
  };

  const fundOptions = funds.map((fund) => ({
    value: fund.Id,
    label: `${fund.Name} (số dư ${formatVnd(fund.Balance)})`,
  }));

  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        Lập phiếu
      </Button>
      <FormModal
        open={open}
        title="Lập phiếu thu chi"
        form={form}
        okText="Lập phiếu"
        saving={create.isPending}
        afterClose={() => {
          clear();
          setCustomer(null);
        }}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          Phiếu chỉ ghi vào quỹ khi một kế toán khác người lập duyệt; trước đó chưa có tiền nào di
          chuyển.
        </Typography.Paragraph>
        <Form<VoucherFormValues>
          {...formProps}
          onFinish={(values) => {
            formProps.onFinish(values);
            void submit(values);
          }}
          name="create-voucher"
          initialValues={{
            Kind: VoucherKind.Receipt,
            FundAccountId: fundAccountId,
            Counterparty: '',
            Reason: '',
            CustomerCode: '',
          }}
        >
          <Form.Item {...requiredField('Kind', 'Loại phiếu')}>
            <Radio.Group optionType="button" buttonStyle="solid">
              <Radio.Button value={VoucherKind.Receipt}>
                {voucherKindNames[VoucherKind.Receipt]}
              </Radio.Button>
              <Radio.Button value={VoucherKind.Payment}>
                {voucherKindNames[VoucherKind.Payment]}
              </Radio.Button>
            </Radio.Group>
          </Form.Item>
          <Form.Item
            {...requiredField('Amount', 'Số tiền (₫)')}
            // A cleared box gives null: the schema then says the amount is missing, not zero.
            normalize={(value: number | null) => value ?? undefined}
          >
            <VndInput placeholder="Ví dụ: 1.500.000" />
          </Form.Item>
          <Form.Item {...requiredField('FundAccountId', 'Quỹ')}>
            <Select placeholder="Chọn quỹ" options={fundOptions} />
          </Form.Item>
          <Form.Item {...requiredField('Counterparty', counterpartyLabel(kind))}>
            <Input autoComplete="off" maxLength={200} />
          </Form.Item>
          <Form.Item {...requiredField('Reason', 'Lý do')}>
            <NoteInput maxLength={500} />
          </Form.Item>
          <Form.Item
            name="CustomerCode"
            label="Khách hàng (mã KH…)"
            extra={
              customer
                ? `${customer.Code} · ${customer.FullName || customer.Email} · số dư ${formatVnd(customer.Balance)}. Khi duyệt, ví của khách được ${kind === VoucherKind.Payment ? 'trừ' : 'cộng'} số tiền này.`
                : 'Để trống nếu phiếu không liên quan đến ví của khách hàng.'
            }
          >
            <Input
              autoComplete="off"
              maxLength={20}
              placeholder="Ví dụ: KH000123"
              onChange={() => {
                setCustomer(null);
                form.setFields([{ name: 'CustomerCode', errors: [] }]);
              }}
              onBlur={(event) => void resolve(event.target.value)}
            />
          </Form.Item>
        </Form>
      </FormModal>
    </>
  );
}
