import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { api, type DownloadedFile } from '../../lib/api-client';
import { toast } from '../../lib/dialogs';
import { saveFile } from '../../lib/save-file';

type Query = Record<string, string | number | undefined>;

/**
 * "Xuất Excel": every row of the list's current filter (not only the page shown) as an `.xlsx`
 * file, built by the server from the same query as the list (`format=xlsx`).
 */
export function ExportButton({ path, query }: { path: string; query: Query }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // Saved under the server's name for it.
      const { blob, fileName } = await api<DownloadedFile>(path, {
        query: { ...query, format: 'xlsx' },
        file: true,
      });
      saveFile(blob, fileName);
      toast.success('Đã xuất danh sách ra tệp Excel.');
    } catch {
      // A refusal (too many rows) was shown by the API client; nothing else to do here.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      Xuất Excel
    </Button>
  );
}
