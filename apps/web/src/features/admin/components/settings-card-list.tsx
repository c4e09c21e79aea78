import type { ReactNode } from 'react';
import { Button, Card, Form, type FormListFieldData } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';

type ListRules = NonNullable<Parameters<typeof Form.List>[0]['rules']>;

export const removeButton = (onClick: () => void, label: string) => (
  <Button type="text" danger icon={<MinusCircleOutlined />} aria-label={label} onClick={onClick} />
);

interface Props {
  name: string | (string | number)[];
  /** Rules on the list as a whole; their message shows under the cards. */
  rules?: ListRules;
  /** The card's heading, from the row's index. */
  title: (index: number) => string;
  removeLabel: string;
  addLabel: string;
  /** Adds a blank row; gets antd's add and how many rows there are now. */
  onAdd: (add: (row: object) => void, count: number) => void;
  children: (field: FormListFieldData) => ReactNode;
}

/** A settings list edited as one small card per row (bank accounts, offices, customer levels). */
export function SettingsCardList({
  name,
  rules,
  title,
  removeLabel,
  addLabel,
  onAdd,
  children,
}: Props) {
  return (
    <Form.List name={name} rules={rules}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
              title={title(field.name)}
              extra={removeButton(() => remove(field.name), removeLabel)}
            >
              {children(field)}
            </Card>
          ))}
          {rules && <Form.ErrorList errors={errors} />}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => onAdd(add, fields.length)}>
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}
