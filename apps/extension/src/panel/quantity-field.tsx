import { useId } from 'react';
import { formatNumber } from '@app/shared';
import type { PriceTier } from '../parsers/types.js';
import { dong, yuan } from './format.js';
import { tierIndex } from './logic.js';

/**
 * The quantity: a field with − and + (never below the shop's minimum or above what is left), the
 * minimum said in a sentence, and on 1688 the price table with the row of this quantity marked.
 */
export function QuantityField({
  value,
  onChange,
  min,
  max,
  tiers,
  rate,
}: {
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  tiers: readonly PriceTier[];
  rate: number | null;
}) {
  const id = useId();
  const hintId = useId();
  const quantity = Number.parseInt(value, 10);
  const current = Number.isFinite(quantity) ? quantity : 0;
  const active = tierIndex(tiers, current);
  const step = (by: number) =>
    onChange(String(Math.min(Math.max(current + by, min), Math.max(max, min))));
  return (
    <div className="quantity">
      <label htmlFor={id}>Số lượng</label>
      <div className="stepper">
        <button type="button" aria-label="Bớt 1" onClick={() => step(-1)} disabled={current <= min}>
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          pattern="[0-9]*"
          value={value}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, '').slice(0, 5))}
        />
        <button type="button" aria-label="Thêm 1" onClick={() => step(1)} disabled={current >= max}>
          +
        </button>
      </div>
      <p className="hint" id={hintId}>
        {min > 1 && <>Shop bán tối thiểu {formatNumber(min)} sản phẩm. </>}
        {max < 10_000 && max > 0 && <>Còn {formatNumber(max)} sản phẩm.</>}
      </p>
      {tiers.length > 0 && (
        <table className="tiers">
          <caption>Giá theo số lượng mua</caption>
          <thead>
            <tr>
              <th scope="col">Số lượng</th>
              <th scope="col">Đơn giá</th>
              <th scope="col">Quy ra ₫</th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier, index) => (
              <tr
                key={tier.MinQuantity}
                className={index === active ? 'active' : undefined}
                aria-current={index === active ? 'true' : undefined}
              >
                <td>từ {formatNumber(tier.MinQuantity)}</td>
                <td>{yuan(tier.PriceCNY)}</td>
                <td>{dong(tier.PriceCNY, rate) ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
