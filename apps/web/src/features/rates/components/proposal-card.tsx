import { useState } from 'react';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { formatDateTime, type RateRow } from '@app/shared';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useApproveRate, useSetAsideRate } from '../api/rates';
import { rateText } from '../lib/rate-text';
import { EffectiveFromPicker, effectiveFromValue } from './effective-from-picker';

/** Who read the feed: the morning job, or a staff member with "Lấy tỷ giá Vietcombank". */
const readBy = (proposal: RateRow) =>
  proposal.CreatedBy
    ? `${proposal.CreatedBy} lấy lúc ${formatDateTime(proposal.CreatedDate)}`
    : `Tự động lúc ${formatDateTime(proposal.CreatedDate)}`;

/**
 * The selling rate proposed from Vietcombank's feed (its transfer rate plus the margin of the
 * settings): nothing changes until staff approve it, from now or a time they pick, or set it aside.
 */
export function ProposalCard({ proposal }: { proposal: RateRow }) {
  const [from, setFrom] = useState<Dayjs | null>(null);
  const approve = useApproveRate();
  const setAside = useSetAsideRate();
  const busy = approve.isPending || setAside.isPending;

  const onApprove = async () => {
    const EffectiveFrom = effectiveFromValue(from);
    const when = EffectiveFrom ? `từ ${formatDateTime(EffectiveFrom)}` : 'ngay bây giờ';
    const asked = `Duyệt tỷ giá bán ${rateText(proposal.Rate)}, áp dụng ${when}?\nCác đơn đặt từ lúc đó sẽ theo tỷ giá này; đơn đã đặt giữ tỷ giá của mình.`;
    if (!(await showConfirm(asked))) return;
    approve.mutate(
      { id: proposal.Id, input: EffectiveFrom ? { EffectiveFrom } : {} },
      { onSuccess: (row) => toast.success(`Đã duyệt tỷ giá bán ${rateText(row.Rate)}`) },
    );
  };

  const onSetAside = async () => {
    const asked = `Bỏ qua đề xuất tỷ giá bán ${rateText(proposal.Rate)}? Tỷ giá đang áp dụng giữ nguyên.`;
    if (!(await showConfirm(asked))) return;
    setAside.mutate(proposal.Id, { onSuccess: () => toast.success('Đã bỏ qua đề xuất tỷ giá') });
  };

  return (
    <Card title="Đề xuất chờ duyệt">
      <Alert
        type="info"
        showIcon
        title={`Tỷ giá bán đề xuất: ${rateText(proposal.Rate)}`}
        description={`Theo tỷ giá chuyển khoản của Vietcombank cộng phần cài đặt. ${readBy(proposal)}.`}
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <label htmlFor={`proposal-${proposal.Id}-from`}>Áp dụng từ</label>
      </Typography.Paragraph>
      <EffectiveFromPicker
        id={`proposal-${proposal.Id}-from`}
        label="Áp dụng đề xuất từ"
        value={from}
        onChange={setFrom}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
        Để trống: áp dụng ngay khi duyệt.
      </Typography.Paragraph>
      <Space wrap>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={approve.isPending}
          disabled={busy}
          onClick={() => void onApprove()}
        >
          Duyệt
        </Button>
        <Button
          icon={<CloseOutlined />}
          loading={setAside.isPending}
          disabled={busy}
          onClick={() => void onSetAside()}
        >
          Bỏ qua
        </Button>
      </Space>
    </Card>
  );
}
