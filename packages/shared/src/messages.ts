/**
 * Every Vietnamese message that a validation rule or a business refusal can show.
 * The texts of spec §5 are kept word for word; the others follow their style.
 */
export const messages = {
  userNameRequired: 'Tên đăng nhập chưa nhập',
  // Spec §5 notes that the original shows a password wording here (a slip); we name the field that is wrong.
  userNameTooLong: 'Tên đăng nhập không quá 100 ký tự',
  passwordRequired: 'Mật khẩu chưa nhập',
  passwordLength: 'Mật khẩu phải trên 6 và không quá 100 ký tự',
  emailRequired: 'Tên đăng nhập email',
  emailTooLong: 'Email không quá 100 ký tự',
  emailInvalid: 'Email bạn nhập chưa đúng',
  emailTaken: 'Email đã được sử dụng',
  confirmPassword: 'Nhập lại mật khẩu',
  confirmPasswordMismatch: 'Nhập lại mật khẩu không khớp',
  phoneRequired: 'Số điện thoại chưa nhập',
  phoneTooLong: 'Số điện thoại trên không quá 100 ký tự',
  phoneInvalid: 'Số điện thoại chỉ gồm chữ số, có thể bắt đầu bằng +',
  warehouseRequired: 'Bạn chưa chọn kho hàng',
  warehouseUnknown: 'Kho hàng không tồn tại',
  fullNameTooLong: 'Họ tên không quá 100 ký tự',
  addressTooLong: 'Địa chỉ không quá 255 ký tự',
  avatarInvalid: 'Ảnh đại diện phải là một đường dẫn http(s) hợp lệ',
  oldPasswordRequired: 'Mật khẩu hiện tại chưa nhập',
  oldPasswordWrong: 'Mật khẩu hiện tại không đúng',
  newPasswordSameAsOld: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  loginFailed: 'Tên đăng nhập hoặc mật khẩu không đúng',
  accountLocked: 'Tài khoản của bạn đã bị khóa. Vui lòng liên hệ bộ phận hỗ trợ.',
  resetLinkInvalid: 'Đường dẫn đổi mật khẩu không hợp lệ hoặc đã hết hạn',
  forgotPasswordSent:
    'Chúng tôi đã gửi đường dẫn đổi mật khẩu tới email của bạn (nếu email đã đăng ký). Vui lòng kiểm tra hộp thư.',
  resetPasswordDone: 'Bạn đã đổi mật khẩu thành công. Vui lòng đăng nhập lại.',
  changePasswordDone: 'Bạn đã đổi mật khẩu thành công.',
  dateInvalid: 'Ngày phải có dạng dd/MM/yyyy',
  dateRangeInvalid: 'Ngày bắt đầu phải trước ngày kết thúc',
  skipInvalid: 'skip phải là số nguyên không âm',
  takeInvalid: 'take phải là số nguyên từ 1 đến 100',
  messageFilterTooLong: 'Nội dung tìm kiếm không quá 100 ký tự',
  idsInvalid: 'Danh sách thông báo không hợp lệ',
  bodyInvalid: 'Dữ liệu gửi lên không hợp lệ',
  tooManyAttempts: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
  unauthorized: 'Thông tin tài khoản của bạn cần truy cập lại.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
  notFound: 'Không tìm thấy dữ liệu yêu cầu.',
  serverError: 'Hệ thống đang gặp sự cố. Vui lòng thử lại sau. Mã yêu cầu: {requestId}',
} as const;

export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
