import { formatVnd, type FeeTier } from '@app/shared';

/**
 * An amount band as people say it: the last band starts one đồng past the previous band's end
 * (100.000.001 ₫), which reads as "Trên 100.000.000 ₫".
 */
export const vndRange = (tier: FeeTier) =>
  tier.Max === 0
    ? `Trên ${formatVnd(Math.max(tier.Min - 1, 0))}`
    : `${formatVnd(tier.Min)} – ${formatVnd(tier.Max)}`;
