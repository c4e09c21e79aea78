/**
 * Bank statement lines from a CSV export: columns date, amount, content and (optionally) the bank's
 * transaction reference, in that order; a header row and `;` separators are recognised.
 * Amounts may be written 1.500.000, 1,500,000 or 1500000 (whole đồng).
 */
export interface StatementLine {
  /** 1-based line number in the file, for the staff's report. */
  line: number;
  bookedOn: string;
  amount: number;
  content: string;
  bankReference: string;
}

export interface ParsedStatement {
  lines: StatementLine[];
  unreadable: { line: number; content: string }[];
}

/** No bank writes more in one cell; what is longer is kept (and reported) cut to this. */
const FIELD_MAX = 500;

export function parseStatement(csv: string): ParsedStatement {
  const rows = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const delimiter =
    (rows[0]?.split(';').length ?? 0) > (rows[0]?.split(',').length ?? 0) ? ';' : ',';
  const result: ParsedStatement = { lines: [], unreadable: [] };
  rows.forEach((text, index) => {
    if (text.trim() === '') return;
    const [bookedOn = '', amountText = '', content = '', bankReference = ''] = splitCsvRow(
      text,
      delimiter,
    );
    const amount = parseAmount(amountText);
    if (amount === null) {
      // The header, or a line without a readable amount.
      if (index > 0) result.unreadable.push({ line: index + 1, content: text.slice(0, 200) });
      return;
    }
    result.lines.push({
      line: index + 1,
      bookedOn: bookedOn.trim().slice(0, FIELD_MAX),
      amount,
      content: content.trim().slice(0, FIELD_MAX),
      bankReference: bankReference.trim().slice(0, FIELD_MAX),
    });
  });
  return result;
}

function parseAmount(text: string): number | null {
  const cleaned = text.replace(/\s|₫|VND|đ/gi, '');
  if (!/^[+-]?\d{1,3}([.,]\d{3})*$|^[+-]?\d+$/.test(cleaned)) return null;
  const amount = Number(cleaned.replace(/[.,]/g, ''));
  // Beyond the exact range of a number no bank line can be real: unreadable, not a huge credit.
  return Number.isSafeInteger(amount) ? amount : null;
}

/** One CSV row: fields may be quoted, with "" standing for a quote inside. */
export function splitCsvRow(text: string, delimiter: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
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

/** Banks print the transfer content in their own way (case, spacing, punctuation): compare it plainly. */
export function findTransferContent(content: string): string | null {
  const match = /NAP\W*(KH\d{6})\W*(\d{5})(?!\d)/i.exec(content);
  return match ? `NAP ${match[1]?.toUpperCase()} ${match[2]}` : null;
}
