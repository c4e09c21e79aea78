/**
 * One page of a list and the size of the whole list, queried together (DESIGN §3: {Items, Total}).
 * Both queries share one WHERE; the rows query carries its own ORDER BY, OFFSET and LIMIT.
 */
export async function listPage<Row, Item>(
  rows: Promise<Row[]>,
  total: Promise<{ value: number }[]>,
  toItem: (row: Row) => Item,
): Promise<{ Items: Item[]; Total: number }> {
  const [found, [counted]] = await Promise.all([rows, total]);
  return { Items: found.map(toItem), Total: counted?.value ?? 0 };
}
