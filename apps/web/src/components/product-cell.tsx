import { Typography, type TableColumnsType } from 'antd';

/**
 * An item of an order or a consignment: its name, opening its shop page in a new tab when it has
 * one, and a small grey line under it (its properties, the customer's note).
 */
function ProductCell({ name, link, note }: { name: string; link: string; note: string }) {
  return (
    <div>
      {link ? (
        <Typography.Link href={link} target="_blank" rel="noreferrer">
          {name}
        </Typography.Link>
      ) : (
        name
      )}
      {note && (
        <div className="muted" style={{ fontSize: 12 }}>
          {note}
        </div>
      )}
    </div>
  );
}

/** The "Sản phẩm" column of an item table: the name, linked, with `note` of the row under it. */
export function productColumn<Row extends { ProductName: string; ProductLink: string }>(
  note: (row: Row) => string,
): TableColumnsType<Row>[number] {
  return {
    title: 'Sản phẩm',
    dataIndex: 'ProductName',
    render: (_, row) => (
      <ProductCell name={row.ProductName} link={row.ProductLink} note={note(row)} />
    ),
  };
}
