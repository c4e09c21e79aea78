import { LinkButton } from '../../../components/link-button';
import { PageResult } from '../../../components/page-result';

export default function ErrorPage() {
  return (
    <PageResult
      status="warning"
      title="Đã có lỗi xảy ra"
      subTitle="Trang bạn tìm không tồn tại hoặc không thể hiển thị lúc này."
      extra={
        <LinkButton to="/dashboard" type="primary">
          Về trang chủ
        </LinkButton>
      }
    />
  );
}
