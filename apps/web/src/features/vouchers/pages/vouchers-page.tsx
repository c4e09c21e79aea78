import { useState } from 'react';
import { Form, Select, Typography } from 'antd';
import {
  VoucherKind,
  VoucherStatus,
  voucherKindNames,
  voucherStatusNames,
  type VoucherRow,
} from '@app/shared';
import { ConsoleList, statusTabs, useConsoleList } from '../../../components/console-list';
import { ReasonModal } from '../../../components/reason-modal';
import { SpreadRow } from '../../../components/spread-row';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useDecideVoucher, vouchersKey } from '../api/vouchers';
import { CreateVoucherButton } from '../components/create-voucher-button';
import { FundCards, useFundAccounts } from '../components/fund-cards';
import { useReviewer } from '../components/use-reviewer';
import { VoucherActions, voucherColumns, voucherCompact } from '../components/voucher-columns';
import { approveQuestion, voucherSubject } from '../lib/voucher-text';

/** Chờ duyệt (the work waiting, where the list opens), Đã duyệt, Từ chối, Tất cả. */
const tabs = statusTabs(Object.values(VoucherStatus), voucherStatusNames);

const kindOptions = Object.values(VoucherKind).map((kind) => ({
  value: String(kind),
  label: voucherKindNames[kind],
}));

/** The list's filters besides the tab and the keyword, kept in the URL ('' none). */
type VoucherFilters = { kind: string; fundAccountId: string };

/**
 * "Phiếu thu chi" (DESIGN §12): the business's money outside the customers' own deposits and
 * withdrawals, on the cash box or a bank account. What each fund holds sits above the list; one
 * staff member writes a voucher, another with the approval right approves or rejects it, and only
 * an approved one moves the fund (and a customer's wallet, when it names one).
 */
export default function VouchersPage() {
  const wide = useWideScreen();
  const source = useConsoleList<VoucherRow, VoucherFilters>({
    path: 'admin/vouchers',
    queryKey: vouchersKey,
    tabs,
    defaultTab: String(VoucherStatus.Pending),
    filters: { kind: '', fundAccountId: '' },
  });
  const { list } = source;
  const { funds } = useFundAccounts();
  const stepOf = useReviewer();
  const decide = useDecideVoucher();
  const [rejecting, setRejecting] = useState<VoucherRow | null>(null);

  const approve = async (row: VoucherRow) => {
    if (!(await showConfirm(approveQuestion(row)))) return;
    decide.mutate(
      { id: row.Id, action: 'approve' },
      { onSuccess: () => toast.success(`Đã duyệt phiếu ${row.Code}.`) },
    );
  };

  const reject = (reason: string) => {
    if (!rejecting) return;
    const row = rejecting;
    decide.mutate(
      { id: row.Id, action: 'reject', reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast.success(`Đã từ chối phiếu ${row.Code}.`);
        },
      },
    );
  };

  const actions = (row: VoucherRow) => (
    <VoucherActions
      row={row}
      step={stepOf(row)}
      onApprove={(picked) => void approve(picked)}
      onReject={setRejecting}
    />
  );

  const setFund = (fundAccountId: string) => list.set({ ...list.filter, fundAccountId });
  const fundOptions = funds.map((fund) => ({ value: String(fund.Id), label: fund.Name }));
  const filtered = list.filter.fundAccountId;

  return (
    <>
      <ConsoleList<VoucherRow, VoucherFilters>
        title="Phiếu thu chi"
        intro={
          <>
            <SpreadRow style={{ marginBottom: 12, alignItems: 'flex-start' }}>
              <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 720 }}>
                Thu chi ngoài ví khách hàng trên quỹ tiền mặt và các tài khoản ngân hàng. Phiếu chỉ
                ghi vào quỹ khi một kế toán khác người lập duyệt; bấm vào một quỹ để xem phiếu của
                quỹ đó.
              </Typography.Paragraph>
              <CreateVoucherButton {...(filtered !== '' && { fundAccountId: Number(filtered) })} />
            </SpreadRow>
            <FundCards selected={filtered} onPick={setFund} />
          </>
        }
        source={source}
        placeholder="Mã phiếu hoặc mã khách hàng"
        searchWidth={280}
        filters={
          <>
            <Form.Item label="Loại">
              <Select
                aria-label="Loại"
                allowClear
                placeholder="Tất cả"
                options={kindOptions}
                value={list.filter.kind || undefined}
                onChange={(kind?: string) => list.set({ ...list.filter, kind: kind ?? '' })}
                style={{ width: wide ? 130 : '100%' }}
              />
            </Form.Item>
            <Form.Item label="Quỹ">
              <Select
                aria-label="Quỹ"
                allowClear
                placeholder="Tất cả"
                options={fundOptions}
                value={filtered || undefined}
                onChange={(fund?: string) => setFund(fund ?? '')}
                popupMatchSelectWidth={false}
                style={{ width: wide ? 200 : '100%' }}
              />
            </Form.Item>
          </>
        }
        table={{
          columns: voucherColumns(actions),
          compact: voucherCompact(actions),
          // Columns keep their widths whatever their text: the cells cut long text instead.
          tableLayout: 'fixed',
          scrollX: 1000,
          noun: 'phiếu',
          emptyText: list.filter.keyword ? 'Không tìm thấy phiếu nào' : 'Chưa có phiếu nào',
        }}
      />
      <ReasonModal
        open={rejecting !== null}
        title="Từ chối phiếu"
        okText="Từ chối"
        name="reject-voucher"
        saving={decide.isPending}
        onSubmit={reject}
        onClose={() => setRejecting(null)}
      >
        {rejecting && (
          <p style={{ marginTop: 0 }}>
            Từ chối {voucherSubject(rejecting)}. Phiếu bị từ chối không ghi vào quỹ; người lập thấy
            lý do.
          </p>
        )}
      </ReasonModal>
    </>
  );
}
