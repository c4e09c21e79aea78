import { Button, Modal } from 'antd';
import { DepositResult, type DepositTransfer } from './deposit-result';

export function DepositQrModal({
  deposit,
  onClose,
}: {
  deposit: DepositTransfer | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={deposit !== null}
      title={deposit ? `Yêu cầu nạp tiền ${deposit.Code}` : ''}
      width={820}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Đóng</Button>}
      destroyOnHidden
    >
      {deposit && <DepositResult deposit={deposit} />}
    </Modal>
  );
}
