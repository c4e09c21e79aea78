import { Card, Input } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { cartWithLinkPath } from '../../../app/routes';

/** "Dán đường dẫn": the quickest way to start an order, straight into the cart's form. */
export function PasteLink() {
  const navigate = useNavigate();
  return (
    <Card title="Mua hàng bằng đường dẫn">
      <Input.Search
        aria-label="Đường dẫn sản phẩm"
        prefix={<LinkOutlined />}
        placeholder="Dán đường dẫn Taobao, Tmall, 1688..."
        enterButton="Thêm vào giỏ"
        allowClear
        onSearch={(link) => {
          if (link.trim()) void navigate(cartWithLinkPath(link.trim()));
        }}
      />
    </Card>
  );
}
