/**
 * Reading a statement file in the browser: a CSV becomes text (banks write UTF-8, sometimes with a
 * byte-order mark, or UTF-16), an Excel workbook is sent as it is, in base64.
 */

export type StatementFileKind = 'csv' | 'xlsx';

/** What the file is, by its name (what the bank named it) and, failing that, its type. */
export function statementFileKind(file: { name: string; type: string }): StatementFileKind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.csv') || name.endsWith('.txt')) return 'csv';
  if (file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') {
    return 'xlsx';
  }
  if (file.type === 'text/csv' || file.type === 'text/plain') return 'csv';
  return null;
}

/** A CSV's text: UTF-16 when its byte-order mark says so, else UTF-8 (its mark dropped). */
export function decodeCsv(bytes: ArrayBuffer): string {
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** Base64 of the bytes, in chunks (a spreadsheet of a few MB would overflow one call's arguments). */
export function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  const chunk = 0x8000;
  let binary = '';
  for (let start = 0; start < view.length; start += chunk) {
    binary += String.fromCharCode(...view.subarray(start, start + chunk));
  }
  return btoa(binary);
}
