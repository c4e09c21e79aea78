import { useState } from 'react';
import {
  Button,
  Card,
  Col,
  Form,
  Input,
  Row,
  Space,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { EditOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { createStaffSchema, formatDate, type CreateStaffInput, type StaffRow } from '@app/shared';
import { CellLine } from '../../../components/cell-line';
import { PageHeading } from '../../../components/page-title';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SpreadRow } from '../../../components/spread-row';
import { StaffRoleTag } from '../../../components/staff-role-tag';
import { compactColumn } from '../../../components/table-columns';
import { showConfirm, toast } from '../../../lib/dialogs';
import { warehousesQuery } from '../../../lib/reference-data';
import { userInfoQuery } from '../../../lib/user-config';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { staffQuery, useCreateStaff, useLockStaff } from '../api/staff';
import { EditStaffModal } from '../components/edit-staff-modal';
import { StaffRoleFields, withWorkplace, workplaceOf } from '../components/staff-role-fields';
const lockTag = (locked: boolean) =>
  locked ? <Tag color="red">Đã khóa</Tag> : <Tag color="green">Hoạt động</Tag>;

const identity = (row: StaffRow) => (
  <>
    <CellLine text={row.FullName || '—'} />
    <CellLine text={row.Email} secondary />
  </>
);

function CreateStaffForm() {
  const create = useCreateStaff();
  const { formProps, field, requiredField } = useSchemaForm<CreateStaffInput>(
    createStaffSchema,
    (values, clear) =>
      create.mutate(withWorkplace(createStaffSchema.parse(values)), {
        onSuccess: (row) => {
          toast.success(`Đã tạo tài khoản ${row.Email}.`);
          clear();
        },
      }),
  );

  return (
    <Form {...formProps} name="create-staff" initialValues={{ Role: 'staff', WarehouseId: null }}>
      <Form.Item {...requiredField('Email', 'Email')}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item {...requiredField('FullName', 'Họ tên')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item {...requiredField('Phone', 'Số điện thoại')}>
        <Input type="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item {...requiredField('Password', 'Mật khẩu')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <StaffRoleFields
        role={requiredField('Role', 'Vai trò')}
        warehouse={field('WarehouseId', 'Kho')}
      />
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Tạo tài khoản
      </Button>
    </Form>
  );
}

/** Every staff account, each editable and lockable (except the admin's own lock). */
function StaffList() {
  const { data = [], isFetching } = useQuery(staffQuery);
  const { data: me } = useQuery(userInfoQuery);
  const { data: warehouses = [] } = useQuery(warehousesQuery);
  const lock = useLockStaff();
  const [editing, setEditing] = useState<StaffRow | null>(null);

  const setLocked = async (row: StaffRow, locked: boolean) => {
    const who = `${row.FullName || row.Email} (${row.Email})`;
    if (
      locked &&
      !(await showConfirm(
        `Khóa tài khoản ${who}? Nhân viên bị đăng xuất ngay và không đăng nhập được cho đến khi được mở khóa.`,
      ))
    ) {
      return;
    }
    lock.mutate(
      { id: row.Id, locked },
      {
        onSuccess: () =>
          toast.success(`${locked ? 'Đã khóa' : 'Đã mở khóa'} tài khoản ${row.Email}.`),
      },
    );
  };

  // A locked account offers to unlock it, an open one to lock it (in red: it ends their sessions).
  const lockVerb = (row: StaffRow) => (row.IsLocked ? 'Mở khóa' : 'Khóa');
  const actions = (row: StaffRow) => (
    <Space size={6} wrap>
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={`Sửa tài khoản ${row.Email}`}
        onClick={() => setEditing(row)}
      >
        Sửa
      </Button>
      {row.Id !== me?.Id && (
        <Button
          size="small"
          danger={!row.IsLocked}
          icon={row.IsLocked ? <UnlockOutlined /> : <LockOutlined />}
          aria-label={`${lockVerb(row)} tài khoản ${row.Email}`}
          onClick={() => void setLocked(row, !row.IsLocked)}
        >
          {lockVerb(row)}
        </Button>
      )}
    </Space>
  );

  // The role, and where a warehouse worker works.
  const role = (row: StaffRow) => (
    <>
      <StaffRoleTag role={row.Role} />
      {row.Role === 'warehouse' && (
        <CellLine text={workplaceOf(row.WarehouseId, warehouses)} secondary />
      )}
    </>
  );

  const columns: TableColumnsType<StaffRow> = [
    { title: 'Mã', dataIndex: 'Code', width: 100, render: (v: string) => <strong>{v}</strong> },
    { title: 'Họ tên · email', key: 'identity', render: (_, row) => identity(row) },
    {
      title: 'Điện thoại',
      dataIndex: 'Phone',
      width: 140,
      render: (v: string) => (v ? <CellLine text={v} /> : '—'),
    },
    { title: 'Vai trò', key: 'role', width: 170, render: (_, row) => role(row) },
    { title: 'Trạng thái', dataIndex: 'IsLocked', width: 110, render: lockTag },
    {
      title: 'Ngày tạo',
      dataIndex: 'CreatedDate',
      width: 110,
      responsive: ['xl'],
      render: (v: string) => formatDate(v),
    },
    { title: 'Thao tác', key: 'actions', width: 200, render: (_, row) => actions(row) },
  ];

  const compact = compactColumn<StaffRow>('Nhân viên', (row) => (
    <>
      <SpreadRow tight>
        <Typography.Text strong>{row.Code}</Typography.Text>
        <span>
          <StaffRoleTag role={row.Role} />
          {lockTag(row.IsLocked)}
        </span>
      </SpreadRow>
      {row.Role === 'warehouse' && (
        <CellLine text={workplaceOf(row.WarehouseId, warehouses)} secondary />
      )}
      <div>
        {identity(row)}
        {row.Phone && <CellLine text={row.Phone} secondary />}
      </div>
      {actions(row)}
    </>
  ));

  return (
    <>
      <ResponsiveTable<StaffRow>
        rows={data}
        columns={columns}
        compact={compact}
        loading={isFetching}
        tableLayout="fixed"
        scrollX={820}
        emptyText="Chưa có nhân viên"
      />
      <EditStaffModal
        staff={editing}
        isSelf={editing !== null && editing.Id === me?.Id}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

/** Staff accounts: an admin's page (area administration, guarded by the router). */
export default function StaffPage() {
  return (
    <>
      <PageHeading>Nhân viên</PageHeading>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={16}>
          <Card title="Danh sách nhân viên">
            <StaffList />
          </Card>
        </Col>
        <Col xs={24} xxl={8}>
          <Card title="Thêm nhân viên">
            <CreateStaffForm />
          </Card>
        </Col>
      </Row>
    </>
  );
}
