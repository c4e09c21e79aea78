import { logout } from '../../features/auth';
import { showConfirm } from '../../lib/dialogs';

export async function confirmLogout() {
  if (await showConfirm('Bạn có chắc chắn muốn đăng xuất?')) await logout();
}
