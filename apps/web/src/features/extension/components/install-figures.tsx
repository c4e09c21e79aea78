import {
  BrowserFrame,
  Cursor,
  ExtensionIcon,
  Figure,
  FigureButton,
  FolderIcon,
  Highlight,
  ink,
  PuzzleIcon,
  TextLines,
  Toggle,
  ZipIcon,
} from './figure-parts';

// One picture per installation step (extension-page.tsx says the step beside it).

export function DownloadFigure() {
  return (
    <Figure label="Bấm nút Tải tiện ích trên trang này; tệp extension.zip được tải về máy">
      <BrowserFrame address="…/#/extension">
        <text x={16} y={66} fontSize={11} fontWeight={700} fill={ink.text}>
          Tiện ích đặt hàng
        </text>
        <TextLines x={16} y={76} widths={[130, 110]} />
        <FigureButton x={16} y={104} width={112} height={22} label="Tải tiện ích (.zip)" primary />
        <Highlight x={16} y={104} width={112} height={22} />
        <Cursor x={124} y={120} />
        <TextLines x={16} y={150} widths={[140, 120, 90]} />
        <rect x={168} y={50} width={142} height={60} rx={6} fill={ink.paper} stroke={ink.line} />
        <text x={178} y={65} fontSize={8} fill={ink.muted}>
          Tệp đã tải xuống
        </text>
        <ZipIcon x={178} y={73} />
        <text x={201} y={83} fontSize={9.5} fill={ink.text}>
          extension.zip
        </text>
        <text x={201} y={95} fontSize={8} fill="#237804">
          Đã tải xong
        </text>
      </BrowserFrame>
    </Figure>
  );
}

export function UnzipFigure() {
  return (
    <Figure label="Trong thư mục Tải xuống, bấm chuột phải vào extension.zip, chọn Giải nén tất cả; được thư mục extension">
      <rect x={0.5} y={0.5} width={319} height={199} rx={8} fill={ink.paper} stroke={ink.line} />
      <path d="M0.5 30 V8.5 a8 8 0 0 1 8 -8 H311.5 a8 8 0 0 1 8 8 V30 Z" fill={ink.chrome} />
      <FolderIcon x={12} y={7} />
      <text x={40} y={20} fontSize={10} fontWeight={600} fill={ink.text}>
        Tải xuống
      </text>
      <line x1={0.5} y1={30} x2={319.5} y2={30} stroke={ink.line} />
      <rect x={8} y={44} width={136} height={26} rx={4} fill="#e8f0fe" />
      <ZipIcon x={16} y={47} />
      <text x={40} y={61} fontSize={9.5} fill={ink.text}>
        extension.zip
      </text>
      <rect x={150} y={50} width={160} height={78} rx={6} fill={ink.paper} stroke={ink.line} />
      <text x={162} y={68} fontSize={9} fill={ink.text}>
        Mở
      </text>
      <rect x={154} y={76} width={152} height={20} rx={3} fill="#fde8eb" />
      <text x={162} y={90} fontSize={9.5} fontWeight={600} fill={ink.text}>
        Giải nén tất cả…
      </text>
      <Highlight x={154} y={76} width={152} height={20} />
      <text x={162} y={114} fontSize={9} fill={ink.text}>
        Sao chép
      </text>
      <Cursor x={270} y={86} />
      <path
        d="M76 80 V142"
        stroke={ink.muted}
        strokeWidth={1.4}
        strokeDasharray="3 3"
        fill="none"
      />
      <path d="M71 136 L76 144 L81 136" stroke={ink.muted} strokeWidth={1.4} fill="none" />
      <rect x={8} y={150} width={136} height={26} rx={4} fill="#f6ffed" stroke="#b7eb8f" />
      <FolderIcon x={16} y={154} />
      <text x={42} y={167} fontSize={9.5} fontWeight={600} fill={ink.text}>
        extension
      </text>
      <text x={152} y={167} fontSize={8.5} fill="#237804">
        Thư mục đã giải nén
      </text>
    </Figure>
  );
}

export function OpenExtensionsFigure() {
  const rows = [
    ['chrome://extensions', 'Chrome'],
    ['coccoc://extensions', 'Cốc Cốc'],
    ['edge://extensions', 'Edge'],
  ] as const;
  return (
    <Figure label="Gõ chrome://extensions vào thanh địa chỉ (Cốc Cốc: coccoc://extensions, Edge: edge://extensions) rồi nhấn Enter">
      <BrowserFrame address="chrome://extensions">
        <Highlight x={8} y={22} width={260} height={17} />
        <rect x={8} y={46} width={260} height={70} rx={6} fill={ink.paper} stroke={ink.line} />
        {rows.map(([address, browser], index) => (
          <g key={address}>
            {index === 0 && <rect x={10} y={49} width={256} height={20} rx={3} fill="#e8f0fe" />}
            <text x={18} y={62 + index * 21} fontSize={9.5} fill={ink.text}>
              {address}
            </text>
            <text x={258} y={62 + index * 21} fontSize={8.5} fill={ink.muted} textAnchor="end">
              {browser}
            </text>
          </g>
        ))}
        <FigureButton x={214} y={130} width={58} label="Enter ↵" />
        <TextLines x={16} y={136} widths={[150, 170, 120, 140]} gap={12} />
      </BrowserFrame>
    </Figure>
  );
}

/** The top of the extensions page: its title and the developer-mode switch. */
function ExtensionsHeader({ highlightSwitch }: { highlightSwitch: boolean }) {
  return (
    <g>
      <text x={14} y={62} fontSize={11} fontWeight={700} fill={ink.text}>
        Tiện ích
      </text>
      <text x={264} y={62} fontSize={8.5} fill={ink.text} textAnchor="end">
        Chế độ dành cho nhà phát triển
      </text>
      <Toggle x={276} y={53} on />
      {highlightSwitch && <Highlight x={274} y={51} width={31} height={16} />}
      <line x1={0.5} y1={72} x2={319.5} y2={72} stroke={ink.line} />
    </g>
  );
}

/** Other extensions' cards on the extensions page. */
function ExtensionCards({ y }: { y: number }) {
  return (
    <g>
      {[14, 166].map((x) => (
        <g key={x}>
          <rect x={x} y={y} width={140} height={54} rx={6} fill={ink.paper} stroke={ink.line} />
          <rect x={x + 10} y={y + 10} width={16} height={16} rx={3} fill="#e8eaed" />
          <TextLines x={x + 34} y={y + 12} widths={[70, 90, 60]} gap={8} />
        </g>
      ))}
    </g>
  );
}

export function DeveloperModeFigure() {
  return (
    <Figure label="Ở góc phải trang Tiện ích, bật công tắc Chế độ dành cho nhà phát triển">
      <BrowserFrame address="chrome://extensions">
        <ExtensionsHeader highlightSwitch />
        <Cursor x={298} y={63} />
        <ExtensionCards y={90} />
        <TextLines x={14} y={162} widths={[200, 150]} gap={12} />
      </BrowserFrame>
    </Figure>
  );
}

export function LoadUnpackedFigure() {
  return (
    <Figure label="Bấm Tải tiện ích đã giải nén, chọn thư mục extension vừa giải nén rồi bấm Chọn thư mục">
      <BrowserFrame address="chrome://extensions">
        <ExtensionsHeader highlightSwitch={false} />
        <FigureButton x={14} y={80} width={118} label="Tải tiện ích đã giải nén" />
        <Highlight x={14} y={80} width={118} height={18} />
        <FigureButton x={140} y={80} width={86} label="Đóng gói tiện ích" />
        <FigureButton x={234} y={80} width={52} label="Cập nhật" />
        <rect
          x={110}
          y={106}
          width={200}
          height={88}
          rx={6}
          fill={ink.paper}
          stroke={ink.muted}
          strokeWidth={0.8}
        />
        <text x={120} y={121} fontSize={9.5} fontWeight={600} fill={ink.text}>
          Chọn thư mục
        </text>
        <rect x={116} y={127} width={188} height={20} rx={3} fill="#e8f0fe" />
        <FolderIcon x={122} y={129} />
        <text x={148} y={141} fontSize={9.5} fontWeight={600} fill={ink.text}>
          extension
        </text>
        <FolderIcon x={122} y={150} />
        <text x={148} y={162} fontSize={9} fill={ink.muted}>
          Ảnh
        </text>
        <FigureButton x={228} y={170} width={74} height={18} label="Chọn thư mục" primary />
        <Highlight x={228} y={170} width={74} height={18} />
        <Cursor x={299} y={184} />
        <TextLines x={14} y={116} widths={[80, 64, 72, 50, 60]} gap={14} />
      </BrowserFrame>
    </Figure>
  );
}

/** A pushpin, 12 px tall, at (x, y). */
function PinIcon({ x, y }: { x: number; y: number }) {
  return (
    <path
      transform={`translate(${x} ${y})`}
      d="M3 0 H9 L8 4 L11 7 H1 L4 4 Z M6 7 V12"
      fill={ink.blue}
      stroke={ink.blue}
      strokeWidth={1.2}
      strokeLinejoin="round"
    />
  );
}

export function PinFigure() {
  return (
    <Figure label="Bấm biểu tượng mảnh ghép cạnh thanh địa chỉ rồi bấm ghim cạnh Cổng khách hàng: đặt hàng để biểu tượng giỏ hàng luôn hiện">
      <BrowserFrame address="item.taobao.com/item.htm?id=…">
        <Highlight x={274} y={23} width={15} height={15} />
        <rect x={130} y={48} width={180} height={88} rx={6} fill={ink.paper} stroke={ink.line} />
        <text x={142} y={65} fontSize={9.5} fontWeight={700} fill={ink.text}>
          Tiện ích
        </text>
        <ExtensionIcon x={142} y={76} />
        <text x={162} y={87} fontSize={9.5} fill={ink.text}>
          Cổng khách hàng: đặt…
        </text>
        <PinIcon x={284} y={77} />
        <Highlight x={281} y={75} width={17} height={15} />
        <Cursor x={292} y={86} />
        <rect x={142} y={100} width={14} height={14} rx={3} fill="#e8eaed" />
        <TextLines x={162} y={105} widths={[80]} />
        <PuzzleIcon x={140} y={118} color={ink.muted} />
        <text x={160} y={129} fontSize={8.5} fill={ink.muted}>
          Quản lý tiện ích
        </text>
        <rect x={14} y={56} width={100} height={100} rx={4} fill="#f5f5f5" />
        <TextLines x={14} y={166} widths={[100, 70]} gap={10} />
      </BrowserFrame>
    </Figure>
  );
}
