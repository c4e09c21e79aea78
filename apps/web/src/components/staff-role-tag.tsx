import { Tag } from 'antd';
import { isStaffRole, staffRoleNames, type StaffRole } from '@app/shared';

/** One colour per staff role, the same in the console's header and on the staff page. */
const roleColors: Record<StaffRole, string> = {
  admin: 'red',
  staff: 'blue',
  accountant: 'gold',
  buyer: 'purple',
  warehouse: 'cyan',
  support: 'green',
};

/** A staff role's tag: its Vietnamese name in its colour (a role it does not know, as written). */
export function StaffRoleTag({ role }: { role: string }) {
  if (!isStaffRole(role)) return <Tag>{role}</Tag>;
  return <Tag color={roleColors[role]}>{staffRoleNames[role]}</Tag>;
}
