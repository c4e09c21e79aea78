import { useState } from 'react';
import { Button, Card, Skeleton } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/page-title';
import { toast } from '../../../lib/dialogs';
import { NotificationSettingsCard } from '../../notifications';
import { userInfoQuery } from '../api/get-user-info';
import { useUpdateUserInfo } from '../api/update-user-info';
import { UserInfoForm } from '../components/user-info-form';
import { UserInfoView } from '../components/user-info-view';

export default function UserInfoPage() {
  const { data: info } = useQuery(userInfoQuery);
  const update = useUpdateUserInfo();
  const [editing, setEditing] = useState(false);

  return (
    <>
      <PageHeading>Thông tin cá nhân</PageHeading>
      <Card
        extra={
          info &&
          !editing && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Chỉnh sửa
            </Button>
          )
        }
      >
        {!info ? (
          <Skeleton active />
        ) : editing ? (
          <UserInfoForm
            info={info}
            saving={update.isPending}
            onCancel={() => setEditing(false)}
            onSave={(values) =>
              update.mutate(values, {
                onSuccess: () => {
                  toast.success('Cập nhật thông tin thành công.');
                  setEditing(false);
                },
              })
            }
          />
        ) : (
          <UserInfoView info={info} />
        )}
      </Card>
      {info && <NotificationSettingsCard info={info} />}
    </>
  );
}
