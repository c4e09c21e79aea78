import { useState } from 'react';
import {
  Card,
  Col,
  Empty,
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
import { ResponsiveTable } from '../../../components/responsive-table';
import { SpreadRow } from '../../../components/spread-row';
import { compactColumn, figureColumn } from '../../../components/table-columns';
import { Note } from '../../../components/cell-note';
import { ConsignmentStatusTag, consignmentColors } from '../../../components/status-tags';
import { useUrlList } from '../../../lib/use-url-list';
import { formatKg } from '../../../lib/units';
import { useWideScreen } from '../../../lib/use-wide-screen';
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

const formatCount = (value: number) => count.format(value);

/**
 * The figures of a status, and of them all: the table's columns after the status (`title`) and
 * the period's totals above it (`total`).
 */
const figures: {
  title: string;
  total: string;
  key: 'Count' | 'ParcelCount' | 'Weight' | 'Amount';
  format: (value: number) => string;
}[] = [
  { title: 'Số đơn', total: 'Đơn ký gửi', key: 'Count', format: formatCount },
  { title: 'Số kiện', total: 'Kiện hàng', key: 'ParcelCount', format: formatCount },
  { title: 'Cân nặng', total: 'Cân nặng', key: 'Weight', format: formatKg },
  { title: 'Thành tiền', total: 'Thành tiền', key: 'Amount', format: formatVnd },
];

const columns: TableColumnsType<StatusRow> = [
  {
    title: 'Trạng thái',
    dataIndex: 'Status',
    render: (_, row) => <ConsignmentStatusTag status={row.Status} name={row.StatusName} />,
  },
  ...figures.map(({ title, key, format }) => figureColumn<StatusRow>(title, key, format)),
];

/** A phone's line of figures, under a status or the total. */
const figureLine = (sums: Pick<StatusRow, 'Count' | 'ParcelCount' | 'Weight'>) => (
  <Note>
    {count.format(sums.Count)} đơn · {count.format(sums.ParcelCount)} kiện · {formatKg(sums.Weight)}
  </Note>
);

/** On phones each status is one line: its tag, then the figures. */
const compact = compactColumn<StatusRow>('Trạng thái', (row) => (
  <>
    <SpreadRow tight>
      <ConsignmentStatusTag status={row.Status} name={row.StatusName} />
      <strong>{formatVnd(row.Amount)}</strong>
    </SpreadRow>
    {figureLine(row)}
  </>
));

/** "Thống kê": the customer's consignments counted and summed per status over a period. */
export default function OrderShipStatisticPage() {
  const wide = useWideScreen();
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
              {figures.map(({ total, key, format }) => (
                <Col key={key} xs={12} md={6}>
                  <Statistic title={total} value={format(data[key])} />
                </Col>
              ))}
            </Row>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xxl={12}>
              <Card title="Theo trạng thái" size="small">
                <ResponsiveTable<StatusRow>
                  rowKey="Status"
                  size="small"
                  rows={rows}
                  columns={columns}
                  compact={compact}
                  loading={isFetching}
                  summary={() =>
                    wide ? (
                      <Table.Summary.Row>
                        <Table.Summary.Cell index={0}>
                          <strong>Tổng cộng</strong>
                        </Table.Summary.Cell>
                        {figures.map(({ key, format }, index) => (
                          <Table.Summary.Cell key={key} index={index + 1} align="right">
                            <strong>{format(data[key])}</strong>
                          </Table.Summary.Cell>
                        ))}
                      </Table.Summary.Row>
                    ) : (
                      <Table.Summary.Row>
                        <Table.Summary.Cell index={0}>
                          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                            <strong>Tổng cộng</strong>
                            <strong>{formatVnd(data.Amount)}</strong>
                          </div>
                          {figureLine(data)}
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
