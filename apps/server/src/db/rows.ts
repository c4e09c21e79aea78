/** The rows of a raw statement's result: execute() answers rows on PGlite and {rows} on node-postgres. */
export function rowsOfResult<Row>(result: unknown): Row[] {
  const answer = result as { rows?: Row[] } | Row[];
  return Array.isArray(answer) ? answer : (answer.rows ?? []);
}
