import { Link } from 'react-router';
import { adminPaths } from '../app/routes';

/** An order (DH…) or consignment (KG…) code, opening the console list found by it. */
export function GoodsCodeLink({ code }: { code: string }) {
  if (!code) return null;
  const query = encodeURIComponent(code);
  // The lists open on their work waiting: `tab=all` asks for every status.
  const to = code.toUpperCase().startsWith('KG')
    ? `${adminPaths.consignments}?tab=all&keyword=${query}`
    : `${adminPaths.orders}?tab=all&keyword=${query}`;
  return (
    <Link to={to} onClick={(event) => event.stopPropagation()}>
      {code}
    </Link>
  );
}
