import { paths } from '../app/routes';

/**
 * Where a goods code leads: a consignment (KG…) to the consignment list, a purchase order (DH…) to
 * the order list, each filtered by that code (the rows carry the code, not the id).
 */
export function goodsCodePath(code: string): string {
  const query = encodeURIComponent(code);
  return code.toUpperCase().startsWith('KG')
    ? `${paths.orderShip}?keyword=${query}`
    : `${paths.order}?orderCode=${query}`;
}
