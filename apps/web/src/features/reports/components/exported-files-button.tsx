import { Button } from 'antd';
import { FolderOpenOutlined } from '@ant-design/icons';
import { useShowExportedFiles } from '../lib/exported-files-context';

/** "Tệp đã xuất", at the top of the reports page: the files built on the server for this user. */
export function ExportedFilesButton() {
  const showFiles = useShowExportedFiles();
  return (
    <Button icon={<FolderOpenOutlined />} onClick={showFiles}>
      Tệp đã xuất
    </Button>
  );
}
