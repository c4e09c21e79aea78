import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  formatNumber,
  formatVnd,
  RECEIVABLE_AGES,
  type ReceivablesReport as Report,
} from '@app/shared';
import { receivablesQuery } from '../api/reports';
import { usePaging } from '../lib/use-paging';
import { ReceivableBillsDrawer, type ReceivableCustomer } from './receivable-bills-drawer';
import { ReceivablesTable } from './receivables-table';
import { ReportHead } from './report-head';
import { ReportState } from './report-states';
import { SummaryCards } from './summary-cards';

/** A part of the debt as a share of all of it: '35% số nợ'. */
const share = (part: number, whole: number) =>
  whole > 0 ? `${formatNumber(Math.round((part / whole) * 100))}% số nợ` : '';

/** What the customers hold and owe, then how old the debt is. */
function ReceivableCards({ report }: { report: Report }) {
  const { Totals: totals } = report;
  return (
    <>
      <SummaryCards
        label="Tổng quan công nợ"
        cards={[
          {
            key: 'owed',
            name: 'Khách còn nợ',
            value: formatVnd(totals.Owed),
            note: `${formatNumber(totals.Bills)} đơn chưa trả đủ`,
            danger: totals.Owed > 0,
            accent: true,
          },
          {
            key: 'customers',
            name: 'Số khách còn nợ',
            value: formatNumber(report.Total),
          },
          {
            key: 'balance',
            name: 'Tổng số dư ví khách',
            value: formatVnd(totals.Balance),
            note: 'Tiền khách đang gửi trong ví',
          },
        ]}
      />
      <SummaryCards
        label="Công nợ theo tuổi nợ"
        cards={RECEIVABLE_AGES.map((age) => ({
          key: age.key,
          name: age.label,
          value: formatVnd(totals[age.key]),
          note: share(totals[age.key], totals.Owed),
        }))}
      />
    </>
  );
}

/**
 * "Công nợ": as of now, not over a period — what the customers hold in their wallets, what they
 * still owe on their bills and how long since the goods reached Vietnam, customer by customer,
 * each debt opening the bills behind it.
 */
export function ReceivablesReport() {
  const { query, paging } = usePaging();
  const { data, isPending, isError, isFetching } = useQuery(receivablesQuery(query));
  const [customer, setCustomer] = useState<ReceivableCustomer | null>(null);

  return (
    <>
      <ReportHead report="receivables" query={{}} total={data?.Total}>
        Số dư ví và công nợ của khách hàng tính đến hiện tại. Phần chưa trả của mỗi đơn được tính
        tuổi từ ngày hàng về kho Việt Nam; hàng chưa về thì chưa đến hạn.
      </ReportHead>
      <ReportState
        isPending={isPending}
        isError={isError}
        errorText="Không tải được báo cáo công nợ. Hãy thử lại sau ít phút."
      >
        {data && (
          <>
            <ReceivableCards report={data} />
            <Card size="small" title="Khách hàng còn nợ">
              <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 8 }}>
                Số tiền tính bằng đồng (₫), khách nợ nhiều nhất trước. Bấm vào số còn nợ để xem từng
                đơn chưa trả đủ. Còn lại sau khi trả âm: khách cần nạp thêm.
              </Typography.Paragraph>
              <ReceivablesTable
                rows={data.Items}
                paging={paging(data.Total)}
                loading={isFetching}
                onOpen={setCustomer}
              />
            </Card>
          </>
        )}
      </ReportState>
      <ReceivableBillsDrawer customer={customer} onClose={() => setCustomer(null)} />
    </>
  );
}
