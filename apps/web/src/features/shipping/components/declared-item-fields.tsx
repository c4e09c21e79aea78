import type { ReactNode } from 'react';
import { Col, Form, Input, Row, type FormRule } from 'antd';
import { orderShipItemSchema, type OrderShipItemInput } from '@app/shared';
import { QuantityInput, YuanInput } from '../../../components/number-inputs';

type Field = keyof OrderShipItemInput;

/** The shared rule of one declared item field, so the form says what the server would. */
export const itemRules = (field: Field): FormRule[] => [
  {
    validator: async (_rule, value: unknown) => {
      const result = orderShipItemSchema.shape[field].safeParse(value ?? undefined);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  },
];

const labels: Record<Field, string> = {
  ProductName: 'Tên sản phẩm',
  ProductLink: 'Đường dẫn sản phẩm',
  Quantity: 'Số lượng',
  PriceCNY: 'Đơn giá (¥)',
  Note: 'Ghi chú',
};

/** Column spans of the one-line layout; the header row of the item list uses the same. */
export const ROW_SPANS: Record<Field | 'action', number> = {
  ProductName: 7,
  ProductLink: 6,
  Quantity: 3,
  PriceCNY: 3,
  Note: 4,
  action: 1,
};

/** Column spans of the labelled layout: a phone's two numbers share a line, the rest take one. */
const STACK_SPANS: Record<Field, { xs: number; md: number }> = {
  ProductName: { xs: 24, md: 12 },
  ProductLink: { xs: 24, md: 12 },
  Quantity: { xs: 12, md: 6 },
  PriceCNY: { xs: 12, md: 6 },
  Note: { xs: 24, md: 12 },
};

/** The header above one-line item rows (wide screens). */
export function ItemHeader() {
  return (
    <Row gutter={8} style={{ fontWeight: 500, marginBottom: 4 }} aria-hidden>
      {(Object.keys(labels) as Field[]).map((field) => (
        <Col key={field} span={ROW_SPANS[field]}>
          {field === 'ProductName' || field === 'Quantity' || field === 'PriceCNY' ? (
            <>
              <span style={{ color: '#ff4d4f' }}>* </span>
              {labels[field]}
            </>
          ) : (
            labels[field]
          )}
        </Col>
      ))}
    </Row>
  );
}

interface Props {
  /** The field path before each name: `[index]` inside a Form.List, `[]` in a single-item form. */
  prefix: Array<string | number>;
  /** 'row': one line under ItemHeader (wide screens); 'stack': labelled fields (phones, dialogs). */
  layout: 'row' | 'stack';
  /** A remove button, placed at the end of the row or the top of the stack. */
  action?: ReactNode;
}

/** The fields of one declared item: name, link, quantity, price in ¥, note. */
export function DeclaredItemFields({ prefix, layout, action }: Props) {
  const row = layout === 'row';
  const item = (field: Field, node: ReactNode) => (
    <Form.Item
      name={[...prefix, field]}
      label={row ? undefined : labels[field]}
      required={field === 'ProductName' || field === 'Quantity' || field === 'PriceCNY'}
      rules={itemRules(field)}
      style={row ? { marginBottom: 8 } : undefined}
    >
      {node}
    </Form.Item>
  );
  const fields = {
    ProductName: item(
      'ProductName',
      <Input maxLength={500} aria-label={labels.ProductName} placeholder="VD: Áo khoác nữ" />,
    ),
    ProductLink: item(
      'ProductLink',
      <Input maxLength={1000} aria-label={labels.ProductLink} placeholder="https://..." />,
    ),
    Quantity: item('Quantity', <QuantityInput aria-label={labels.Quantity} />),
    PriceCNY: item('PriceCNY', <YuanInput aria-label={labels.PriceCNY} />),
    Note: item(
      'Note',
      <Input maxLength={255} aria-label={labels.Note} placeholder="Màu, size, ..." />,
    ),
  };
  if (row) {
    return (
      <Row gutter={8} align="top">
        {(Object.keys(fields) as Field[]).map((field) => (
          <Col key={field} span={ROW_SPANS[field]}>
            {fields[field]}
          </Col>
        ))}
        <Col span={ROW_SPANS.action} style={{ paddingTop: 4 }}>
          {action}
        </Col>
      </Row>
    );
  }
  return (
    <Row gutter={12}>
      {(Object.keys(fields) as Field[]).map((field) => (
        <Col key={field} xs={STACK_SPANS[field].xs} md={STACK_SPANS[field].md}>
          {fields[field]}
        </Col>
      ))}
      {action && <Col xs={24}>{action}</Col>}
    </Row>
  );
}
