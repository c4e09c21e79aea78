import { Button, Result } from 'antd';
import { Link } from 'react-router';

export default function ErrorPage() {
  return (
    <Result
      status="warning"
      title={<h1 className="result-heading">Đã có lỗi xảy ra</h1>}
      subTitle="Trang bạn tìm không tồn tại hoặc không thể hiển thị lúc này."
      extra={
        <Link to="/dashboard">
          <Button type="primary">Về trang chủ</Button>
        </Link>
      }
    />
  );
}
