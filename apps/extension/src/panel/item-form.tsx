import { useId, useState } from 'react';
import { formatVnd } from '@app/shared';
import { ask, type ExtensionState, type Outcome } from '../common/messages.js';
import { propertyLabel } from '../common/properties.js';
import { SITE_NAMES } from '../common/site.js';
import { ErrorNotice } from '../common/error-notice.js';
import { isOutdated } from '../common/version.js';
import type { ParsedItem } from '../parsers/types.js';
import { dong, dongRange, yuan, yuanRange } from './format.js';
import { cartLink } from './links.js';
import {
  addToCartBody,
  chosenImage,
  chosenSku,
  maxQuantity,
  missingProps,
  priceRange,
  quantityProblem,
  unitPrice,
  type Selection,
} from './logic.js';
import { QuantityField } from './quantity-field.js';
import { VariantPicker } from './variant-picker.js';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'added'; quantity: number }
  | { kind: 'problem'; messages: string[]; signIn?: boolean };

/** The item read from the page, its variant, quantity and note, and "Thêm vào giỏ". */
export function ItemForm({
  item,
  state,
  onAdded,
  onSessionEnded,
}: {
  item: ParsedItem;
  state: ExtensionState | null;
  onAdded: (numberCarts: number | undefined) => void;
  onSessionEnded: () => void;
}) {
  const noteId = useId();
  const [selection, setSelection] = useState<Selection>({});
  const [quantityText, setQuantityText] = useState(String(item.MinQuantity));
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const rate = state?.config?.CurrentRate ?? null;
  const sku = chosenSku(item, selection);
  const quantity = Number.parseInt(quantityText, 10) || 0;
  const max = maxQuantity(item, sku);
  const missing = missingProps(item, selection);
  // Tiers price every variant alike: the quantity's price shows before a variant is chosen.
  const price =
    missing.length === 0 || item.PriceTiers.length > 0
      ? unitPrice(item, sku, Math.max(quantity, 1))
      : null;
  const range = priceRange(item);
  const outdated = !!state?.config && isOutdated(state.version, state.config.MinVersion);

  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      if (status.kind !== 'busy') setStatus({ kind: 'idle' });
    };

  const add = async () => {
    if (missing.length > 0) {
      const names = missing.map((prop) => propertyLabel(prop.Name)).join(', ');
      setStatus({ kind: 'problem', messages: [`Hãy chọn ${names} trước khi thêm vào giỏ.`] });
      return;
    }
    const problem = quantityProblem(quantity, item.MinQuantity, max);
    if (problem) {
      setStatus({ kind: 'problem', messages: [problem] });
      return;
    }
    if (outdated) {
      setStatus({
        kind: 'problem',
        messages: ['Tiện ích đã cũ, hãy cập nhật trước khi thêm hàng.'],
      });
      return;
    }
    setStatus({ kind: 'busy' });
    let outcome: Outcome;
    try {
      outcome = await ask({
        kind: 'addToCart',
        body: addToCartBody(item, selection, quantity, note),
      });
    } catch {
      outcome = {
        ok: false,
        reason: 'unreachable',
        messages: ['Tiện ích vừa được cập nhật hoặc tắt đi. Hãy tải lại trang rồi thử lại.'],
      };
    }
    if (outcome.ok) {
      setStatus({ kind: 'added', quantity });
      onAdded(outcome.numberCarts);
      return;
    }
    if (outcome.reason === 'expired') onSessionEnded();
    setStatus({
      kind: 'problem',
      messages: outcome.messages,
      signIn: outcome.reason === 'expired' || outcome.reason === 'signedOut',
    });
  };

  const picture = chosenImage(item, selection);
  return (
    <form
      className="item-form"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <div className="item">
        {picture ? <img className="picture" src={picture} alt="" width={72} height={72} /> : null}
        <div>
          <p className="title">{item.Title}</p>
          <p className="shop">
            {SITE_NAMES[item.Site]} · {item.ShopName}
          </p>
        </div>
      </div>

      <div className="price" aria-live="polite">
        <span className="yuan">{price !== null ? yuan(price) : yuanRange(range)}</span>
        {(price !== null ? dong(price, rate) : dongRange(range, rate)) && (
          <span className="dong">
            ≈ {price !== null ? dong(price, rate) : dongRange(range, rate)}
          </span>
        )}
        {rate ? <span className="rate">Tỷ giá {formatVnd(rate)} / ¥1</span> : null}
      </div>

      {item.Generation === 'dom' && (
        <p className="notice info">
          {item.Props.length
            ? 'Tiện ích chỉ đọc được tên, giá hiển thị và các phân loại của trang này: giá có thể khác theo phân loại, nhân viên sẽ mua theo giá của shop.'
            : 'Tiện ích chỉ đọc được tên và giá hiển thị của trang này, không đọc được các phân loại: hãy ghi rõ phân loại bạn chọn vào ghi chú.'}
        </p>
      )}

      <VariantPicker item={item} selection={selection} onChange={change(setSelection)} />

      <QuantityField
        value={quantityText}
        onChange={change(setQuantityText)}
        min={item.MinQuantity}
        max={max}
        tiers={item.PriceTiers}
        rate={rate}
      />

      {price !== null && quantity > 0 && (
        <p className="total">
          Tạm tính: {yuan(price * quantity)}
          {dong(price * quantity, rate) && <> ≈ {dong(price * quantity, rate)}</>}
        </p>
      )}

      <label className="note" htmlFor={noteId}>
        Ghi chú cho nhân viên mua hàng
      </label>
      <textarea
        id={noteId}
        maxLength={255}
        rows={2}
        value={note}
        placeholder="Ví dụ: kiểm tra màu trước khi mua"
        onChange={(event) => change(setNote)(event.target.value)}
      />

      <button type="submit" className="primary" disabled={status.kind === 'busy'}>
        {status.kind === 'busy' ? 'Đang thêm…' : 'Thêm vào giỏ'}
      </button>

      <div aria-live="polite">
        {status.kind === 'added' && (
          <div className="notice success" role="status">
            Đã thêm {status.quantity} sản phẩm vào giỏ hàng.{' '}
            {state?.portalUrl && (
              <a href={cartLink(state.portalUrl)} target="_blank" rel="noopener">
                Xem giỏ hàng
              </a>
            )}
          </div>
        )}
        {status.kind === 'problem' && (
          <ErrorNotice messages={status.messages}>
            {status.signIn && (
              <button
                type="button"
                className="link-button"
                onClick={() => void ask({ kind: 'openSignIn' })}
              >
                Đăng nhập
              </button>
            )}
          </ErrorNotice>
        )}
      </div>
    </form>
  );
}
