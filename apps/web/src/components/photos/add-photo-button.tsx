import { useRef, useState } from 'react';
import { Button } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import type { PhotoUploaded } from '@app/shared';
import { toast } from '../../lib/dialogs';
import { ApiError } from '../../lib/api-client';
import { uploadPhoto } from '../../lib/upload-photo';

/**
 * "Thêm ảnh": the phone opens its camera (capture), a computer its file picker; the photo goes to
 * `path` at once, its progress on the button. The server checks what it really is and its size.
 */
export function AddPhotoButton({
  path,
  query,
  onUploaded,
  label = 'Thêm ảnh',
  size,
}: {
  path: string;
  query?: Record<string, string>;
  onUploaded: (photo: PhotoUploaded) => void;
  label?: string;
  size?: 'small' | 'middle';
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    for (const file of chosen) {
      setProgress(0);
      try {
        onUploaded(
          await uploadPhoto(path, file, { ...(query && { query }), onProgress: setProgress }),
        );
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message : String(error));
      } finally {
        setProgress(null);
      }
    }
  };

  return (
    <>
      <Button
        size={size}
        icon={<CameraOutlined />}
        loading={progress !== null}
        onClick={() => input.current?.click()}
      >
        {progress === null ? label : `Đang tải ${progress}%`}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        // Not `hidden`: antd's form styles show a file input inside a Form.Item as a block.
        style={{ display: 'none' }}
        aria-label={label}
        data-testid="photo-input"
        onChange={(event) => void send(event.target.files)}
      />
    </>
  );
}
