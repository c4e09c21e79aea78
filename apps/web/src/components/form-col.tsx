import { Col, Form, type FormItemProps } from 'antd';

/**
 * A form field in a column of a Row: the Form.Item's props, and the column's share of the line on
 * a phone (`xs`, the whole line by default) and from a tablet up (`md`).
 */
export function FormCol({ xs = 24, md, ...item }: FormItemProps & { xs?: number; md: number }) {
  return (
    <Col xs={xs} md={md}>
      <Form.Item {...item} />
    </Col>
  );
}
