import { Link } from 'react-router';
import { adminPaths } from '../app/routes';

/** An order (DH…) or consignment (KG…) code, opening the console list found by it. */
export function GoodsCodeLink({ code }: { code: string }) {
  if (!code) return null;
  const query = encodeURIComponent(code);
  // The order board opens on one state by default: `state=` asks for every state.
  const to = code.toUpperCase().startsWith('KG')
    ? `${adminPaths.consignments}?keyword=${query}`
    : `${adminPaths.orders}?state=&keyword=${query}`;
  return (
    <Link to={to} onClick={(event) => event.stopPropagation()}>
      {code}
    </Link>
  );
}
