import type { ParcelLabel } from './parcel-label.js';

/**
 * The label in ZPL II for a thermal label printer, 100×150 mm at 203 dpi (812×1218 dots).
 * `^CI28` makes the field data UTF-8, so Vietnamese names print as written on a printer with a
 * Unicode font; the printer draws the Code 128 (`^BC`, subset B for letters) and the QR (`^BQ`).
 */
const WIDTH = 812;
const HEIGHT = 1218;

/** Field data as ZPL takes it: `^` and `~` would start commands, so they are left out. */
const field = (text: string) => text.replace(/[\^~]/g, ' ');

const textAt = (x: number, y: number, size: number, text: string, width = WIDTH - 2 * x) =>
  `^FO${x},${y}^A0N,${size},${size}^FB${width},1,0,L^FD${field(text)}^FS`;

export function parcelLabelZpl(label: ParcelLabel): string {
  const lines = [
    '^XA',
    '^CI28',
    `^PW${WIDTH}`,
    `^LL${HEIGHT}`,
    textAt(40, 40, 44, label.destination),
    '^FO40,100^GB732,4,4^FS',
    textAt(40, 130, 110, label.customer),
    textAt(40, 250, 40, label.customerName),
    // Code 128 of the parcel's code, with its text under it.
    `^FO60,330^BY3,3,180^BCN,180,Y,N,N^FD>:${field(label.code)}^FS`,
    textAt(40, 600, 36, `Mã vận đơn: ${label.trackingNumber}`),
    textAt(40, 660, 36, `Cân nặng: ${label.weight}`),
    textAt(40, 720, 36, label.ownerCode ? `Đơn: ${label.ownerCode}` : 'Đơn: —'),
    textAt(40, 780, 36, `Dịch vụ: ${label.services || '—'}`),
    '^FO40,850^GB732,4,4^FS',
    // The QR holds the parcel's code too, for a phone's camera.
    `^FO40,880^BQN,2,8^FDQA,${field(label.code)}^FS`,
    textAt(380, 1120, 28, `In lúc ${label.printedAt}`, 400),
    '^XZ',
  ];
  return `${lines.join('\n')}\n`;
}
