import type { ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * Back to the list the page was opened from, with its filters and page as they were; a page
 * opened directly (a shared link) goes to the plain list instead.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <Link
        to={to}
        onClick={(event) => {
          if (location.key === 'default') return;
          event.preventDefault();
          void navigate(-1);
        }}
      >
        <ArrowLeftOutlined /> {children}
      </Link>
    </div>
  );
}
