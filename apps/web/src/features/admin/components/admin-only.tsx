import type { ReactNode } from 'react';
import { PageResult } from '../../../components/page-result';
import { useUserConfig } from '../../../lib/session';

/** Staff accounts and settings are an admin's (the server refuses others with 403). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const role = useUserConfig()?.UserInfo?.Role;
  if (role !== 'admin') {
    return (
      <PageResult
        status="403"
        title="Không có quyền"
        subTitle="Chỉ quản trị viên được xem trang này."
      />
    );
  }
  return children;
}
