import type { ReactNode } from 'react';

/**
 * The pieces the install pictures are drawn with (inline SVG: sharp at any width, no image to
 * download, text in Vietnamese). Coordinates are in a 320 × 200 box unless a figure says else.
 */

export const ink = {
  text: '#202124',
  muted: '#5f6368',
  line: '#dadce0',
  chrome: '#f1f3f4',
  brand: '#c8102e',
  blue: '#1a73e8',
  paper: '#ffffff',
} as const;

/** A picture of a screen: named for screen readers, as wide as its column and never wider. */
export function Figure({
  label,
  width = 320,
  height = 200,
  children,
}: {
  label: string;
  width?: number;
  height?: number;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      fontFamily="inherit"
      style={{ display: 'block', width: '100%', height: 'auto' }}
    >
      {children}
    </svg>
  );
}

/**
 * A browser window: the tab strip, the address bar showing `address`, the extensions button
 * (the puzzle piece) at the right; the page is drawn under y = 44.
 */
export function BrowserFrame({
  address,
  children,
  width = 320,
  height = 200,
}: {
  address: string;
  children?: ReactNode;
  width?: number;
  height?: number;
}) {
  return (
    <g>
      <rect
        x={0.5}
        y={0.5}
        width={width - 1}
        height={height - 1}
        rx={8}
        fill={ink.paper}
        stroke={ink.line}
      />
      <path
        d={`M0.5 44 V8.5 a8 8 0 0 1 8 -8 H${width - 8.5} a8 8 0 0 1 8 8 V44 Z`}
        fill={ink.chrome}
      />
      {[12, 22, 32].map((x, index) => (
        <circle key={x} cx={x} cy={10} r={3} fill={['#ff5f57', '#febc2e', '#28c840'][index]} />
      ))}
      <rect x={44} y={3} width={96} height={15} rx={5} fill={ink.paper} />
      <rect x={8} y={22} width={width - 60} height={17} rx={8.5} fill={ink.paper} />
      <text x={18} y={34} fontSize={9} fill={ink.text}>
        {address}
      </text>
      <PuzzleIcon x={width - 46} y={23} />
      <circle cx={width - 16} cy={26} r={1.3} fill={ink.muted} />
      <circle cx={width - 16} cy={30.5} r={1.3} fill={ink.muted} />
      <circle cx={width - 16} cy={35} r={1.3} fill={ink.muted} />
      <line x1={0.5} y1={44} x2={width - 0.5} y2={44} stroke={ink.line} />
      {children}
    </g>
  );
}

/** Chromium's extensions button, a puzzle piece, 15 px square at (x, y). */
export function PuzzleIcon({ x, y, color = ink.muted }: { x: number; y: number; color?: string }) {
  return (
    <path
      transform={`translate(${x} ${y})`}
      d="M2 4h3a2 2 0 1 1 4 0h3v3a2 2 0 1 1 0 4v3H2v-3a2 2 0 1 0 0-4z"
      fill="none"
      stroke={color}
      strokeWidth={1.4}
      strokeLinejoin="round"
    />
  );
}

/** The extension's own icon: a white cart on the brand's red (red on white inside a red bar). */
export function ExtensionIcon({
  x,
  y,
  size = 14,
  inverted = false,
}: {
  x: number;
  y: number;
  size?: number;
  inverted?: boolean;
}) {
  const cart = inverted ? ink.brand : ink.paper;
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} rx={3} fill={inverted ? ink.paper : ink.brand} />
      <g transform={`translate(${x} ${y}) scale(${size / 14})`}>
        <path
          d="M2.5 3.5 H4 L5.3 8.6 H10.6 L11.6 5 H4.6"
          fill="none"
          stroke={cart}
          strokeWidth={1.3}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx={6} cy={10.8} r={1} fill={cart} />
        <circle cx={10} cy={10.8} r={1} fill={cart} />
      </g>
    </g>
  );
}

/** What to click: a red ring around it. */
export function Highlight({
  x,
  y,
  width,
  height,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
}) {
  return (
    <rect
      x={x - 3}
      y={y - 3}
      width={width + 6}
      height={height + 6}
      rx={6}
      fill="none"
      stroke={ink.brand}
      strokeWidth={2}
    />
  );
}

/** The mouse pointer, its tip at (x, y). */
export function Cursor({ x, y }: { x: number; y: number }) {
  return (
    <path
      transform={`translate(${x} ${y})`}
      d="M0 0 L0 15 L4 11 L7 18 L10 17 L7 10 L12 10 Z"
      fill={ink.paper}
      stroke={ink.text}
      strokeWidth={1.1}
      strokeLinejoin="round"
    />
  );
}

/** A zip file: a page with the zipper down its middle. */
export function ZipIcon({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0 H11 L16 5 V20 H0 Z" fill="#fff7e6" stroke="#ad4e00" strokeWidth={1} />
      {[3, 7, 11].map((row) => (
        <rect key={row} x={6} y={row} width={4} height={2} fill="#ad4e00" />
      ))}
      <rect x={5.5} y={14} width={5} height={4} rx={1} fill="none" stroke="#ad4e00" />
    </g>
  );
}

/** A folder. */
export function FolderIcon({ x, y }: { x: number; y: number }) {
  return (
    <path
      transform={`translate(${x} ${y})`}
      d="M0 2 a2 2 0 0 1 2 -2 H7 L9 3 H18 a2 2 0 0 1 2 2 V15 a2 2 0 0 1 -2 2 H2 a2 2 0 0 1 -2 -2 Z"
      fill="#ffd666"
      stroke="#d48806"
      strokeWidth={1}
    />
  );
}

/** An on/off switch as Chromium draws it; on, it is blue with the knob at the right. */
export function Toggle({ x, y, on }: { x: number; y: number; on: boolean }) {
  return (
    <g>
      <rect x={x} y={y} width={26} height={12} rx={6} fill={on ? '#8ab4f8' : ink.line} />
      <circle
        cx={on ? x + 20 : x + 6}
        cy={y + 6}
        r={7}
        fill={on ? ink.blue : ink.paper}
        stroke={on ? ink.blue : ink.line}
      />
    </g>
  );
}

/** Grey bars standing for lines of text one need not read. */
export function TextLines({
  x,
  y,
  widths,
  gap = 9,
  color = '#e8eaed',
}: {
  x: number;
  y: number;
  widths: readonly number[];
  gap?: number;
  color?: string;
}) {
  return (
    <g>
      {widths.map((width, index) => (
        <rect key={index} x={x} y={y + index * gap} width={width} height={4} rx={2} fill={color} />
      ))}
    </g>
  );
}

/** A button: a rounded box with its label centred. */
export function FigureButton({
  x,
  y,
  width,
  label,
  primary = false,
  height = 18,
  fontSize = 8.5,
}: {
  x: number;
  y: number;
  width: number;
  label: string;
  primary?: boolean;
  height?: number;
  fontSize?: number;
}) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={4}
        fill={primary ? ink.brand : ink.paper}
        stroke={primary ? ink.brand : ink.line}
      />
      <text
        x={x + width / 2}
        y={y + height / 2 + fontSize * 0.36}
        fontSize={fontSize}
        fill={primary ? ink.paper : ink.text}
        textAnchor="middle"
        fontWeight={primary ? 600 : 400}
      >
        {label}
      </text>
    </g>
  );
}
