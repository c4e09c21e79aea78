import { Link } from 'react-router';

/** Text logo: no image asset to load before the login screen shows. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="brand-logo">
      <span className="brand-logo__mark">HÀNG TQ</span>
      {!compact && <span className="brand-logo__text">Mua hàng Trung Quốc</span>}
    </span>
  );
}

/**
 * The logo as the link home. Its name is the logo's own text followed by where it leads (for
 * screen readers only), so a voice user saying what they see finds it (WCAG 2.5.3).
 */
export function BrandLink({
  to,
  destination,
  compact,
}: {
  to: string;
  destination: string;
  compact?: boolean;
}) {
  return (
    <Link to={to} className="brand-link">
      <BrandLogo compact={compact} />
      <span className="visually-hidden">, {destination}</span>
    </Link>
  );
}
