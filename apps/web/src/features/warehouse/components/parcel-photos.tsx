import { useState } from 'react';
import { Checkbox, Space, Typography } from 'antd';
import { AddPhotoButton } from '../../../components/photos/add-photo-button';
import { PhotoThumbs } from '../../../components/photos/photo-thumbs';
import { useMayOpen } from '../../../lib/console-access';
import { useParcelPhotos } from '../api/parcel-photos';

/**
 * A parcel's photos in the console (as it came in, damage, the label): taken with the phone's
 * camera from the parcel row by the warehouse (the others who read parcels see them); "Chỉ nhân
 * viên xem" keeps a photo from the customer.
 */
export function ParcelPhotos({ parcelId }: { parcelId: number }) {
  const { photos, isPending, refresh } = useParcelPhotos(parcelId);
  const [internal, setInternal] = useState(false);
  const mayAdd = useMayOpen('warehouse');
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      {mayAdd && (
        <Space wrap>
          <AddPhotoButton
            size="small"
            path={`admin/transports/${parcelId}/photos`}
            {...(internal && { query: { internal: 'true' } })}
            onUploaded={refresh}
          />
          <Checkbox checked={internal} onChange={(event) => setInternal(event.target.checked)}>
            Chỉ nhân viên xem
          </Checkbox>
        </Space>
      )}
      {photos.length > 0 ? (
        <PhotoThumbs photos={photos} label="Ảnh kiện" />
      ) : (
        !isPending && <Typography.Text type="secondary">Chưa có ảnh.</Typography.Text>
      )}
    </Space>
  );
}
