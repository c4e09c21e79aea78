import { Alert, Typography } from 'antd';
import { Link } from 'react-router';
import { adminPaths } from '../../../app/routes';

export const STATEMENT_CSV_COLUMNS = 'Ngày,Số tiền,Nội dung,Mã giao dịch';

/** The files the statement import reads, and what it does with their lines. */
export function StatementFormatHelp() {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title="Định dạng được nhận"
      description={
        <>
          <ul style={{ paddingInlineStart: 20, margin: '4px 0 8px' }}>
            <li>
              CSV của chúng tôi, mỗi dòng một giao dịch:{' '}
              <Typography.Text code>{STATEMENT_CSV_COLUMNS}</Typography.Text> (có hoặc không có dòng
              tiêu đề).
            </li>
            <li>
              Sao kê tải từ ngân hàng, dạng CSV hoặc Excel (.xlsx): <strong>Vietcombank</strong>{' '}
              (Ngày giao dịch, Số tham chiếu, Số tiền ghi nợ, Số tiền ghi có, Số dư, Mô tả) và{' '}
              <strong>MB Bank</strong> (Ngày hạch toán hoặc Ngày giao dịch, Phát sinh nợ, Phát sinh
              có, Số dư, Nội dung hoặc Diễn giải). Các cột được tìm theo tên tiêu đề, kể cả khi ngân
              hàng in thông tin tài khoản phía trên.
            </li>
          </ul>
          Bấm <strong>Xem trước</strong> để biết từng dòng sẽ được xử lý thế nào (chưa ghi gì), rồi{' '}
          <strong>Ghi nhận</strong> để áp dụng đúng như bản xem trước: tất cả các dòng cùng lúc,
          hoặc không dòng nào nếu sao kê đã thay đổi. Dòng tiền vào có nội dung chứa mã nạp tiền của
          một yêu cầu đang chờ duyệt và đúng số tiền được nạp vào ví. Một giao dịch không bao giờ
          được cộng hai lần, kể cả khi SePay hoặc Casso đã báo trước đó. Dòng ghi mã nạp tiền nhưng
          không khớp chờ ở mục <Link to={adminPaths.bankTransfers}>Giao dịch ngân hàng</Link>.
        </>
      }
    />
  );
}
