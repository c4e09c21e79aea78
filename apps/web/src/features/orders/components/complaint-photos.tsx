import { useState } from 'react';
import { Image, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { COMPLAINT_PHOTOS_MAX, type PhotoUploaded } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { uploadPhoto } from '../../../lib/upload-photo';

/** A photo in the complaint form: uploading, uploaded (with its id) or refused. */
export type ComplaintPhotoFile = UploadFile<PhotoUploaded>;

/** The ids of the photos uploaded so far, what addComplain's PhotoIds carries. */
export const uploadedPhotoIds = (files: readonly ComplaintPhotoFile[]) =>
  files.flatMap((file) => (file.status === 'done' && file.response ? [file.response.Id] : []));

/**
 * "Thêm ảnh" in the complaint form: on a phone it offers the camera or the gallery; each photo is
 * uploaded at once (order/complainphotos) with its progress, previewed, and can be removed. At most
 * six; a refused one shows the server's sentence under its square.
 */
export function ComplaintPhotos({
  files,
  onChange,
}: {
  files: ComplaintPhotoFile[];
  onChange: (files: ComplaintPhotoFile[]) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <>
      <Upload<PhotoUploaded>
        accept="image/*"
        listType="picture-card"
        multiple
        fileList={files}
        maxCount={COMPLAINT_PHOTOS_MAX}
        onChange={({ fileList }) =>
          onChange(
            fileList.map((file) =>
              // The signed address of the stored (resized, upright) photo replaces the local one.
              file.status === 'done' && file.response ? { ...file, url: file.response.Url } : file,
            ),
          )
        }
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl ?? null)}
        customRequest={({ file, onProgress, onSuccess, onError }) => {
          const controller = new AbortController();
          uploadPhoto('order/complainphotos', file as File, {
            signal: controller.signal,
            onProgress: (percent) => onProgress?.({ percent }),
          }).then(
            (photo) => onSuccess?.(photo),
            (error: unknown) => {
              const text = error instanceof ApiError ? error.message : String(error);
              onError?.(new Error(text));
            },
          );
          return { abort: () => controller.abort() };
        }}
        showUploadList={{ showPreviewIcon: true, showRemoveIcon: true }}
        locale={{
          uploading: 'Đang tải…',
          uploadError: 'Không tải được',
          removeFile: 'Bỏ ảnh',
          previewFile: 'Xem ảnh',
        }}
      >
        {files.length < COMPLAINT_PHOTOS_MAX && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>Thêm ảnh</div>
          </button>
        )}
      </Upload>
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt="Ảnh khiếu nại"
          preview={{
            visible: true,
            src: preview,
            onVisibleChange: (visible) => !visible && setPreview(null),
          }}
        />
      )}
    </>
  );
}
