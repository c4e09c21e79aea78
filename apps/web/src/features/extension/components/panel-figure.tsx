import { BrowserFrame, ExtensionIcon, Figure, FigureButton, ink, TextLines } from './figure-parts';

const WIDTH = 640;
const HEIGHT = 360;
/** The panel's left edge and width. */
const PANEL_X = 416;
const PANEL_W = 212;

/** A choice of a variant as a box; the one chosen is outlined in red. */
function Chip({
  x,
  y,
  label,
  chosen = false,
}: {
  x: number;
  y: number;
  label: string;
  chosen?: boolean;
}) {
  const width = 12 + label.length * 6.5;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={18}
        rx={4}
        fill={chosen ? '#fde8eb' : ink.paper}
        stroke={chosen ? ink.brand : ink.line}
        strokeWidth={chosen ? 1.5 : 1}
      />
      <text x={x + width / 2} y={y + 12.5} fontSize={9} fill={ink.text} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

/** The shop's own page under the panel: its picture, price tiers and variant boxes. */
function ShopPage() {
  return (
    <g>
      <rect x={16} y={58} width={170} height={170} rx={6} fill="#f5f5f5" />
      <path
        d="M66 96 L86 86 Q101 96 116 86 L136 96 L150 120 L134 128 L134 196 L68 196 L68 128 L52 120 Z"
        fill="#ff7875"
        stroke="#cf1322"
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
      {[16, 60, 104, 148].map((x) => (
        <rect key={x} x={x} y={236} width={38} height={38} rx={4} fill="#f0f0f0" />
      ))}
      <TextLines x={200} y={62} widths={[196, 150]} gap={10} color="#d9d9d9" />
      <rect x={200} y={86} width={200} height={54} rx={4} fill="#fff7e6" />
      {[
        ['¥128.00', '2–9'],
        ['¥120.00', '10–49'],
        ['¥112.00', '≥ 50'],
      ].map(([price, range], index) => (
        <g key={range}>
          <text x={208 + index * 66} y={110} fontSize={13} fontWeight={700} fill="#d4380d">
            {price}
          </text>
          <text x={208 + index * 66} y={128} fontSize={9} fill={ink.muted}>
            {range}
          </text>
        </g>
      ))}
      <TextLines x={200} y={154} widths={[30]} color="#d9d9d9" />
      {['#cf1322', '#1d39c4', '#262626'].map((color, index) => (
        <rect
          key={color}
          x={240 + index * 30}
          y={150}
          width={22}
          height={22}
          rx={3}
          fill={color}
          stroke={index === 0 ? '#d4380d' : 'none'}
          strokeWidth={2}
        />
      ))}
      <TextLines x={200} y={190} widths={[30]} color="#d9d9d9" />
      {['M', 'L', 'XL'].map((size, index) => (
        <Chip key={size} x={240 + index * 34} y={184} label={size} chosen={size === 'XL'} />
      ))}
      <TextLines x={200} y={226} widths={[196, 180, 120]} gap={12} color="#e8eaed" />
      <rect x={200} y={270} width={90} height={26} rx={13} fill="#ff7a45" />
      <rect x={298} y={270} width={90} height={26} rx={13} fill="#ff4d4f" />
      <TextLines x={16} y={290} widths={[170, 140]} gap={12} color="#e8eaed" />
    </g>
  );
}

/** The extension's panel as it sits at the right of an item page. */
function Panel() {
  const x = PANEL_X + 12;
  return (
    <g>
      <rect
        x={PANEL_X}
        y={52}
        width={PANEL_W}
        height={292}
        rx={8}
        fill={ink.paper}
        stroke="#bfbfbf"
      />
      <path
        d={`M${PANEL_X} 84 V60 a8 8 0 0 1 8 -8 H${PANEL_X + PANEL_W - 8} a8 8 0 0 1 8 8 V84 Z`}
        fill={ink.brand}
      />
      <ExtensionIcon x={x} y={61} inverted />
      <text x={x + 20} y={72} fontSize={10.5} fontWeight={700} fill={ink.paper}>
        Đặt hàng
      </text>
      <rect x={PANEL_X + PANEL_W - 62} y={60} width={52} height={16} rx={8} fill={ink.paper} />
      <text
        x={PANEL_X + PANEL_W - 36}
        y={71.5}
        fontSize={8.5}
        fontWeight={600}
        fill={ink.brand}
        textAnchor="middle"
      >
        Giỏ: 3
      </text>
      <text x={x} y={106} fontSize={16} fontWeight={700} fill={ink.brand}>
        ¥128,00
      </text>
      <text x={x + 74} y={106} fontSize={10} fill={ink.muted}>
        ≈ 467.200 ₫
      </text>
      <text x={x} y={128} fontSize={9} fill={ink.muted}>
        Màu sắc
      </text>
      <Chip x={x + 46} y={116} label="Đỏ" chosen />
      <Chip x={x + 80} y={116} label="Xanh" />
      <Chip x={x + 122} y={116} label="Đen" />
      <text x={x} y={152} fontSize={9} fill={ink.muted}>
        Size
      </text>
      <Chip x={x + 46} y={140} label="M" />
      <Chip x={x + 71} y={140} label="L" />
      <Chip x={x + 94} y={140} label="XL" chosen />
      <rect x={x} y={166} width={PANEL_W - 24} height={40} rx={4} fill="#fafafa" stroke="#f0f0f0" />
      <text x={x + 8} y={179} fontSize={8.5} fontWeight={600} fill={ink.text}>
        Giá theo số lượng
      </text>
      <text x={x + 8} y={196} fontSize={8.5} fill={ink.text}>
        <tspan fontWeight={700}>2–9: ¥128</tspan>
        <tspan dx={8}>10–49: ¥120</tspan>
        <tspan dx={8}>≥ 50: ¥112</tspan>
      </text>
      <text x={x} y={226} fontSize={9} fill={ink.muted}>
        Số lượng
      </text>
      <FigureButton x={x + 46} y={214} width={20} label="−" />
      <rect x={x + 66} y={214} width={30} height={18} fill={ink.paper} stroke={ink.line} />
      <text x={x + 81} y={226.5} fontSize={9.5} fill={ink.text} textAnchor="middle">
        2
      </text>
      <FigureButton x={x + 96} y={214} width={20} label="+" />
      <text x={x + 124} y={226} fontSize={8} fill={ink.muted}>
        tối thiểu 2
      </text>
      <rect
        x={x}
        y={242}
        width={PANEL_W - 24}
        height={22}
        rx={4}
        fill={ink.paper}
        stroke={ink.line}
      />
      <text x={x + 8} y={256.5} fontSize={8.5} fill="#8c8c8c">
        Ghi chú cho shop…
      </text>
      <FigureButton
        x={x}
        y={276}
        width={PANEL_W - 24}
        height={28}
        fontSize={11}
        label="Thêm vào giỏ"
        primary
      />
      <text x={PANEL_X + PANEL_W / 2} y={328} fontSize={9.5} fill={ink.brand} textAnchor="middle">
        Xem giỏ hàng →
      </text>
    </g>
  );
}

/** The extension on a 1688 item page: the shop's page, and our panel at its right. */
export function PanelFigure() {
  return (
    <Figure
      width={WIDTH}
      height={HEIGHT}
      label="Bảng đặt hàng của tiện ích bên phải trang sản phẩm 1688: giá 128 tệ và khoảng 467.200 đồng, màu Đỏ và size XL đã chọn, giá theo số lượng, số lượng 2, ghi chú, nút Thêm vào giỏ và Xem giỏ hàng"
    >
      <BrowserFrame address="detail.1688.com/offer/…" width={WIDTH} height={HEIGHT}>
        <ShopPage />
        <Panel />
      </BrowserFrame>
    </Figure>
  );
}
