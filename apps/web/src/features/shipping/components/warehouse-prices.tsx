import { Typography } from 'antd';
import { formatVnd, type PricesAnswer } from '@app/shared';

const number = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** The chosen warehouse's description and its shipping price per kg band. */
export function WarehousePrices({
  description,
  tiers,
}: {
  description: string | undefined;
  tiers: PricesAnswer['ShippingPrices'][number]['Tiers'] | undefined;
}) {
  const bands = (tiers ?? []).map((tier) => {
    const range =
      tier.Max === 0
        ? `từ ${number.format(tier.Min)} kg`
        : `${number.format(tier.Min)}–${number.format(tier.Max)} kg`;
    return `${range}: ${formatVnd(tier.Value)}/kg`;
  });
  if (!description && bands.length === 0) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {description}
      {description && bands.length > 0 && <br />}
      {bands.length > 0 && `Cước về kho này: ${bands.join('; ')}.`}
    </Typography.Text>
  );
}
