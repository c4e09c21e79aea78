import { paths } from '../../../app/routes';

const kg = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cm = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** 10.5 → '10,50 kg'; '—' until the parcel is weighed. */
export function formatKg(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${kg.format(value)} kg`;
}

/** '50 × 40 × 30 cm', or '' when the parcel has not been measured. */
export function formatSize(parcel: {
  Length: number | null;
  Width: number | null;
  Height: number | null;
}): string {
  const { Length, Width, Height } = parcel;
  if (!Length || !Width || !Height) return '';
  return `${cm.format(Length)} × ${cm.format(Width)} × ${cm.format(Height)} cm`;
}

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
