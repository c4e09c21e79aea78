import { Avatar, Button, Dropdown, Grid, type MenuProps } from 'antd';
import { ControlOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { isStaffRole } from '@app/shared';
import { adminPaths, paths } from '../../app/routes';
import { useUserConfigValue } from '../../lib/session';
import { confirmLogout } from './confirm-logout';

const staffItems: NonNullable<MenuProps['items']> = [
  { key: adminPaths.root, icon: <ControlOutlined />, label: 'Trang quản trị' },
  { type: 'divider' },
];

const items: NonNullable<MenuProps['items']> = [
  { key: paths.userInfo, icon: <UserOutlined />, label: 'Thông tin cá nhân' },
  { key: paths.changePassword, icon: <LockOutlined />, label: 'Đổi mật khẩu' },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: 'Đăng xuất', danger: true },
];

export function UserDropdown() {
  const name = useUserConfigValue((config) => config?.UserInfo?.UserName) ?? '';
  const avatar = useUserConfigValue((config) => config?.UserInfo?.Avatar);
  const staff = isStaffRole(useUserConfigValue((config) => config?.UserInfo?.Role));
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: staff ? [...staffItems, ...items] : items,
        onClick: ({ key }) => {
          if (key === 'logout') void confirmLogout();
          else void navigate(key);
        },
      }}
    >
      {/* The name shown beside the avatar is part of the button's name (WCAG 2.5.3). */}
      <Button
        type="text"
        aria-label={name ? `Tài khoản ${name}` : 'Tài khoản'}
        style={{ height: 40, paddingInline: 6 }}
      >
        {/* spec §2: a default image when the user has no avatar. */}
        <Avatar size={28} src={avatar || undefined} icon={<UserOutlined />} alt={name} />
        {screens.md && (
          <span
            style={{
              maxWidth: 180,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {name}
          </span>
        )}
      </Button>
    </Dropdown>
  );
}
