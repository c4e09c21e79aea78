import { useState } from 'react';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Statistic,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatDate, formatVnd, type AdminCustomerDetail } from '@app/shared';
import { adminPaths } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { useMayOpen } from '../../../lib/console-access';
import { showConfirm, toast } from '../../../lib/dialogs';
import { staffQuery } from '../../admin';
import { RecentNotifications } from '../../notifications';
import { AdjustForm, CustomerLedger } from '../../wallet';
import { customerQuery } from '../api/get-customers';
import { useUpdateCustomer } from '../api/update-customer';

function SupporterEditor({
  customer,
  update,
}: {
  customer: AdminCustomerDetail;
  update: ReturnType<typeof useUpdateCustomer>;
}) {
  const { data: staff = [], isLoading } = useQuery(staffQuery);
  // undefined: not changed yet, so the saved supporter shows.
  const [choice, setChoice] = useState<number | null | undefined>(undefined);
  const value = choice === undefined ? customer.SupporterId : choice;
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
      <Select<number | null>
        aria-label="Nhân viên hỗ trợ"
        loading={isLoading}
        value={value}
        style={{ flex: 1 }}
        options={[
          { value: null, label: '— Không có —' },
          ...staff
            .filter((member) => !member.IsLocked)
            .map((member) => ({
              value: member.Id,
              label: `${member.FullName || member.Email} (${member.Code})`,
            })),
        ]}
        onChange={setChoice}
      />
      <Button
        type="primary"
        disabled={value === customer.SupporterId}
        loading={update.supporter.isPending}
        onClick={() =>
          update.supporter.mutate(value ?? null, {
            onSuccess: () => {
              setChoice(undefined);
              toast.success('Đã lưu nhân viên hỗ trợ.');
            },
          })
        }
      >
        Lưu
      </Button>
    </Space.Compact>
  );
}

/**
 * A customer's page (area customers). Its parts belong to other areas (DESIGN §12): the supporter,
 * the lock and "view as customer" to customer care, the balance adjustment to the money desk, the
 * ledger to customerLedger and the notifications sent to the outbox; each shows to the roles that
 * may open its area only, as the server answers 403 to the others.
 */
export default function CustomerDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: customer, isError } = useQuery({ ...customerQuery(id), enabled: valid });
  const update = useUpdateCustomer(id);
  const care = useMayOpen('customerCare');
  const money = useMayOpen('money');
  const ledger = useMayOpen('customerLedger');
  const outbox = useMayOpen('outbox');

  if (!valid || isError) {
    return (
      <Result
        status="404"
        title={<h1 className="result-heading">Không tìm thấy khách hàng</h1>}
        extra={<Link to={adminPaths.customers}>Về danh sách khách hàng</Link>}
      />
    );
  }
  if (!customer) return <Skeleton active />;

  const toggleLock = async (locked: boolean) => {
    const question = locked
      ? `Khóa tài khoản ${customer.Code}? Khách hàng sẽ không đăng nhập được.`
      : `Mở khóa tài khoản ${customer.Code}?`;
    if (!(await showConfirm(question))) return;
    update.lock.mutate(locked, {
      onSuccess: () => toast.success(locked ? 'Đã khóa tài khoản.' : 'Đã mở khóa tài khoản.'),
    });
  };

  return (
    <>
      <Space style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }} wrap>
        <Link to={adminPaths.customers}>
          <ArrowLeftOutlined /> Khách hàng
        </Link>
        {care && (
          <Button
            icon={<EyeOutlined />}
            loading={update.viewAs.isPending}
            onClick={() => update.viewAs.mutate()}
          >
            Xem như khách hàng
          </Button>
        )}
      </Space>
      <PageHeading>
        {customer.Code} {customer.FullName && `- ${customer.FullName}`}{' '}
        {customer.IsLocked && <Tag color="red">Đã khóa</Tag>}
      </PageHeading>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title="Thông tin khách hàng">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small">
              <Descriptions.Item label="Mã khách hàng">{customer.Code}</Descriptions.Item>
              <Descriptions.Item label="Họ tên">{customer.FullName || '—'}</Descriptions.Item>
              <Descriptions.Item label="Email">{customer.Email}</Descriptions.Item>
              <Descriptions.Item label="Điện thoại">{customer.Phone}</Descriptions.Item>
              <Descriptions.Item label="Địa chỉ">{customer.Address || '—'}</Descriptions.Item>
              <Descriptions.Item label="Kho nhận hàng">
                {customer.WarehouseName || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Cấp">
                {customer.LevelName || customer.Level}
              </Descriptions.Item>
              <Descriptions.Item label="Ngày tạo">
                {formatDate(customer.CreatedDate)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Ví">
            <Row gutter={16}>
              <Col span={12}>
                <Statistic title="Số dư" value={formatVnd(customer.Balance)} />
              </Col>
              <Col span={12}>
                <Statistic title="Đang chờ rút" value={formatVnd(customer.PendingWithdrawals)} />
              </Col>
            </Row>
          </Card>
        </Col>
        {care && (
          <Col xs={24} lg={12}>
            <Card title="Quản lý tài khoản">
              <Typography.Paragraph strong style={{ marginBottom: 8 }}>
                Nhân viên hỗ trợ
              </Typography.Paragraph>
              <SupporterEditor
                key={customer.SupporterId ?? 'none'}
                customer={customer}
                update={update}
              />
              <div style={{ marginTop: 24, display: 'flex', alignItems: 'center', gap: 12 }}>
                <Switch
                  aria-label="Khóa tài khoản"
                  checked={customer.IsLocked}
                  loading={update.lock.isPending}
                  onChange={(checked) => void toggleLock(checked)}
                />
                <span>
                  {customer.IsLocked ? 'Tài khoản đang bị khóa' : 'Tài khoản đang hoạt động'}
                </span>
              </div>
            </Card>
          </Col>
        )}
        {money && (
          <Col xs={24} lg={12}>
            <Card title="Điều chỉnh số dư">
              <AdjustForm customerId={customer.Id} customerCode={customer.Code} />
            </Card>
          </Col>
        )}
        {outbox && (
          <Col span={24}>
            <Card title="Thông báo đã gửi">
              <RecentNotifications customerId={customer.Id} keyword={customer.Code} />
            </Card>
          </Col>
        )}
        {ledger && (
          <Col span={24}>
            <Card title="Lịch sử giao dịch">
              <CustomerLedger customerId={customer.Id} />
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
}
