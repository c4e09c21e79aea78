import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useUserConfig } from '../../../lib/session';

/** Staff accounts and settings are an admin's (the server refuses others with 403). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const role = useUserConfig()?.UserInfo?.Role;
  if (role !== 'admin') {
    return (
      <Result
        status="403"
        title={<h1 className="result-heading">Không có quyền</h1>}
        subTitle="Chỉ quản trị viên được xem trang này."
      />
    );
  }
  return children;
}
