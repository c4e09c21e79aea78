import readXlsxFile from 'read-excel-file/node';

/**
 * Bank statement lines from what staff upload: our CSV (`Ngày,Số tiền,Nội dung,Mã giao dịch`, or
 * those four columns without a header), or a bank's own export as CSV or .xlsx, its columns found
 * by their headers wherever the header row is (banks print the account's details above it):
 * Vietcombank's Ngày giao dịch, Số tham chiếu, Số tiền ghi nợ, Số tiền ghi có, Mô tả; MB Bank's
 * Ngày hạch toán or Ngày giao dịch, Phát sinh nợ, Phát sinh có, Nội dung or Diễn giải.
 */
export interface StatementLine {
  /** 1-based row number in the file, for the staff's report. */
  line: number;
  bookedOn: string;
  /** Signed whole đồng: + money in, − money out. */
  amount: number;
  content: string;
  bankReference: string;
}

export interface ParsedStatement {
  lines: StatementLine[];
  /** Rows whose amount could not be read: the row's text, for the staff's report. */
  unreadable: { line: number; bookedOn: string; content: string }[];
  /** Whether a header row was found (else the columns were taken by position, as our CSV's). */
  hasHeader: boolean;
}

type Cell = string | number | boolean | Date | null;

/** No bank writes more in one cell; what is longer is kept (and reported) cut to this. */
const FIELD_MAX = 500;

/** Header names, compared without case, accents or punctuation, and what each column holds. */
const HEADERS: Record<string, keyof Columns> = {
  ngay: 'date',
  ngaygiaodich: 'date',
  ngayhachtoan: 'date',
  sotien: 'amount',
  sotienghico: 'credit',
  phatsinhco: 'credit',
  ghico: 'credit',
  sotienghino: 'debit',
  phatsinhno: 'debit',
  ghino: 'debit',
  noidung: 'content',
  mota: 'content',
  diengiai: 'content',
  noidunggiaodich: 'content',
  sothamchieu: 'reference',
  magiaodich: 'reference',
  sobuttoan: 'reference',
};

interface Columns {
  date?: number;
  amount?: number;
  credit?: number;
  debit?: number;
  content?: number;
  reference?: number;
}

const headerKey = (cell: Cell) =>
  String(cell ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** The header row among the first rows (the one naming a date, an amount and a content). */
function findHeader(rows: Cell[][]): { index: number; columns: Columns } | null {
  for (let index = 0; index < Math.min(rows.length, 40); index++) {
    const columns: Columns = {};
    rows[index]?.forEach((cell, column) => {
      const kind = HEADERS[headerKey(cell)];
      if (kind && columns[kind] === undefined) columns[kind] = column;
    });
    const hasAmount = columns.amount !== undefined || columns.credit !== undefined;
    if (columns.content !== undefined && hasAmount) return { index, columns };
  }
  return null;
}

function parseAmount(cell: Cell): number | null {
  if (typeof cell === 'number')
    return Number.isSafeInteger(Math.round(cell)) ? Math.round(cell) : null;
  const cleaned = String(cell ?? '').replace(/\s|₫|VND|đ/gi, '');
  if (cleaned === '') return 0;
  if (!/^[+-]?\d{1,3}([.,]\d{3})*$|^[+-]?\d+$/.test(cleaned)) return null;
  const amount = Number(cleaned.replace(/[.,]/g, ''));
  // Beyond the exact range of a number no bank line can be real: unreadable, not a huge credit.
  return Number.isSafeInteger(amount) ? amount : null;
}

const text = (cell: Cell) => {
  if (cell instanceof Date) {
    return cell.toLocaleDateString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' });
  }
  return String(cell ?? '')
    .trim()
    .slice(0, FIELD_MAX);
};

/** The lines of a table of cells, by its header when it has one, else by position. */
export function linesOfRows(rows: Cell[][]): ParsedStatement {
  const header = findHeader(rows);
  const columns: Columns = header?.columns ?? { date: 0, amount: 1, content: 2, reference: 3 };
  const result: ParsedStatement = { lines: [], unreadable: [], hasHeader: header !== null };
  rows.forEach((row, index) => {
    if (header && index <= header.index) return;
    if (row.every((cell) => text(cell) === '')) return;
    const at = (column: number | undefined) =>
      column === undefined ? null : (row[column] ?? null);
    let amount: number | null;
    if (columns.credit !== undefined) {
      const credit = parseAmount(at(columns.credit));
      const debit = parseAmount(at(columns.debit));
      amount = credit === null || debit === null ? null : credit > 0 ? credit : -debit;
    } else {
      amount = parseAmount(at(columns.amount));
    }
    if (amount === null || (amount === 0 && !header)) {
      // A headerless file's first row may be a header we do not know; other rows are unreadable.
      if (header || index > 0) {
        result.unreadable.push({
          line: index + 1,
          bookedOn: text(at(columns.date)),
          content: row.map(text).join(' ').trim().slice(0, 200),
        });
      }
      return;
    }
    if (amount === 0) return; // a bank's subtotal or an empty line of its layout
    result.lines.push({
      line: index + 1,
      bookedOn: text(at(columns.date)),
      amount,
      content: text(at(columns.content)),
      bankReference: text(at(columns.reference)),
    });
  });
  return result;
}

/** One CSV row: fields may be quoted, with "" standing for a quote inside. */
export function splitCsvRow(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields;
}

/** A CSV statement: `,` or `;` separated (whichever the first rows use more). */
export function parseCsvStatement(csv: string): ParsedStatement {
  const rows = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const sample = rows.slice(0, 40).join('\n');
  const delimiter = sample.split(';').length > sample.split(',').length ? ';' : ',';
  return linesOfRows(rows.map((row) => splitCsvRow(row, delimiter)));
}

/** An .xlsx statement as the bank gives it: its first sheet. Null when it is no spreadsheet. */
export async function parseXlsxStatement(file: Buffer): Promise<ParsedStatement | null> {
  try {
    const [sheet] = await readXlsxFile(file);
    return sheet ? linesOfRows(sheet.data as Cell[][]) : null;
  } catch {
    return null;
  }
}
