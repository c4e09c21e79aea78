import { Button } from 'antd';
import { PageResult } from '../components/page-result';

/** Last resort when a page crashes or its chunk fails to load (e.g. after a new deployment). */
export function RouteError() {
  return (
    <PageResult
      status="error"
      title="Đã có lỗi xảy ra"
      subTitle="Trang không tải được. Vui lòng tải lại trang."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Tải lại trang
        </Button>
      }
    />
  );
}
