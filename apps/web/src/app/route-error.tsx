import { Button, Result } from 'antd';

/** Last resort when a page crashes or its chunk fails to load (e.g. after a new deployment). */
export function RouteError() {
  return (
    <Result
      status="error"
      title={<h1 className="result-heading">Đã có lỗi xảy ra</h1>}
      subTitle="Trang không tải được. Vui lòng tải lại trang."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Tải lại trang
        </Button>
      }
    />
  );
}
