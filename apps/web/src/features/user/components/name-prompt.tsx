import { useState } from 'react';
import { Form, Input, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { fullNameSchema, updateUserInfoSchema } from '@app/shared';
import { FormModal } from '../../../components/form-modal';
import { toast } from '../../../lib/dialogs';
import { getToken } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { userInfoQuery } from '../api/get-user-info';
import { useUpdateUserInfo } from '../api/update-user-info';
import { needsName } from '../lib/needs-name';

/** "Để sau" holds for the session it was said in (kept with its token): the next sign-in asks again. */
const LATER_KEY = 'name-prompt.later';
const putOffNow = () => {
  const token = getToken();
  return token !== null && sessionStorage.getItem(LATER_KEY) === token;
};

/**
 * The spec's registration form has no name, so staff would see "—" on every slip and request: a
 * customer without one is asked for it once after signing in. "Để sau" puts it off for this
 * session; the name is saved through customer/updateuserinfo with the rest of the profile as it is.
 */
export function NamePrompt() {
  const { data: info } = useQuery(userInfoQuery);
  const update = useUpdateUserInfo();
  const [later, setLater] = useState(putOffNow);
  const { form, formProps, requiredField } = useSchemaForm<{ FullName: string }>(
    fullNameSchema,
    (values) => {
      if (!info) return;
      const profile = updateUserInfoSchema.parse({ ...info, FullName: values.FullName });
      update.mutate(profile, { onSuccess: () => toast.success('Đã lưu họ và tên') });
    },
  );
  const open = needsName(info) && !later;

  return (
    <FormModal
      open={open}
      title="Bạn tên là gì?"
      form={form}
      okText="Lưu"
      cancelText="Để sau"
      saving={update.isPending}
      onCancel={() => {
        sessionStorage.setItem(LATER_KEY, getToken() ?? '');
        setLater(true);
      }}
    >
      <Typography.Paragraph type="secondary">
        Nhân viên kho và giao hàng dùng tên này để nhận ra đơn và phiếu giao của bạn.
      </Typography.Paragraph>
      <Form {...formProps} name="name-prompt">
        <Form.Item {...requiredField('FullName', 'Họ và tên')}>
          <Input autoComplete="name" maxLength={100} autoFocus placeholder="VD: Nguyễn Thị Lan" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** For React.lazy (see ask-for-name.tsx). */
export default NamePrompt;
