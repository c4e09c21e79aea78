import type { ReactNode } from 'react';
import { Col, Form, Input, InputNumber, Row, type ColProps } from 'antd';
import { settingsRules } from './settings-form-values';
import { decimalComma, thousands } from './thousands';

type Path = (string | number)[];

/** One field of a settings row: its label, its key in the row, its input (text by default). */
export interface SettingsField {
  label: string;
  name: string;
  required?: boolean;
  input?: ReactNode;
  /** A hint under the field: what the setting is used for. */
  extra?: ReactNode;
  /** Its width at each breakpoint, as an antd Col's. */
  col: ColProps;
}

/** A percent (0–100, decimal comma), the full width of its column. */
export const percentInput = (
  <InputNumber<number> min={0} max={100} style={{ width: '100%' }} {...decimalComma} />
);

/** An amount in đồng, read with thousands dots, the full width of its column. */
export const moneyInput = (step = 1) => (
  <InputNumber<number> min={0} step={step} style={{ width: '100%' }} {...thousands} />
);

export const phoneInput = <Input type="tel" />;

/**
 * A row of settings fields. Their names sit under `row` (a list row's index, or a group such as
 * Contacts); the rules check each at its whole path, `list` then `row` then its name, so every
 * message is the settings schema's.
 */
export function SettingsFieldRow({
  list = [],
  row,
  fields,
  gutter = 12,
}: {
  list?: Path;
  row: Path;
  fields: SettingsField[];
  gutter?: number;
}) {
  return (
    <Row gutter={gutter}>
      {fields.map(({ label, name, required, input = <Input />, extra, col }) => (
        <Col key={name} {...col}>
          <Form.Item
            label={label}
            name={[...row, name]}
            required={required}
            extra={extra}
            rules={settingsRules([...list, ...row, name])}
          >
            {input}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
