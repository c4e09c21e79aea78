import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { MM, PDF_FONTS as FONTS } from '../../lib/pdf-fonts.js';
import type { ParcelLabel } from './parcel-label.js';

/**
 * The label as a PDF page of 100×150 mm, for an ordinary or a label printer from the browser,
 * in DejaVu Sans (lib/pdf-fonts.ts); bwip-js draws the Code 128 and the QR as pictures at print
 * resolution.
 */
const PAGE = { width: 100 * MM, height: 150 * MM };
const MARGIN = 6 * MM;

export async function parcelLabelPdf(label: ParcelLabel): Promise<Buffer> {
  const [barcode, qr] = await Promise.all([
    bwipjs.toBuffer({ bcid: 'code128', text: label.code, scale: 4, height: 16 }),
    bwipjs.toBuffer({ bcid: 'qrcode', text: label.code, scale: 6 }),
  ]);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    info: { Title: `Tem kiện ${label.code}`, Creator: 'Cổng khách hàng' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));

  const width = PAGE.width - 2 * MARGIN;
  const line = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE.width - MARGIN, y)
      .lineWidth(1.5)
      .stroke();
  const text = (
    font: 'regular' | 'bold',
    size: number,
    value: string,
    y: number,
    align: 'left' | 'center' = 'left',
  ) =>
    doc
      .font(font)
      .fontSize(size)
      .text(value, MARGIN, y, { width, align, lineBreak: false, ellipsis: true });

  text('bold', 15, label.destination, MARGIN);
  line(MARGIN + 22);
  // The big line is read from across the shelf: as large as fits on one line ("KIỆN VÔ CHỦ" is
  // wider than a customer code, and pdfkit wraps a line that does not fit over the barcode).
  const fitted = (font: 'regular' | 'bold', largest: number, value: string) => {
    doc.font(font).fontSize(largest);
    const natural = doc.widthOfString(value);
    return natural <= width ? largest : Math.floor((largest * width) / natural);
  };
  text('bold', fitted('bold', 34, label.customer), label.customer, MARGIN + 30);
  text('regular', 12, label.customerName || ' ', MARGIN + 72);
  doc.image(barcode, MARGIN, MARGIN + 96, { fit: [width, 62], align: 'center' });
  text('bold', 14, label.code, MARGIN + 162, 'center');
  doc.moveDown(0.6);
  for (const [name, value] of [
    ['Mã vận đơn', label.trackingNumber],
    ['Cân nặng', label.weight],
    ['Đơn', label.ownerCode || '—'],
    ['Dịch vụ', label.services || '—'],
  ] as const) {
    doc.font('regular').fontSize(11).text(`${name}: `, MARGIN, doc.y, { continued: true });
    doc.font('bold').text(value, { lineBreak: false, ellipsis: true });
    doc.moveDown(0.3);
  }
  const qrSize = 30 * MM;
  const bottom = PAGE.height - MARGIN;
  line(bottom - qrSize - 8);
  doc.image(qr, MARGIN, bottom - qrSize, { fit: [qrSize, qrSize] });
  doc
    .font('regular')
    .fontSize(9)
    .text(`In lúc ${label.printedAt}`, MARGIN + qrSize + 8, bottom - 14, {
      width: width - qrSize - 8,
      align: 'right',
      lineBreak: false,
    });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
