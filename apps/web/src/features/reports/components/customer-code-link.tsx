import { Link } from 'react-router';
import { adminPaths } from '../../../app/routes';

/** A customer known only by code in a report's rows: the console's customer list found by it. */
export function CustomerCodeLink({ code }: { code: string }) {
  if (!code) return <>—</>;
  return <Link to={`${adminPaths.customers}?keyword=${encodeURIComponent(code)}`}>{code}</Link>;
}
