import { useState } from 'react';
import { ApiError, type DownloadedFile } from '../../../lib/api-client';
import { showAlert, toast } from '../../../lib/dialogs';
import { saveFile } from '../../../lib/save-file';

/**
 * A button's download of a workbook: busy while the server answers, then the file saved and
 * `done` said. A refusal the api client already showed (a 400, a server error) is not repeated;
 * anything else (a file no longer kept: 404) is alerted with the server's sentence.
 */
export function useDownload(fetchFile: () => Promise<DownloadedFile>, done: string) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchFile();
      saveFile(blob, fileName);
      toast.success(done);
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) {
        const text = error instanceof ApiError ? error.messages.join('\n') : '';
        void showAlert(text || 'Không tải được tệp. Hãy thử lại sau ít phút.');
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, download: () => void download() };
}
