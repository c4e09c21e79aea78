import { Alert, Col, Descriptions, Grid, QRCode, Row, Typography } from 'antd';
import { formatVnd, type BankAccount } from '@app/shared';
import { CopyText } from './copy-text';

export interface DepositTransfer {
  Code: string;
  Amount: number;
  TransferContent: string;
  VietQR: string;
  BankAccount: BankAccount | null;
}

/** What the customer needs to make the transfer: the VietQR code and every detail, each copyable. */
export function DepositResult({ deposit }: { deposit: DepositTransfer }) {
  const bank = deposit.BankAccount;
  // Phones: each label above its value, so the transfer content stays on one line.
  const wide = Grid.useBreakpoint().md !== false;
  const items = [
    ...(bank
      ? [
          {
            key: 'bank',
            label: 'Ngân hàng',
            children: (
              <CopyText copy={bank.BankName}>
                {bank.BankName}
                {bank.Branch ? ` – ${bank.Branch}` : ''}
              </CopyText>
            ),
          },
          {
            key: 'account',
            label: 'Số tài khoản',
            children: (
              <CopyText copy={bank.AccountNumber} strong>
                {bank.AccountNumber}
              </CopyText>
            ),
          },
          {
            key: 'holder',
            label: 'Chủ tài khoản',
            children: <CopyText copy={bank.AccountName}>{bank.AccountName}</CopyText>,
          },
        ]
      : []),
    {
      key: 'amount',
      label: 'Số tiền',
      children: (
        <CopyText copy={String(deposit.Amount)} strong>
          {formatVnd(deposit.Amount)}
        </CopyText>
      ),
    },
    {
      key: 'content',
      label: 'Nội dung chuyển khoản',
      children: (
        <div>
          <CopyText
            copy={deposit.TransferContent}
            strong
            style={{ color: '#c8102e', fontSize: 16 }}
          >
            {deposit.TransferContent}
          </CopyText>
          <div>
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              Ghi đúng nội dung để được cộng tiền tự động
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      key: 'code',
      label: 'Mã yêu cầu',
      children: <CopyText copy={deposit.Code}>{deposit.Code}</CopyText>,
    },
  ];

  return (
    <Row gutter={[24, 16]} align="middle">
      <Col xs={24} md={9} style={{ textAlign: 'center' }}>
        <div style={{ display: 'inline-block' }}>
          <QRCode value={deposit.VietQR} size={220} type="svg" bordered={false} />
        </div>
        {bank && <div style={{ fontWeight: 600, marginTop: 4 }}>{bank.BankName}</div>}
        <Typography.Text type="secondary">
          Quét mã bằng ứng dụng ngân hàng để chuyển khoản
        </Typography.Text>
      </Col>
      <Col xs={24} md={15}>
        <Descriptions
          column={1}
          bordered
          size="small"
          layout={wide ? 'horizontal' : 'vertical'}
          items={items}
        />
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          title="Chuyển khoản đúng nội dung được xác nhận tự động trong khoảng 1 phút; nếu quá 15 phút chưa thấy, hãy liên hệ hỗ trợ."
        />
      </Col>
    </Row>
  );
}
