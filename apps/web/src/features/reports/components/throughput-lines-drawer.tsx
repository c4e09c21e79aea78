import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  formatDateTime,
  formatNumber,
  THROUGHPUT_ACTIVITIES,
  type ThroughputActivity,
  type ThroughputLine,
} from '@app/shared';
import { adminParcelSearchPath } from '../../../app/routes';
import { throughputLinesQuery } from '../api/reports';
import type { DayRange } from '../lib/report-period';
import { activityNoun } from '../lib/throughput-activity';
import { usePaging } from '../lib/use-paging';
import { BillCodeLink } from './bill-code-link';
import { ReportDrawer } from './report-drawer';
import { ReportHead } from './report-head';
import { ReportListTable } from './report-list-table';

/** A count of the throughput report, opened onto the orders or parcels behind it. */
export interface ThroughputFigure extends DayRange {
  activity: ThroughputActivity;
  /** One staff member's work; none: everyone's. */
  staffId?: number | undefined;
  /** One warehouse's (0: the Chinese one); none: every warehouse's. */
  warehouseId?: number | undefined;
  /** What the count is: "Đơn đã mua của Nguyễn Văn A, ngày 05/11/2026". */
  title: string;
  count: number;
}

/** An order opens the orders' list found by it, a parcel (KI…) the parcels' list. */
function LineCode({ code }: { code: string }) {
  if (code.toUpperCase().startsWith('KI')) {
    return <Link to={adminParcelSearchPath(code)}>{code}</Link>;
  }
  return <BillCodeLink code={code} />;
}

const columns: TableColumnsType<ThroughputLine> = [
  {
    title: 'Mã',
    dataIndex: 'Code',
    width: 120,
    render: (code: string) => <LineCode code={code} />,
  },
  { title: 'Nhân viên', dataIndex: 'StaffName', width: 170, render: (name: string) => name || '—' },
  {
    title: 'Thời gian',
    dataIndex: 'Date',
    width: 130,
    render: (value: string) => formatDateTime(value),
  },
];

/** The state changes behind the count, newest first, a page at a time. */
function FigureLines({ figure }: { figure: ThroughputFigure }) {
  const { query, paging } = usePaging();
  // What the list and its export are both asked: one object, so the file holds the rows shown.
  const asked = {
    from: figure.from,
    end: figure.end,
    activity: figure.activity,
    staffId: figure.staffId,
    warehouseId: figure.warehouseId,
  };
  const { data, isFetching } = useQuery(throughputLinesQuery({ ...asked, ...query }));
  const activity = THROUGHPUT_ACTIVITIES.find((item) => item.key === figure.activity)?.label;
  const days =
    figure.from === figure.end ? `ngày ${figure.from}` : `từ ${figure.from} đến ${figure.end}`;
  const noun = activityNoun(figure.activity);
  return (
    <>
      <ReportHead report="throughput/lines" query={asked} total={data?.Total}>
        {activity}:{' '}
        <strong>
          {formatNumber(figure.count)} {noun}
        </strong>{' '}
        {days}. Mỗi dòng là một lần nhân viên chuyển trạng thái, người làm và lúc làm.
      </ReportHead>
      <ReportListTable<ThroughputLine>
        rows={data?.Items ?? []}
        columns={columns}
        loading={isFetching}
        emptyText={`Không có ${noun} nào`}
        paging={{ ...paging(data?.Total ?? 0), noun }}
      />
    </>
  );
}

/** The drawer opened from a count of the throughput tables; `figure` null: closed. */
export function ThroughputLinesDrawer({
  figure,
  onClose,
}: {
  figure: ThroughputFigure | null;
  onClose: () => void;
}) {
  return (
    <ReportDrawer
      open={figure !== null}
      onClose={onClose}
      title={figure ? `Chi tiết: ${figure.title}` : 'Chi tiết'}
    >
      {figure && (
        <FigureLines
          key={[figure.activity, figure.staffId, figure.warehouseId, figure.from, figure.end].join(
            '-',
          )}
          figure={figure}
        />
      )}
    </ReportDrawer>
  );
}
