import { useState, type MouseEvent } from 'react';
import { Button, Checkbox, Form, Input, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { registerSchema, type RegisterInput } from '@app/shared';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { warehousesQuery } from '../../../lib/reference-data';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { PolicyModal } from './policy-modal';
import { privacyPolicy, serviceTerms, type PolicyText } from './policy-texts';

type Values = RegisterInput & { Agreement?: boolean };

interface Props {
  submitting: boolean;
  onSubmit: (values: RegisterInput) => void;
}

export function RegisterForm({ submitting, onSubmit }: Props) {
  const { form, formProps, requiredField } = useSchemaForm<Values>(registerSchema, (values) => {
    // spec §5: the agreement box is shown as required but not enforced, so it is not sent either.
    const { Agreement: _agreement, ...input } = values;
    onSubmit({ ...input, Email: input.Email.trim(), Phone: input.Phone.trim() });
  });
  const { data: warehouses = [], isLoading } = useQuery(warehousesQuery);
  const warehouseId = Form.useWatch('WarehouseId', form);
  const chosen = warehouses.find((warehouse) => warehouse.Id === warehouseId);
  const [policy, setPolicy] = useState<PolicyText | null>(null);
  // The links sit inside the checkbox's label: open the text without ticking the box.
  const showPolicy = (event: MouseEvent, text: PolicyText) => {
    event.preventDefault();
    event.stopPropagation();
    setPolicy(text);
  };

  return (
    <Form {...formProps} name="register">
      <Form.Item {...requiredField('Email', 'Email')}>
        <Input type="email" autoComplete="email" placeholder="email@vidu.vn" />
      </Form.Item>
      <NewPasswordFields
        schema={registerSchema}
        name="Password"
        label="Mật khẩu"
        confirmLabel="Nhập lại mật khẩu"
      />
      <Form.Item {...requiredField('Phone', 'Số điện thoại')}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item {...requiredField('WarehouseId', 'Kho nhận hàng')} extra={chosen?.Description}>
        <Select
          placeholder="Chọn kho hàng"
          loading={isLoading}
          options={warehouses.map((warehouse) => ({ value: warehouse.Id, label: warehouse.Name }))}
        />
      </Form.Item>
      <Form.Item name="Agreement" valuePropName="checked" required>
        <Checkbox>
          Tôi đồng ý với{' '}
          <Typography.Link onClick={(event) => showPolicy(event, serviceTerms)}>
            Điều khoản dịch vụ
          </Typography.Link>{' '}
          và{' '}
          <Typography.Link onClick={(event) => showPolicy(event, privacyPolicy)}>
            Chính sách bảo mật
          </Typography.Link>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Đăng ký
      </Button>
      <PolicyModal policy={policy} onClose={() => setPolicy(null)} />
    </Form>
  );
}
