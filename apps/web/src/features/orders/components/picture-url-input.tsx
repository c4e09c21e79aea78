import { Input } from 'antd';
import { ProductPicture } from '../../../components/product-picture';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** Only an http(s) address is worth asking the browser for. */
const isPictureAddress = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/**
 * The picture's address and, beside it, the picture itself: the customer sees at once whether
 * the address they copied is the product's picture; one that does not load shows the neutral
 * picture sign, never a broken image.
 */
export function PictureUrlInput({ id, value = '', onChange }: Props) {
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        maxLength={1000}
        placeholder="https://..."
      />
      <ProductPicture
        src={isPictureAddress(value) ? value.trim() : ''}
        name="Ảnh sản phẩm xem trước"
        size={32}
      />
    </div>
  );
}
