import { formatVnd } from '@app/shared';
import type { DepositTransfer } from '../components/deposit-result';

/**
 * The framed VietQR card as one PNG the customer can keep: a phone showing the QR cannot scan
 * it, but every Vietnamese banking app reads a saved picture ("Quét ảnh QR"). Drawn on a canvas
 * from the code already on screen, so the picture is exactly what the screen shows.
 */

/** The card's colours, shared with the framed card on screen. */
export const QR_CARD_COLORS = {
  viet: '#c8102e',
  qr: '#00529c',
  napas: '#00529c',
  napas247: '#c8102e',
  text: '#1f1f1f',
  muted: '#595959',
  border: '#d9d9d9',
} as const;

const WIDTH = 480;
const PADDING = 32;
const QR_SIZE = 320;
/** Pixels per unit: sharp on a phone's dense screen and when zoomed in the gallery. */
const SCALE = 2;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export const depositQrFileName = (code: string) => `nap-tien-${code}.png`;

/** The QR code's own SVG as a picture the canvas can draw. */
async function svgImage(svg: SVGSVGElement): Promise<HTMLImageElement> {
  const markup = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  return image;
}

/** `text` cut into lines that fit `width` at the context's current font. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Line {
  text: string;
  font: string;
  color: string;
  size: number;
}

/** The details under the code, in the order the framed card on screen shows them. */
function detailLines(deposit: DepositTransfer): Line[] {
  const bank = deposit.BankAccount;
  const line = (text: string, size: number, weight: number, color: string): Line => ({
    text,
    size,
    color,
    font: `${weight} ${size}px ${FONT}`,
  });
  return [
    ...(bank
      ? [
          line(bank.BankName, 22, 700, QR_CARD_COLORS.text),
          line(bank.AccountName, 18, 400, QR_CARD_COLORS.text),
          line(`Số TK: ${bank.AccountNumber}`, 20, 600, QR_CARD_COLORS.text),
        ]
      : []),
    line(`Số tiền: ${formatVnd(deposit.Amount)}`, 24, 700, QR_CARD_COLORS.text),
    line(`Nội dung: ${deposit.TransferContent}`, 20, 700, QR_CARD_COLORS.viet),
    line(`Mã yêu cầu ${deposit.Code}`, 16, 400, QR_CARD_COLORS.muted),
  ];
}

/** The card with the code `svg` draws, as a PNG. */
export async function depositQrPng(deposit: DepositTransfer, svg: SVGSVGElement): Promise<Blob> {
  const qr = await svgImage(svg);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');

  // Lay the details out first: the card is as tall as they need.
  const textWidth = WIDTH - 2 * PADDING;
  const laid = detailLines(deposit).flatMap((line) => {
    context.font = line.font;
    return wrap(context, line.text, textWidth).map((text) => ({ ...line, text }));
  });
  const headerBottom = PADDING + 40;
  const qrTop = headerBottom + 20;
  const detailsTop = qrTop + QR_SIZE + 28;
  const height = laid.reduce((y, line) => y + line.size * 1.45, detailsTop) + PADDING;

  canvas.width = WIDTH * SCALE;
  canvas.height = Math.ceil(height * SCALE);
  context.scale(SCALE, SCALE);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, height);
  context.strokeStyle = QR_CARD_COLORS.border;
  context.lineWidth = 2;
  context.beginPath();
  context.roundRect(1, 1, WIDTH - 2, height - 2, 16);
  context.stroke();

  // The wordmarks, as text: VietQR on the left, NAPAS 247 on the right.
  context.textBaseline = 'alphabetic';
  const baseline = PADDING + 28;
  context.font = `800 30px ${FONT}`;
  context.textAlign = 'left';
  context.fillStyle = QR_CARD_COLORS.viet;
  context.fillText('Viet', PADDING, baseline);
  context.fillStyle = QR_CARD_COLORS.qr;
  context.fillText('QR', PADDING + context.measureText('Viet').width, baseline);
  context.textAlign = 'right';
  context.font = `800 22px ${FONT}`;
  context.fillStyle = QR_CARD_COLORS.napas247;
  const number = '247';
  context.fillText(number, WIDTH - PADDING, baseline);
  context.fillStyle = QR_CARD_COLORS.napas;
  context.fillText('NAPAS ', WIDTH - PADDING - context.measureText(number).width, baseline);

  context.imageSmoothingEnabled = false;
  context.drawImage(qr, (WIDTH - QR_SIZE) / 2, qrTop, QR_SIZE, QR_SIZE);

  context.textAlign = 'center';
  let y = detailsTop;
  for (const line of laid) {
    y += line.size * 1.2;
    context.font = line.font;
    context.fillStyle = line.color;
    context.fillText(line.text, WIDTH / 2, y);
    y += line.size * 0.25;
  }

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}
