import {
  Button,
  Card,
  Col,
  Form,
  Input,
  Row,
  Select,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { createStaffSchema, formatDate, type CreateStaffInput, type StaffRow } from '@app/shared';
import { PageHeading } from '../../../components/page-title';
import { toast } from '../../../lib/dialogs';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { staffQuery, useCreateStaff } from '../api/staff';
import { AdminOnly } from '../components/admin-only';

const roleNames: Record<string, string> = { staff: 'Nhân viên', admin: 'Quản trị viên' };

const columns: TableColumnsType<StaffRow> = [
  { title: 'Mã', dataIndex: 'Code', width: 100 },
  { title: 'Họ tên', dataIndex: 'FullName' },
  { title: 'Email', dataIndex: 'Email' },
  { title: 'Điện thoại', dataIndex: 'Phone', width: 130 },
  {
    title: 'Vai trò',
    dataIndex: 'Role',
    width: 130,
    render: (role: string) => (
      <Tag color={role === 'admin' ? 'red' : 'blue'}>{roleNames[role] ?? role}</Tag>
    ),
  },
  {
    title: 'Trạng thái',
    dataIndex: 'IsLocked',
    width: 110,
    render: (locked: boolean) =>
      locked ? <Tag color="red">Đã khóa</Tag> : <Tag color="green">Hoạt động</Tag>,
  },
  { title: 'Ngày tạo', dataIndex: 'CreatedDate', width: 110, render: (v: string) => formatDate(v) },
];

function CreateStaffForm() {
  const [form] = Form.useForm<CreateStaffInput>();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();
  const create = useCreateStaff();
  const rules = (field: keyof CreateStaffInput) => zodRules(createStaffSchema, field);

  return (
    <Form
      form={form}
      layout="vertical"
      name="create-staff"
      validateTrigger={validateTrigger}
      initialValues={{ Role: 'staff' }}
      onFinish={(values) => {
        markSubmitted();
        create.mutate(createStaffSchema.parse(values), {
          onSuccess: (row) => {
            toast.success(`Đã tạo tài khoản ${row.Email}.`);
            form.resetFields();
            reset();
          },
        });
      }}
      onFinishFailed={markSubmitted}
    >
      <Form.Item label="Email" name="Email" required rules={rules('Email')}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item label="Họ tên" name="FullName" required rules={rules('FullName')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="Số điện thoại" name="Phone" required rules={rules('Phone')}>
        <Input type="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item label="Mật khẩu" name="Password" required rules={rules('Password')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Vai trò" name="Role" required rules={rules('Role')}>
        <Select
          options={[
            { value: 'staff', label: 'Nhân viên' },
            { value: 'admin', label: 'Quản trị viên' },
          ]}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Tạo tài khoản
      </Button>
    </Form>
  );
}

function StaffList() {
  const { data = [], isFetching } = useQuery(staffQuery);
  return (
    <Table<StaffRow>
      rowKey="Id"
      size="middle"
      columns={columns}
      dataSource={data}
      loading={isFetching}
      scroll={{ x: 860 }}
      pagination={false}
      locale={{ emptyText: 'Chưa có nhân viên' }}
    />
  );
}

export default function StaffPage() {
  return (
    <AdminOnly>
      <PageHeading>Nhân viên</PageHeading>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title="Danh sách nhân viên">
            <StaffList />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="Thêm nhân viên">
            <CreateStaffForm />
          </Card>
        </Col>
      </Row>
    </AdminOnly>
  );
}
