import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { formatDateTime, type BagDetail } from '@app/shared';
import { MM, PDF_FONTS } from '../../lib/pdf-fonts.js';
import { formatKg } from '../transports/parcel-pricing.js';

/**
 * A bag's manifest (bảng kê) on A4, printed when it is closed and travelling with it: the bag's
 * code as Code 128 for the receiving warehouse's scanner, where it goes, its weight, and one line
 * per parcel with the total. Long manifests run onto more pages, the table's heading repeated.
 */
const PAGE = { width: 210 * MM, height: 297 * MM };
const MARGIN = 15 * MM;
const ROW = 16;

/** The table's columns: heading, width (points) and the cell of a parcel. */
const COLUMNS: Array<{
  header: string;
  width: number;
  cell: (p: BagDetail['Parcels'][number], n: number) => string;
  align?: 'right';
}> = [
  { header: 'STT', width: 28, cell: (_, n) => String(n), align: 'right' },
  { header: 'Mã kiện', width: 78, cell: (p) => p.Code },
  { header: 'Mã vận đơn', width: 130, cell: (p) => p.TransportCode },
  { header: 'Mã khách', width: 72, cell: (p) => p.CustomerCode },
  { header: 'Mã đơn', width: 84, cell: (p) => p.OrderCode },
  { header: 'Cân nặng', width: 0, cell: (p) => weightOf(p.Weight), align: 'right' },
];

const weightOf = (kg: number | null) => (kg === null ? '—' : formatKg(Math.round(kg * 1000)));

export async function bagManifestPdf(bag: BagDetail, now = new Date()): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: bag.Code, scale: 3, height: 14 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Bảng kê bao ${bag.Code}`, Creator: 'Cổng khách hàng' },
  });
  doc.registerFont('regular', PDF_FONTS.regular);
  doc.registerFont('bold', PDF_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));

  const width = PAGE.width - 2 * MARGIN;
  const widths = COLUMNS.map((column) => column.width);
  const last = widths.length - 1;
  widths[last] = width - widths.slice(0, last).reduce((sum, w) => sum + w, 0);

  const row = (cells: string[], y: number, font: 'regular' | 'bold') => {
    let x = MARGIN;
    cells.forEach((value, index) => {
      const cellWidth = widths[index] ?? 0;
      doc
        .font(font)
        .fontSize(9.5)
        .text(value, x + 3, y + 4, {
          width: cellWidth - 6,
          align: COLUMNS[index]?.align ?? 'left',
          lineBreak: false,
          ellipsis: true,
        });
      x += cellWidth;
    });
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(MARGIN + width, y + ROW)
      .lineWidth(0.5)
      .stroke();
  };
  const heading = (y: number) => {
    row(
      COLUMNS.map((column) => column.header),
      y,
      'bold',
    );
    return y + ROW;
  };

  doc.font('bold').fontSize(18).text(`BẢNG KÊ BAO ${bag.Code}`, MARGIN, MARGIN);
  doc.image(barcode, PAGE.width - MARGIN - 70 * MM, MARGIN, { fit: [70 * MM, 18 * MM] });
  doc.moveDown(0.4);
  const facts: Array<[string, string]> = [
    ['Kho đích', bag.DestinationName],
    ['Cân nặng bao', weightOf(bag.Weight)],
    ['Số kiện', String(bag.Parcels.length)],
    ['Đóng bao lúc', formatDateTime(bag.ClosedDate) || 'Chưa đóng'],
  ];
  for (const [name, value] of facts) {
    doc.font('regular').fontSize(11).text(`${name}: `, MARGIN, doc.y, { continued: true });
    doc.font('bold').text(value, { lineBreak: false });
    doc.moveDown(0.2);
  }

  let y = heading(Math.max(doc.y + 10, MARGIN + 22 * MM));
  bag.Parcels.forEach((parcel, index) => {
    if (y + 2 * ROW > PAGE.height - MARGIN) {
      doc.addPage();
      y = heading(MARGIN);
    }
    row(
      COLUMNS.map((column) => column.cell(parcel, index + 1)),
      y,
      'regular',
    );
    y += ROW;
  });
  const total = bag.Parcels.reduce(
    (sum, parcel) => sum + Math.round((parcel.Weight ?? 0) * 1000),
    0,
  );
  row(['', 'Tổng cộng', `${bag.Parcels.length} kiện`, '', '', formatKg(total)], y, 'bold');
  doc
    .font('regular')
    .fontSize(9)
    .text(`In lúc ${formatDateTime(now)}`, MARGIN, y + ROW + 10, { width, align: 'right' });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
