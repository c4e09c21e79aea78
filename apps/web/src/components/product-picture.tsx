import { useState } from 'react';
import { Image } from 'antd';
import { PictureOutlined } from '@ant-design/icons';

interface Props {
  /** The picture's address as the shop gave it; '' when none was given. */
  src: string;
  /** The product's name: the picture's text, and the name of the button that enlarges it. */
  name: string;
  size?: number;
}

/**
 * A product's picture as a thumbnail that enlarges on a click. With no address, or one that fails
 * to load (a shop's picture moved, a blocked host), a neutral picture sign named for the product
 * takes its place: never a broken image.
 */
export function ProductPicture({ src, name, size = 64 }: Props) {
  // The address that failed: a new one (the item edited) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        className="product-picture--none"
        role="img"
        aria-label={name}
        style={{ width: size, height: size }}
      >
        <PictureOutlined aria-hidden="true" />
      </div>
    );
  }
  return (
    <Image
      src={src}
      alt={name}
      aria-label={`Xem ảnh ${name}`}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 6 }}
      onError={() => setFailed(src)}
    />
  );
}
