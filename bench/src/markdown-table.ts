/** Prints a Markdown table, the `numeric` columns right-aligned: every bench's figures. */
export function printTable(header: string[], lines: string[][], numeric: Set<number>): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    `| ${cells
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join(' | ')} |`;
  console.log(format(header));
  console.log(
    `|${widths.map((width, column) => (numeric.has(column) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}
