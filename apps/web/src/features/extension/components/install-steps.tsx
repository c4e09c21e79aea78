import type { ReactNode } from 'react';
import { Typography } from 'antd';
import {
  DeveloperModeFigure,
  DownloadFigure,
  LoadUnpackedFigure,
  OpenExtensionsFigure,
  PinFigure,
  UnzipFigure,
} from './install-figures';

interface Step {
  title: string;
  text: ReactNode;
  figure: ReactNode;
}

/** The extension's name as the browser lists it (apps/extension/manifest.base.json). */
const EXTENSION_NAME = 'Cổng khách hàng: đặt hàng Taobao, Tmall, 1688';

/** What the browser's own screens say, as the customer will read them there. */
const Ui = ({ children }: { children: ReactNode }) => <strong>{children}</strong>;
const Address = ({ children }: { children: ReactNode }) => (
  <Typography.Text code copyable>
    {children}
  </Typography.Text>
);

const steps: Step[] = [
  {
    title: 'Tải tiện ích',
    text: (
      <>
        Bấm <Ui>Tải tiện ích (.zip)</Ui> ở trang này. Tệp <Ui>extension.zip</Ui> được lưu vào thư
        mục Tải xuống (Downloads).
      </>
    ),
    figure: <DownloadFigure />,
  },
  {
    title: 'Giải nén',
    text: (
      <>
        Mở thư mục Tải xuống, bấm chuột phải vào extension.zip, chọn{' '}
        <Ui>Giải nén tất cả… (Extract All)</Ui>. Giữ thư mục <Ui>extension</Ui>, đừng xóa: trình
        duyệt chạy tiện ích từ thư mục này.
      </>
    ),
    figure: <UnzipFigure />,
  },
  {
    title: 'Mở trang Tiện ích của trình duyệt',
    text: (
      <>
        Gõ vào thanh địa chỉ rồi nhấn Enter: Chrome <Address>chrome://extensions</Address>, Cốc Cốc{' '}
        <Address>coccoc://extensions</Address>, Edge <Address>edge://extensions</Address>.
      </>
    ),
    figure: <OpenExtensionsFigure />,
  },
  {
    title: 'Bật chế độ nhà phát triển',
    text: (
      <>
        Bật công tắc <Ui>Chế độ dành cho nhà phát triển (Developer mode)</Ui> ở góc phải phía trên
        (Edge: ở cột bên trái).
      </>
    ),
    figure: <DeveloperModeFigure />,
  },
  {
    title: 'Tải tiện ích đã giải nén',
    text: (
      <>
        Bấm <Ui>Tải tiện ích đã giải nén (Load unpacked)</Ui>, chọn thư mục <Ui>extension</Ui> vừa
        giải nén rồi bấm <Ui>Chọn thư mục</Ui>. Thẻ <Ui>{EXTENSION_NAME}</Ui> hiện trong danh sách.
      </>
    ),
    figure: <LoadUnpackedFigure />,
  },
  {
    title: 'Ghim tiện ích và kết nối',
    text: (
      <>
        Bấm biểu tượng mảnh ghép cạnh thanh địa chỉ, bấm ghim cạnh tiện ích. Biểu tượng giỏ hàng đỏ
        luôn hiện ở đó. Rồi tải lại trang này và bấm <Ui>Kết nối</Ui> ở phần trên.
      </>
    ),
    figure: <PinFigure />,
  },
];

/** The six installation steps, each with its picture: three a row on a laptop, one on a phone. */
export function InstallSteps() {
  return (
    <ol
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
      }}
    >
      {steps.map((step, index) => (
        <li key={step.title}>
          {step.figure}
          <Typography.Title level={2} style={{ fontSize: 15, margin: '12px 0 4px' }}>
            Bước {index + 1}. {step.title}
          </Typography.Title>
          <Typography.Paragraph style={{ margin: 0 }}>{step.text}</Typography.Paragraph>
        </li>
      ))}
    </ol>
  );
}
