import { Image, Tag } from 'antd';

export interface ThumbPhoto {
  Url: string;
  Id?: number;
  /** Kept from the customer (staff see it marked). */
  Internal?: boolean;
}

/**
 * Photos as small squares that open antd's preview (swipe or arrows through the group). The
 * addresses are the server's signed ones, so a plain <img> loads them without the session.
 */
export function PhotoThumbs({
  photos,
  size = 72,
  label = 'Ảnh',
}: {
  photos: readonly ThumbPhoto[];
  size?: number;
  /** What each image is, for a screen reader ("Ảnh kiện", "Ảnh giao hàng"). */
  label?: string;
}) {
  if (photos.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {photos.map((photo, index) => (
          <div key={photo.Id ?? photo.Url} style={{ position: 'relative' }}>
            <Image
              src={photo.Url}
              width={size}
              height={size}
              alt={`${label} ${index + 1}`}
              style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
            />
            {photo.Internal && (
              <Tag
                color="orange"
                style={{
                  position: 'absolute',
                  left: 2,
                  bottom: 2,
                  margin: 0,
                  fontSize: 10,
                  lineHeight: '16px',
                  padding: '0 4px',
                }}
              >
                Nội bộ
              </Tag>
            )}
          </div>
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
