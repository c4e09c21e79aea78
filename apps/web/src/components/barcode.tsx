/**
 * Code 128 (set B) as SVG, for the parcel label: a scanner at the Vietnamese warehouse reads the
 * tracking number from our label as well as from the shop's. Widths of the 107 symbols in modules,
 * bar then space alternately (ISO/IEC 15417); the last one is the stop symbol.
 */
const SYMBOLS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 ' +
  '122132 122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 ' +
  '321221 312212 322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 ' +
  '211313 231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 ' +
  '213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 111422 ' +
  '121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 ' +
  '241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 ' +
  '412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 ' +
  '211214 211232 2331112'
).split(' ');
const START_B = 104;
const STOP = 106;
/** White margin on each side, in modules: without it a scanner cannot find the start. */
const QUIET = 10;

/** The symbol values of `text` (printable ASCII) with the start, the check symbol and the stop. */
export function code128Values(text: string): number[] {
  const values = [...text].map((char) => char.charCodeAt(0) - 32);
  const check = values.reduce((sum, value, index) => sum + value * (index + 1), START_B) % 103;
  return [START_B, ...values, check, STOP];
}

interface Props {
  value: string;
  /** Height of the bars in mm (the label is laid out in mm). */
  heightMm: number;
  /** The widest it may print, in mm: a long number gets narrower modules (0,33 mm at most). */
  maxWidthMm: number;
}

export function Barcode({ value, heightMm, maxWidthMm }: Props) {
  const bars: Array<{ x: number; width: number }> = [];
  let x = QUIET;
  for (const symbol of code128Values(value)) {
    [...SYMBOLS[symbol]!].forEach((digit, index) => {
      const width = Number(digit);
      if (index % 2 === 0) bars.push({ x, width });
      x += width;
    });
  }
  const modules = x + QUIET;
  const moduleMm = Math.min(0.33, maxWidthMm / modules);
  return (
    <svg
      role="img"
      aria-label={`Mã vạch ${value}`}
      viewBox={`0 0 ${modules} 40`}
      preserveAspectRatio="none"
      style={{ width: `${modules * moduleMm}mm`, height: `${heightMm}mm`, display: 'block' }}
    >
      <rect x={0} y={0} width={modules} height={40} fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={40} fill="#000" />
      ))}
    </svg>
  );
}
