import { Link } from 'react-router';
import { adminPaths } from '../../../app/routes';
import { GoodsCodeLink } from '../../../components/goods-code-link';

/**
 * The bill a fee line belongs to, opening the console list found by its code: a delivery slip
 * (PGH…) the slips' list, an order (DH…) or a consignment (KG…) theirs.
 */
export function BillCodeLink({ code }: { code: string }) {
  if (!code) return <>—</>;
  if (code.toUpperCase().startsWith('PG')) {
    return (
      <Link to={`${adminPaths.deliveries}?tab=all&keyword=${encodeURIComponent(code)}`}>
        {code}
      </Link>
    );
  }
  return <GoodsCodeLink code={code} />;
}
