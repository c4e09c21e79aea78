import { PhotoThumbs } from '../../../components/photos/photo-thumbs';

/** Photos uploaded with the complaint are served by us at their signed address. */
const isUploaded = (url: string) => url.startsWith('/api/photos/');

/**
 * A complaint's pictures: the photos taken with the phone as thumbnails that open in preview, the
 * links typed by hand (any page of a shop or a cloud album) as links.
 */
export function ComplaintImages({ urls }: { urls: readonly string[] }) {
  const photos = urls.filter(isUploaded).map((Url) => ({ Url }));
  const links = urls.filter((url) => !isUploaded(url));
  if (urls.length === 0) return null;
  return (
    <div style={{ margin: '4px 0' }}>
      <PhotoThumbs photos={photos} size={56} label="Ảnh khiếu nại" />
      {links.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noreferrer" style={{ marginRight: 8 }}>
          Ảnh {photos.length + index + 1}
        </a>
      ))}
    </div>
  );
}
