import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, jsonResponse } from '../../../test/render';
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

/** The portal's settings as getsettingdefault answers them, with or without a bank notifier. */
function serveSettings(AutoConfirmDeposits: boolean) {
  const fetch = vi.fn(async (url: string) =>
    url.includes('customer/getsettingdefault')
      ? jsonResponse(200, {
          Settings: {
            AutoConfirmDeposits,
            Contacts: { Offices: [], Hotline: '1900 6868', WarehousePhone: '', FeedbackPhone: '' },
            BankAccounts: [deposit.BankAccount],
          },
          TotalMessage: 0,
          Messages: [],
        })
      : jsonResponse(404, { Message: 'Không tìm thấy' }),
  );
  vi.stubGlobal('fetch', fetch);
}

afterEach(() => vi.unstubAllGlobals());

describe('deposit result panel', () => {
  it('shows the framed VietQR code with its text alternative and every detail to copy', async () => {
    serveSettings(true);
    const { container } = renderWithApp(<DepositResult deposit={deposit} />);

    const code = screen.getByRole('img', {
      name: 'Mã VietQR chuyển 1.000.000 ₫ đến Vietcombank, số tài khoản 0123456789012 (CONG TY TNHH VAN CHUYEN), nội dung NAP KH000123 58231',
    });
    expect(code.tagName.toLowerCase()).toBe('svg');
    const card = screen.getByTestId('deposit-qr-card');
    expect(card.textContent).toContain('VietQR');
    expect(card.textContent).toContain('NAPAS 247');
    expect(card.textContent).toContain('Số TK: 0123456789012');
    expect(card.textContent).toContain('Nội dung: NAP KH000123 58231');
    expect(screen.getByText('Quét mã bằng ứng dụng ngân hàng để chuyển khoản')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Lưu ảnh QR/ })).toBeTruthy();

    // Bank, account, holder, amount (digits only), content and request code: each can be copied.
    expect(container.querySelectorAll('.ant-typography-copy')).toHaveLength(6);
    // The amount goes to the clipboard as digits, the way a banking app's amount field takes it.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const amount = screen
      .getAllByText('1.000.000 ₫')
      .map((node) => node.closest('.ant-typography'))
      .find(Boolean);
    await userEvent.click(amount!.querySelector<HTMLElement>('.ant-typography-copy')!);
    expect(writeText).toHaveBeenCalledWith('1000000');
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe('Đã sao chép'),
    );

    expect(
      await screen.findByText(
        'Chuyển khoản đúng nội dung được xác nhận tự động trong khoảng 1 phút; nếu quá 15 phút chưa thấy, hãy gọi hotline 1900 6868.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Ghi đúng nội dung để được cộng tiền tự động')).toBeTruthy();
  });

  it('says staff confirm by hand where no bank notifies the server', async () => {
    serveSettings(false);
    renderWithApp(<DepositResult deposit={deposit} />);

    const confirmation = await screen.findByTestId('deposit-confirmation');
    expect(confirmation.textContent).toBe(
      'Nhân viên kiểm tra tài khoản và xác nhận khoản chuyển thủ công trong giờ làm việc; bạn sẽ nhận được thông báo khi tiền được cộng vào ví. Cần hỗ trợ, hãy gọi hotline 1900 6868.',
    );
    expect(confirmation.textContent).not.toContain('tự động');
    expect(screen.getByText('Ghi đúng nội dung để nhân viên đối chiếu và cộng tiền')).toBeTruthy();
  });

  it('opens each popular banking app with the transfer filled in, on a phone', () => {
    serveSettings(true);
    // The tests' screen matches no media query: antd takes it for a phone.
    renderWithApp(<DepositResult deposit={deposit} />);

    const links = screen.getByTestId('bank-app-links');
    expect(links.textContent).toContain('Mở ứng dụng ngân hàng');
    expect(links.textContent).toContain('kiểm tra lại số tiền và nội dung');
    const vietinbank = screen.getByRole('link', { name: 'VietinBank' });
    const url = new URL(vietinbank.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://dl.vietqr.io/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app: 'icb',
      ba: '0123456789012@vcb',
      am: '1000000',
      tn: 'NAP KH000123 58231',
      bn: 'CONG TY TNHH VAN CHUYEN',
    });
    expect(screen.getAllByRole('link').length).toBeGreaterThanOrEqual(8);
  });

  it('offers to share the picture only where the browser can share files', () => {
    serveSettings(true);
    renderWithApp(<DepositResult deposit={deposit} />);
    expect(screen.queryByRole('button', { name: /Chia sẻ/ })).toBeNull();

    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share: vi.fn() });
    renderWithApp(<DepositResult deposit={{ ...deposit, Code: 'NT000043' }} />);
    expect(screen.getByRole('button', { name: /Chia sẻ/ })).toBeTruthy();
  });
});
