import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { DepositResult } from './deposit-result';

const deposit = {
  Code: 'NT000042',
  Amount: 1_000_000,
  TransferContent: 'NAP KH000123 58231',
  VietQR:
    '00020101021238570010A00000072701270006970436011301234567890120208QRIBFTTA53037045407100000062220818NAP KH000123 582316304ABCD',
  BankAccount: {
    Id: 1,
    BankName: 'Vietcombank',
    BankBin: '970436',
    AccountNumber: '0123456789012',
    AccountName: 'CONG TY TNHH VAN CHUYEN',
    Branch: 'Hà Nội',
  },
};

describe('deposit result panel', () => {
  it('shows the VietQR code and the transfer content with a copy button', () => {
    const { container } = renderWithApp(<DepositResult deposit={deposit} />);

    expect(container.querySelector('.ant-qrcode svg')).toBeTruthy();
    expect(screen.getByText('Quét mã bằng ứng dụng ngân hàng để chuyển khoản')).toBeTruthy();
    expect(screen.getByText('Ghi đúng nội dung để được cộng tiền tự động')).toBeTruthy();

    const content = screen.getByText('NAP KH000123 58231');
    expect(content.closest('.ant-typography')?.querySelector('.ant-typography-copy')).toBeTruthy();
    expect(screen.getByText('1.000.000 ₫')).toBeTruthy();
    expect(screen.getByText('0123456789012')).toBeTruthy();
    expect(screen.getByText('NT000042')).toBeTruthy();
    // Bank, account, holder, amount, content and request code: each can be copied.
    expect(container.querySelectorAll('.ant-typography-copy')).toHaveLength(6);
  });
});
