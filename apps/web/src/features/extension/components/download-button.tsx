import { Button, type ButtonProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

/**
 * The packed extension the server serves. Relative, as the app's own assets and calls are: the
 * portal may live under a sub-path.
 */
export const DOWNLOAD_URL = './downloads/extension.zip';

/** "Tải tiện ích": a plain link to the zip, saved by the browser as a file. */
export function DownloadButton(props: Omit<ButtonProps, 'href' | 'icon'>) {
  return (
    <Button type="primary" icon={<DownloadOutlined />} href={DOWNLOAD_URL} download {...props}>
      {props.children ?? 'Tải tiện ích (.zip)'}
    </Button>
  );
}
