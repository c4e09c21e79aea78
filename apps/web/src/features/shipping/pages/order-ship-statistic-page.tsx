import { useState } from 'react';
import {
  Card,
  Col,
  Empty,
  Grid,
  Row,
  Segmented,
  Skeleton,
  Statistic,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatVnd, type OrderShipStatistic } from '@app/shared';
import { paths } from '../../../app/routes';
import { DateRangeItem, ListFilter } from '../../../components/list-filter';
import { PageTitle } from '../../../components/page-title';
import { ConsignmentStatusTag, consignmentColors } from '../../../components/status-tags';
import { useUrlList } from '../../../lib/use-url-list';
import { formatKg } from '../../../lib/units';
import { consignmentStatisticQuery } from '../api/consignments';
import { BarChart } from '../components/bar-chart';

type StatusRow = OrderShipStatistic['ByStatus'][number];
type Measure = 'Count' | 'Weight' | 'Amount';

const count = new Intl.NumberFormat('vi-VN');

const measures: Record<
  Measure,
  { label: string; caption: string; text: (row: StatusRow) => string }
> = {
  Count: {
    label: 'Số đơn',
    caption: 'Số đơn ký gửi theo trạng thái',
    text: (row) => `${count.format(row.Count)} đơn`,
  },
  Weight: {
    label: 'Cân nặng',
    caption: 'Cân nặng tính phí (kg) theo trạng thái',
    text: (row) => formatKg(row.Weight),
  },
  Amount: {
    label: 'Thành tiền',
    caption: 'Thành tiền theo trạng thái',
    text: (row) => formatVnd(row.Amount),
  },
};

function period(from: string, end: string): string {
  if (from && end) return `Từ ${from} đến ${end}`;
  if (from) return `Từ ${from} đến nay`;
  if (end) return `Đến ${end}`;
  return 'Toàn bộ thời gian';
}

const columns: TableColumnsType<StatusRow> = [
  {
    title: 'Trạng thái',
    dataIndex: 'Status',
    render: (_, row) => <ConsignmentStatusTag status={row.Status} name={row.StatusName} />,
  },
  {
    title: 'Số đơn',
    dataIndex: 'Count',
    align: 'right',
    render: (value: number) => count.format(value),
  },
  {
    title: 'Số kiện',
    dataIndex: 'ParcelCount',
    align: 'right',
    render: (value: number) => count.format(value),
  },
  {
    title: 'Cân nặng',
    dataIndex: 'Weight',
    align: 'right',
    render: (value: number) => formatKg(value),
  },
  {
    title: 'Thành tiền',
    dataIndex: 'Amount',
    align: 'right',
    render: (value: number) => formatVnd(value),
  },
];

/** On phones each status is one line: its tag, then the figures. */
const compact: TableColumnsType<StatusRow> = [
  {
    title: 'Trạng thái',
    key: 'all',
    render: (_, row) => (
      <div style={{ display: 'grid', gap: 4 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <ConsignmentStatusTag status={row.Status} name={row.StatusName} />
          <strong>{formatVnd(row.Amount)}</strong>
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {count.format(row.Count)} đơn · {count.format(row.ParcelCount)} kiện ·{' '}
          {formatKg(row.Weight)}
        </Typography.Text>
      </div>
    ),
  },
];

/** "Thống kê": the customer's consignments counted and summed per status over a period. */
export default function OrderShipStatisticPage() {
  const wide = Grid.useBreakpoint().md !== false;
  const list = useUrlList({ from: '', end: '' });
  const { data, isPending, isFetching } = useQuery(consignmentStatisticQuery(list.filter));
  const [measure, setMeasure] = useState<Measure>('Count');
  const rows = [...(data?.ByStatus ?? [])].sort((a, b) => a.Status - b.Status);

  return (
    <>
      <PageTitle title="Thống kê đơn ký gửi" />
      <Card style={{ marginBottom: 16 }}>
        <ListFilter
          name="consignment-statistic"
          value={list.filter}
          onSearch={list.set}
          phoneMargins={{ form: 0, submit: 0 }}
        >
          {(isWide) => <DateRangeItem wide={isWide} />}
        </ListFilter>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: wide ? 0 : 12 }}>
          {period(list.filter.from, list.filter.end)}
        </Typography.Text>
      </Card>
      {isPending ? (
        <Skeleton active />
      ) : !data || data.Count === 0 ? (
        <Card>
          <Empty
            description={
              list.filter.from || list.filter.end
                ? 'Không có đơn ký gửi nào trong khoảng thời gian này. Hãy chọn khoảng thời gian khác.'
                : 'Bạn chưa có đơn ký gửi nào để thống kê.'
            }
          >
            <Link to={paths.transportCreate}>Tạo đơn ký gửi</Link>
          </Empty>
        </Card>
      ) : (
        <>
          <Card style={{ marginBottom: 16 }}>
            <Row gutter={[16, 16]}>
              <Col xs={12} md={6}>
                <Statistic title="Đơn ký gửi" value={count.format(data.Count)} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title="Kiện hàng" value={count.format(data.ParcelCount)} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title="Cân nặng" value={formatKg(data.Weight)} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title="Thành tiền" value={formatVnd(data.Amount)} />
              </Col>
            </Row>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xxl={12}>
              <Card title="Theo trạng thái" size="small">
                <Table<StatusRow>
                  rowKey="Status"
                  size="small"
                  columns={wide ? columns : compact}
                  showHeader={wide}
                  dataSource={rows}
                  loading={isFetching}
                  pagination={false}
                  summary={() =>
                    wide ? (
                      <Table.Summary.Row>
                        <Table.Summary.Cell index={0}>
                          <strong>Tổng cộng</strong>
                        </Table.Summary.Cell>
                        <Table.Summary.Cell index={1} align="right">
                          <strong>{count.format(data.Count)}</strong>
                        </Table.Summary.Cell>
                        <Table.Summary.Cell index={2} align="right">
                          <strong>{count.format(data.ParcelCount)}</strong>
                        </Table.Summary.Cell>
                        <Table.Summary.Cell index={3} align="right">
                          <strong>{formatKg(data.Weight)}</strong>
                        </Table.Summary.Cell>
                        <Table.Summary.Cell index={4} align="right">
                          <strong>{formatVnd(data.Amount)}</strong>
                        </Table.Summary.Cell>
                      </Table.Summary.Row>
                    ) : (
                      <Table.Summary.Row>
                        <Table.Summary.Cell index={0}>
                          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                            <strong>Tổng cộng</strong>
                            <strong>{formatVnd(data.Amount)}</strong>
                          </div>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {count.format(data.Count)} đơn · {count.format(data.ParcelCount)} kiện ·{' '}
                            {formatKg(data.Weight)}
                          </Typography.Text>
                        </Table.Summary.Cell>
                      </Table.Summary.Row>
                    )
                  }
                />
              </Card>
            </Col>
            <Col xs={24} xxl={12}>
              <Card
                title="Biểu đồ"
                size="small"
                extra={
                  <Segmented<Measure>
                    size="small"
                    value={measure}
                    onChange={setMeasure}
                    options={(Object.keys(measures) as Measure[]).map((key) => ({
                      value: key,
                      label: measures[key].label,
                    }))}
                  />
                }
              >
                <BarChart
                  caption={`${measures[measure].caption} (${period(list.filter.from, list.filter.end).toLowerCase()})`}
                  bars={rows.map((row) => ({
                    key: row.Status,
                    label: row.StatusName,
                    value: row[measure],
                    text: measures[measure].text(row),
                    color:
                      (consignmentColors as Record<number, { bar: string }>)[row.Status]?.bar ??
                      '#8c8c8c',
                  }))}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </>
  );
}
