import { Avatar, Descriptions } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { formatDate, type UserInfo } from '@app/shared';

export function UserInfoView({ info }: { info: UserInfo }) {
  const empty = (value: string) => value || '—';
  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <Avatar
          size={72}
          src={info.Avatar || undefined}
          icon={<UserOutlined />}
          alt={info.UserName}
        />
      </div>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'code', label: 'Mã khách hàng', children: info.Code },
          { key: 'user', label: 'Tên đăng nhập', children: info.UserName },
          { key: 'name', label: 'Họ tên', children: empty(info.FullName) },
          { key: 'email', label: 'Email', children: info.Email },
          { key: 'phone', label: 'Số điện thoại', children: empty(info.Phone) },
          { key: 'warehouse', label: 'Kho nhận hàng', children: empty(info.WarehouseName) },
          { key: 'address', label: 'Địa chỉ', children: empty(info.Address), span: 'filled' },
          { key: 'level', label: 'Cấp độ', children: empty(info.LevelName) },
          { key: 'created', label: 'Ngày đăng ký', children: formatDate(info.CreatedDate) },
        ]}
      />
    </>
  );
}
