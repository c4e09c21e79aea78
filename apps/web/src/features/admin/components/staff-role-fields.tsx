import { Form, Select, type FormItemProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CHINA_WAREHOUSE_NAME, STAFF_ROLES, staffRoleNames, type Warehouse } from '@app/shared';
import { warehousesQuery } from '../../../lib/reference-data';

export const roleOptions = STAFF_ROLES.map((role) => ({
  value: role,
  label: staffRoleNames[role],
}));

/** The Chinese warehouse's option in the select (antd's options take no null value). */
const CHINA = 'china';

/**
 * Where a warehouse worker works: their Vietnamese warehouse's name, or the Chinese warehouse
 * (a warehouse worker with no Vietnamese warehouse, WarehouseId null).
 */
export const workplaceOf = (warehouseId: number | null, warehouses: readonly Warehouse[]) =>
  warehouseId === null
    ? CHINA_WAREHOUSE_NAME
    : (warehouses.find((item) => item.Id === warehouseId)?.Name ?? `Kho #${warehouseId}`);

/** What the server keeps of a form's role and warehouse: the warehouse is a warehouse worker's. */
export const withWorkplace = <V extends { Role: string; WarehouseId?: number | null }>(
  values: V,
): V => ({
  ...values,
  WarehouseId: values.Role === 'warehouse' ? (values.WarehouseId ?? null) : null,
});

interface Props {
  /** The role's Form.Item props (label, name, rules) from the form's schema. */
  role: FormItemProps;
  /** The warehouse's Form.Item props from the form's schema. */
  warehouse: FormItemProps;
  /** The role cannot be changed (an admin's own account). */
  roleLocked?: boolean;
}

/**
 * A staff account's role (DESIGN §12) and, for a warehouse worker, the warehouse they work in:
 * a Vietnamese one, where they receive goods into that warehouse only, or the Chinese one.
 */
export function StaffRoleFields({ role, warehouse, roleLocked = false }: Props) {
  const chosen = Form.useWatch<string | undefined>('Role', Form.useFormInstance());
  const { data: warehouses = [], isLoading } = useQuery(warehousesQuery);
  return (
    <>
      <Form.Item
        {...role}
        extra={roleLocked ? 'Bạn không thể tự đổi vai trò của chính mình.' : undefined}
      >
        <Select options={roleOptions} disabled={roleLocked} />
      </Form.Item>
      {chosen === 'warehouse' && (
        <Form.Item
          {...warehouse}
          extra="Nhân viên kho Việt Nam chỉ nhận hàng vào kho của mình."
          getValueProps={(value: number | null | undefined) => ({ value: value ?? CHINA })}
          normalize={(value: number | typeof CHINA) => (value === CHINA ? null : value)}
        >
          <Select<number | typeof CHINA>
            loading={isLoading}
            options={[
              { value: CHINA, label: CHINA_WAREHOUSE_NAME },
              ...warehouses.map((item) => ({ value: item.Id, label: item.Name })),
            ]}
          />
        </Form.Item>
      )}
    </>
  );
}
