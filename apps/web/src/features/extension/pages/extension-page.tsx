import type { ReactNode } from 'react';
import { Card, Col, Row, Space, Typography } from 'antd';
import {
  CalculatorOutlined,
  FlagOutlined,
  PictureOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { PageHeading } from '../../../components/page-title';
import { ConnectCard } from '../components/connect-card';
import { DownloadButton } from '../components/download-button';
import { InstallSteps } from '../components/install-steps';
import { PanelFigure } from '../components/panel-figure';
import { isPhoneBrowser } from '../lib/extension-bridge';

const features: { icon: ReactNode; text: ReactNode }[] = [
  {
    icon: <PictureOutlined />,
    text: (
      <>
        <strong>Thêm vào giỏ ngay trên trang Taobao, Tmall, 1688</strong>: tên, ảnh, giá thật (cả
        giá khuyến mãi), màu và size bạn chọn được đọc từ trang, không phải gõ lại.
      </>
    ),
  },
  {
    icon: <CalculatorOutlined />,
    text: 'Giá hiện bằng cả ¥ và ₫ theo tỷ giá hôm nay.',
  },
  {
    icon: <TagsOutlined />,
    text: 'Hàng 1688: giá theo số lượng và số lượng tối thiểu của shop được tính đúng, kể cả khi bạn đổi số lượng trong giỏ.',
  },
  {
    icon: <ShoppingCartOutlined />,
    text: 'Số sản phẩm trong giỏ luôn hiện trên bảng; một lần bấm là mở giỏ hàng để đặt.',
  },
  {
    icon: <FlagOutlined />,
    text: 'Trang nào tiện ích chưa đọc được: thêm bằng đường dẫn, và báo trang đó để chúng tôi sửa.',
  },
];

/** What the extension does, with a picture of it on a shop's page, and where to get it. */
function WhatItDoes() {
  return (
    <Card title="Tiện ích làm được gì">
      <ul style={{ listStyle: 'none', margin: '0 0 16px', padding: 0 }}>
        {features.map((feature, index) => (
          <li key={index} style={{ display: 'flex', gap: 10, marginBottom: 8 }}>
            <span aria-hidden="true" style={{ color: '#c8102e', fontSize: 16, lineHeight: '22px' }}>
              {feature.icon}
            </span>
            <span>{feature.text}</span>
          </li>
        ))}
      </ul>
      <Space wrap style={{ marginBottom: 16 }}>
        <DownloadButton size="large" />
        <Typography.Text type="secondary">
          Cho Chrome, Cốc Cốc và Edge trên máy tính · miễn phí
        </Typography.Text>
      </Space>
      <figure style={{ margin: 0 }}>
        <PanelFigure />
        <figcaption style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">
            Bảng đặt hàng của tiện ích bên phải trang sản phẩm: chọn màu, size, số lượng rồi bấm
            Thêm vào giỏ.
          </Typography.Text>
        </figcaption>
      </figure>
    </Card>
  );
}

/**
 * `#/extension`: what the browser extension does, how to install it in Chrome, Cốc Cốc or Edge
 * step by step, and connecting it with this account in one click (DESIGN §9).
 */
export default function ExtensionPage() {
  const phone = isPhoneBrowser();
  return (
    <>
      <PageHeading>Tiện ích đặt hàng</PageHeading>
      <Row gutter={[16, 16]}>
        {/* On a phone what can be done there comes first; on a computer, what the extension does. */}
        {phone && (
          <Col xs={24}>
            <ConnectCard phone />
          </Col>
        )}
        <Col xs={24} xl={14}>
          <WhatItDoes />
        </Col>
        {!phone && (
          <Col xs={24} xl={10}>
            <ConnectCard phone={false} />
          </Col>
        )}
        <Col xs={24}>
          <Card title="Cài đặt trên Chrome, Cốc Cốc, Edge">
            <InstallSteps />
          </Card>
        </Col>
      </Row>
    </>
  );
}
