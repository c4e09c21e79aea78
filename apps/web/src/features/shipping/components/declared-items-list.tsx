import { Button, Form, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatCny, formatVnd, messages, type OrderShipItemInput } from '@app/shared';
import { SpreadRow } from '../../../components/spread-row';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { DeclaredItemFields, ItemHeader } from './declared-item-fields';

/** A new item row: one of it, the rest to fill in. */
export const emptyItem: Partial<OrderShipItemInput> = { Quantity: 1 };

/**
 * The declared items of a new consignment (the form's Items): one line each under a header on a
 * wide screen, a small card each on a phone; any but the last may be removed. Under them, what
 * they are worth, in ¥ and about in đồng.
 */
export function DeclaredItemsList({
  declared,
  declaredVnd,
}: {
  declared: number;
  declaredVnd: number;
}) {
  const wide = useWideScreen();
  return (
    <Form.List
      name="Items"
      rules={[
        {
          validator: async (_rule, value: unknown[] | undefined) => {
            if (!value || value.length === 0) {
              throw new Error(messages.consignmentItemsRequired);
            }
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {wide && <ItemHeader />}
          {fields.map((field, index) => {
            const removeButton =
              fields.length > 1 ? (
                wide ? (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Xóa mặt hàng ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                ) : (
                  <Button danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                    Xóa mặt hàng {index + 1}
                  </Button>
                )
              ) : undefined;
            return wide ? (
              <DeclaredItemFields
                key={field.key}
                prefix={[field.name]}
                layout="row"
                action={removeButton}
              />
            ) : (
              <div
                key={field.key}
                style={{
                  border: '1px solid #f0f0f0',
                  borderRadius: 8,
                  padding: '8px 12px',
                  marginBottom: 12,
                }}
              >
                <Typography.Text strong>Mặt hàng {index + 1}</Typography.Text>
                <DeclaredItemFields prefix={[field.name]} layout="stack" action={removeButton} />
              </div>
            );
          })}
          <Form.ErrorList errors={errors} />
          <SpreadRow style={{ marginTop: 8 }}>
            <Button icon={<PlusOutlined />} onClick={() => add({ ...emptyItem })}>
              Thêm mặt hàng
            </Button>
            <Typography.Text>
              Tổng giá trị khai báo: <strong>{formatCny(declared)}</strong>
              {declaredVnd > 0 && (
                <Typography.Text type="secondary"> (≈ {formatVnd(declaredVnd)})</Typography.Text>
              )}
            </Typography.Text>
          </SpreadRow>
        </>
      )}
    </Form.List>
  );
}
