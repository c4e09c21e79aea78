/** Text logo: no image asset to load before the login screen shows. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="brand-logo">
      <span className="brand-logo__mark">HÀNG TQ</span>
      {!compact && <span className="brand-logo__text">Mua hàng Trung Quốc</span>}
    </span>
  );
}
