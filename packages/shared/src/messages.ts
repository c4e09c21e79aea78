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
  listCursorInvalid: 'Vị trí trang không hợp lệ, hãy tải lại danh sách.',
  messageFilterTooLong: 'Nội dung tìm kiếm không quá 100 ký tự',
  idsInvalid: 'Danh sách thông báo không hợp lệ',
  bodyInvalid: 'Dữ liệu gửi lên không hợp lệ',
  bodyTooLarge: 'Dữ liệu gửi lên quá lớn (tối đa {max}).',
  bodyTooDeep: 'Dữ liệu gửi lên lồng nhau quá nhiều tầng (tối đa {max} tầng).',
  pathInvalid: 'Đường dẫn yêu cầu không hợp lệ.',
  pathTooLong: 'Đường dẫn yêu cầu quá dài.',
  headersTooLarge: 'Phần đầu của yêu cầu quá lớn.',
  pathIdInvalid: 'Mã trong đường dẫn không hợp lệ',
  textControlCharacter:
    'Nội dung có ký tự không hợp lệ (ký tự rỗng hoặc ký tự Unicode lỗi). Vui lòng nhập lại.',
  tooManyAttempts: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
  unauthorized: 'Thông tin tài khoản của bạn cần truy cập lại.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
  notFound: 'Không tìm thấy dữ liệu yêu cầu.',
  serverError: 'Hệ thống đang gặp sự cố. Vui lòng thử lại sau. Mã yêu cầu: {requestId}',
  // What the portal shows when a failed answer carries no message of its own.
  serverUnavailable: 'Hệ thống đang gặp sự cố. Vui lòng thử lại sau.',

  // Money (DESIGN §4)
  amountRequired: 'Số tiền chưa nhập',
  amountInteger: 'Số tiền phải là số nguyên đồng',
  transferAmountInvalid: 'Số tiền giao dịch phải là số nguyên dương, không quá {max}',
  depositMin: 'Số tiền nạp tối thiểu là {min}',
  depositMax: 'Số tiền nạp tối đa mỗi lần là {max}',
  withdrawalMin: 'Số tiền rút tối thiểu là {min}',
  withdrawalMax: 'Số tiền rút tối đa mỗi lần là {max}',
  bankAccountRequired: 'Bạn chưa chọn tài khoản nhận tiền',
  bankAccountUnknown: 'Tài khoản nhận tiền không tồn tại',
  bankNameRequired: 'Tên ngân hàng chưa nhập',
  bankNameTooLong: 'Tên ngân hàng không quá 100 ký tự',
  accountNumberRequired: 'Số tài khoản chưa nhập',
  accountNumberInvalid: 'Số tài khoản chỉ gồm từ 6 đến 20 chữ số',
  accountNameRequired: 'Tên chủ tài khoản chưa nhập',
  accountNameTooLong: 'Tên chủ tài khoản không quá 100 ký tự',
  noteTooLong: 'Ghi chú không quá 255 ký tự',
  insufficientBalance:
    'Số dư trong ví không đủ. Vui lòng nạp thêm {shortfall} (số dư hiện có {balance}).',
  withdrawalOverAvailable:
    'Số tiền rút vượt quá số dư có thể rút ({available}: số dư trừ các yêu cầu rút đang chờ duyệt).',
  requestAlreadyHandled: 'Yêu cầu {code} đã được xử lý trước đó ({status}).',
  reasonRequired: 'Lý do chưa nhập',
  reasonTooLong: 'Lý do không quá 255 ký tự',
  adjustmentZero: 'Số tiền điều chỉnh phải khác 0',
  statementRequired: 'Nội dung sao kê chưa nhập',
  statementTooLong: 'Sao kê không quá {max} ký tự; hãy chia tệp thành nhiều lần nhập',
  statementNoLines: 'Sao kê không có dòng giao dịch nào đọc được',
  statementPreviewRequired: 'Hãy bấm "Xem trước" sao kê rồi mới ghi nhận.',
  statementChanged:
    'Sao kê đã thay đổi so với lúc xem trước (tệp đã khác, hoặc có giao dịch vừa được ghi nhận): chưa ghi nhận dòng nào, vui lòng xem trước lại.',
  statementHeaderMissing:
    'Không tìm thấy dòng tiêu đề trong tệp Excel: sao kê cần các cột ngày, số tiền (hoặc số tiền ghi có, phát sinh có) và nội dung (hoặc mô tả, diễn giải).',
  statementAmountUnreadable: 'Không đọc được số tiền',
  statementNoDepositCode: 'Nội dung không ghi mã nạp tiền nào',
  transactionTypeInvalid: 'Loại giao dịch không hợp lệ',
  statusInvalid: 'Trạng thái không hợp lệ',
  keywordTooLong: 'Từ khóa tìm kiếm không quá 100 ký tự',
  supporterInvalid: 'Nhân viên hỗ trợ không tồn tại',
  roleInvalid:
    'Vai trò phải là một trong: quản trị viên, nhân viên, kế toán, mua hàng, kho, chăm sóc khách hàng',
  otherWarehouse: 'Bạn làm ở {warehouse}: chỉ nhận hàng vào kho của mình.',
  staffWarehouseUnknown: 'Kho của nhân viên không tồn tại',
  reportGroupInvalid: 'Cách gộp phải là theo ngày hoặc theo tháng',
  reportTooLong: 'Một báo cáo tối đa {days} ngày: hãy chọn khoảng ngắn hơn',
  feeKindInvalid: 'Loại phí không hợp lệ',
  throughputActivityInvalid: 'Loại công việc không hợp lệ',
  reportExportInvalid: 'Báo cáo cần xuất không hợp lệ',
  reportExportTooLarge:
    'Báo cáo có {count} dòng, vượt quá {max} dòng của một tệp: hãy chọn khoảng ngày ngắn hơn',
  reportExportNotReady: 'Tệp này chưa tạo xong hoặc không tạo được.',
  reportExportFailed: 'Không tạo được tệp do lỗi hệ thống. Hãy thử xuất lại sau ít phút.',
  reportCustomerInvalid: 'Mã khách hàng không hợp lệ',
  reportStaffInvalid: 'Mã nhân viên không hợp lệ',
  voucherKindInvalid: 'Loại phiếu phải là phiếu thu hoặc phiếu chi',
  voucherAmountPositive: 'Số tiền của phiếu phải lớn hơn 0',
  voucherAmountMax: 'Số tiền của phiếu tối đa {max}',
  fundAccountUnknown:
    'Quỹ không tồn tại: chọn quỹ tiền mặt hoặc một tài khoản ngân hàng của công ty',
  counterpartyRequired: 'Chưa nhập người nộp hoặc người nhận',
  voucherOwnApproval:
    'Người lập phiếu không tự duyệt hay từ chối phiếu của mình: cần một kế toán khác.',
  voucherDecided: 'Phiếu {code} đã ở trạng thái "{status}", không duyệt hay từ chối lại được.',
  staffSelfLock: 'Bạn không thể tự khóa tài khoản của chính mình.',
  staffSelfRole: 'Bạn không thể tự đổi vai trò của chính mình.',
  fullNameRequired: 'Họ tên chưa nhập',
  rateInvalid: 'Tỷ giá phải là số dương',
  percentInvalid: 'Phần trăm phải từ 0 đến 100',
  rangeKeyInvalid: 'Khoảng "{key}" phải có dạng min-max (số đồng, max 0 là không giới hạn)',
  bankBinInvalid: 'Mã BIN ngân hàng gồm 6 chữ số',
  bankAccountsRequired: 'Cần ít nhất một tài khoản ngân hàng nhận tiền',
  linkInvalid: 'Đường dẫn phải bắt đầu bằng http:// hoặc https://',
  textTooLong: 'Nội dung không quá {max} ký tự',
  // Fee bands (DESIGN §5): rows Từ–Đến → a value, in order, without gaps or overlaps.
  feeBandsRequired: 'Bảng "{name}" cần ít nhất một dòng',
  feeBandsTooMany: 'Bảng "{name}" có tối đa 50 dòng',
  feeBandNumberInvalid: 'Nhập một số không âm',
  feeBandMaxBelowMin: 'Dòng {row}: "Đến" phải lớn hơn hoặc bằng "Từ" (để trống là không giới hạn)',
  feeBandOpenNotLast: 'Dòng {row}: chỉ dòng cuối cùng được để trống "Đến" (không giới hạn)',
  feeBandGap:
    'Dòng {row}: "Từ" phải là {max} hoặc {next} (nối tiếp "Đến" của dòng trên, không hở, không chồng)',
  feeBandGapContinuous:
    'Dòng {row}: "Từ" phải là {max} (bằng "Đến" của dòng trên, không hở, không chồng)',
  feeBuyerBands: 'Phí mua hàng: {problem}',
  levelsInvalid: 'Cấp khách hàng phải bắt đầu từ cấp 0 và có mức chi tiêu tăng dần',
  readOnlySession:
    'Bạn đang xem cổng với tư cách khách hàng (chỉ xem), không thể thay đổi dữ liệu.',
  // Buying (DESIGN §5)
  orderMoveRefused:
    'Đơn hàng {code} đang ở trạng thái "{status}", không thể thực hiện thao tác này.',
  transportMoveRefused:
    'Kiện {code} đang ở trạng thái "{status}", không thể thực hiện thao tác này.',
  transportCodeInvalid: 'Mã vận đơn gồm 4–50 chữ, số hoặc dấu gạch ngang',
  transportCodesRequired: 'Cần ít nhất một mã vận đơn',
  transportCodeInUse: 'Mã vận đơn {code} đang được dùng cho một kiện khác',
  transportNotFound: 'Không tìm thấy kiện có mã vận đơn {code}',
  shopOrderNumberRequired: 'Mã đơn của shop chưa nhập',
  weightInvalid: 'Cân nặng (kg) phải lớn hơn 0 và không quá 1.000 kg',
  sizeInvalid: 'Kích thước (cm) phải từ 0 đến 500',
  itemsMismatch: 'Danh sách sản phẩm không khớp với đơn hàng',
  quantityBoughtInvalid: 'Số lượng mua được phải từ 0 đến số lượng đặt',
  quantityReceivedInvalid: 'Số lượng kiểm đếm phải là số nguyên từ 0 đến 100.000',
  countNoteTooLong: 'Ghi chú kiểm đếm không quá 255 ký tự',
  countNotChosen: 'Đơn hàng {code} không chọn dịch vụ kiểm đếm.',
  countWrongState:
    'Đơn hàng {code} đang ở trạng thái "{status}": chỉ kiểm đếm được khi hàng đã về kho Trung Quốc đến khi về kho Việt Nam.',
  complaintMoveRefused:
    'Khiếu nại {code} đang ở trạng thái "{status}", không thể thực hiện thao tác này.',
  complaintNotAllowed:
    'Chỉ khiếu nại được đơn hàng đã về kho Việt Nam, và trong vòng 7 ngày sau khi giao hàng.',
  complaintRefundTooHigh:
    'Số tiền hoàn không được vượt quá {paid} khách đã thanh toán cho đơn hàng {code}.',
  complaintTypeInvalid: 'Loại khiếu nại không hợp lệ',
  complaintContentRequired: 'Nội dung khiếu nại chưa nhập',
  complaintContentTooLong: 'Nội dung khiếu nại không quá 2.000 ký tự',
  requestAmountInvalid: 'Số tiền đề nghị phải là số nguyên đồng từ 0 đến 1.000.000.000',
  imageUrlsInvalid: 'Ảnh phải là đường dẫn http(s), tối đa 10 ảnh',
  responseRequired: 'Câu trả lời cho khách hàng chưa nhập',
  orderNotEditable: 'Chỉ sửa được đơn hàng đang chờ đặt cọc ({code} đang ở trạng thái "{status}").',
  itemLinkInvalid:
    'Đường dẫn chưa đúng: hãy dán đường dẫn trang sản phẩm Taobao, Tmall, 1688, Pinduoduo hoặc Weidian.',
  productNameRequired: 'Tên sản phẩm chưa nhập',
  productNameTooLong: 'Tên sản phẩm không quá 500 ký tự',
  shopNameRequired: 'Tên shop chưa nhập',
  priceInvalid: 'Giá (¥) phải lớn hơn 0, tối đa 2 chữ số thập phân',
  quantityInvalid: 'Số lượng phải là số nguyên từ 1 đến 10.000',
  cartFieldInvalid: 'Trường cần sửa không hợp lệ',
  cartEmpty: 'Giỏ hàng trống, chưa có sản phẩm để đặt',
  ordersRequired: 'Bạn chưa chọn đơn hàng nào',
  propertiesTooLong: 'Thuộc tính không quá 255 ký tự',
  labelFormatInvalid: 'Định dạng tem chỉ có thể là pdf hoặc zpl',
  shippingMarkInvalid: 'Tiền tố mã vận chuyển gồm 1–12 chữ cái in hoa hoặc chữ số (VD: HANGTQ)',
  chinaReceiverRequired: 'Tên người nhận ở kho Trung Quốc chưa nhập',
  chinaAddressRequired: 'Địa chỉ kho Trung Quốc (tiếng Trung) chưa nhập',
  // The browser extension and pasted links (DESIGN §9)
  quantityBelowMinimum: 'Sản phẩm này shop chỉ bán từ {min} cái trở lên; hãy tăng số lượng.',
  priceTiersInvalid:
    'Bảng giá theo số lượng không hợp lệ: mỗi mức cần số lượng tăng dần và giá (¥) lớn hơn 0.',
  itemIdInvalid: 'Mã sản phẩm hoặc mã SKU chỉ gồm chữ số (tối đa 20 chữ số)',
  addSourceInvalid: 'Nguồn thêm sản phẩm không hợp lệ',
  linkTextRequired: 'Hãy dán đường dẫn hoặc nội dung chia sẻ của sản phẩm',
  linkTextTooLong: 'Nội dung dán vào quá dài (tối đa 2.000 ký tự)',
  shortLinkUnresolved:
    'Không mở được đường dẫn rút gọn này. Hãy mở nó trên điện thoại, chọn "Sao chép liên kết" ở trang sản phẩm rồi dán lại.',
  reportLinkInvalid: 'Đường dẫn trang sản phẩm phải bắt đầu bằng http:// hoặc https://',
  extensionVersionInvalid: 'Phiên bản tiện ích không hợp lệ',
  reportReasonTooLong: 'Mô tả lỗi không quá 500 ký tự',
  // Shipping and delivery (DESIGN §5)
  consignmentMoveRefused:
    'Đơn ký gửi {code} đang ở trạng thái "{status}", không thể thực hiện thao tác này.',
  deliveryMoveRefused:
    'Phiếu giao {code} đang ở trạng thái "{status}", không thể thực hiện thao tác này.',
  consignmentNotEditable: 'Đơn ký gửi {code} đã có kiện về kho, không thể sửa hoặc xóa nữa.',
  consignmentItemsRequired: 'Cần khai báo ít nhất một mặt hàng',
  consignmentLastItem: 'Đơn ký gửi cần giữ lại ít nhất một mặt hàng',
  transportCodesDuplicated: 'Mã vận đơn {code} bị nhập hai lần',
  deliveryGoodsRequired: 'Bạn chưa chọn đơn nào để giao',
  deliveryGoodsUnavailable: '{code} không ở kho Việt Nam hoặc đã nằm trong một phiếu giao khác.',
  deliveryOneWarehouse:
    'Một phiếu giao chỉ gồm hàng ở cùng một kho; hàng của bạn đang ở {warehouses}, hãy tạo mỗi kho một phiếu.',
  unclaimedCannotShip:
    'Kiện {code} là kiện vô chủ, chưa biết kho đích: giữ lại kho Trung Quốc đến khi có khách nhận.',
  // Bags (bao) packed in China (DESIGN §11)
  bagMoveRefused: 'Bao {code} đang ở trạng thái "{status}", không thể thực hiện thao tác này.',
  bagCodeInvalid: 'Mã bao có dạng BAO000123',
  bagNotFound: 'Không tìm thấy bao {code}',
  bagNotOpen: 'Bao {code} đã đóng ({status}): không thể thêm hay bỏ kiện nữa.',
  bagEmpty: 'Bao {code} chưa có kiện nào: hãy quét kiện vào bao rồi mới đóng.',
  bagOpenCannotShip: 'Bao {code} chưa đóng: hãy cân và đóng bao rồi mới xuất kho.',
  bagNotArrived: 'Bao {code} chưa được nhận về kho Việt Nam ({status}).',
  bagUnknown: 'Bao hàng không tồn tại',
  bagParcelNotFound: 'Không tìm thấy kiện có mã {code}',
  bagParcelUnclaimed:
    'Kiện {code} là kiện vô chủ, chưa biết kho đích: không cho vào bao đến khi có khách nhận.',
  bagParcelNotInChina:
    'Kiện {code} đang ở trạng thái "{status}": chỉ kiện đã nhập kho Trung Quốc mới cho vào bao.',
  bagParcelInOtherBag: 'Kiện {code} đã nằm trong bao {bag}.',
  bagParcelOtherDestination: 'Kiện {code} đi {parcelWarehouse}, còn bao {bag} đi {bagWarehouse}.',
  bagParcelNotInBag: 'Kiện {code} không nằm trong bao {bag}.',
  parcelInBagShipWhole: 'Kiện {code} đang nằm trong bao {bag}, hãy gửi cả bao.',
  shipCodesRequired: 'Cần ít nhất một mã vận đơn hoặc một mã bao',
  manifestFormatInvalid: 'Định dạng bảng kê chỉ có thể là pdf hoặc xlsx',
  receiverNameRequired: 'Tên người nhận chưa nhập',
  receiverPhoneInvalid: 'Số điện thoại người nhận gồm 8–15 chữ số',
  addressRequired: 'Địa chỉ nhận hàng chưa nhập',
  provinceRequired: 'Tỉnh/Thành phố chưa chọn',
  provinceUnknown: 'Tỉnh/Thành phố không có trong danh sách',
  wardRequired: 'Phường/Xã chưa chọn',
  wardNotInProvince: 'Phường/Xã đã chọn không thuộc tỉnh/thành phố này',
  streetRequired: 'Số nhà, tên đường chưa nhập',
  streetTooLong: 'Số nhà, tên đường không quá 150 ký tự',
  deliveryMethodInvalid: 'Hình thức nhận hàng không hợp lệ',
  consignmentsRequired: 'Bạn chưa chọn đơn ký gửi nào',
  // Automatic confirmation (DESIGN §4)
  customerRequired: 'Bạn chưa chọn khách hàng',
  customerUnknown: 'Không tìm thấy khách hàng này',
  transferMoveRefused:
    'Giao dịch {code} đang ở trạng thái "{status}", không thể thực hiện thao tác này.',
  statementFileInvalid:
    'Không đọc được tệp sao kê: hãy chọn tệp CSV hoặc Excel (.xlsx) xuất từ ngân hàng.',
  idempotencyKeyInvalid: 'Idempotency-Key không hợp lệ (tối đa 100 ký tự)',
  // Notifications and rates (DESIGN §10)
  notificationChannelInvalid: 'Kênh thông báo không hợp lệ',
  notificationTypeInvalid: 'Loại thông báo không hợp lệ',
  notificationChannelOff: 'Kênh {channel} chưa được bật trên hệ thống này',
  pushSubscriptionInvalid: 'Trình duyệt gửi đăng ký nhận thông báo không hợp lệ, hãy thử lại.',
  telegramLinkExpired:
    'Mã liên kết Telegram đã hết hạn hoặc đã dùng, hãy tạo liên kết mới từ cổng khách hàng.',
  telegramUnreachable: 'Chưa kết nối được với Telegram, bạn hãy thử lại sau ít phút.',
  zaloTemplateInvalid: 'Mã mẫu Zalo (template id) chỉ gồm chữ số',
  notificationNotFailed: 'Chỉ gửi lại được thông báo bị lỗi',
  rateKindInvalid: 'Loại tỷ giá không hợp lệ',
  rateEffectiveInvalid: 'Thời điểm áp dụng không hợp lệ',
  rateNotProposed: 'Tỷ giá này không còn chờ duyệt: nó đã được duyệt hoặc bỏ qua',
  rateEffectivePast:
    'Thời điểm áp dụng đã qua: để trống để áp dụng ngay, hoặc chọn một thời điểm sắp tới',
  rateMarginInvalid: 'Phần cộng thêm vào tỷ giá Vietcombank phải là số đồng từ 0 đến 10.000',
  rateFormat: 'Nhập tỷ giá theo cách viết tiền Việt, ví dụ 3.650 hoặc 3.650,5',
  rateFeedOff: 'Chưa cấu hình nguồn tỷ giá Vietcombank (VCB_RATE_URL)',
  rateFeedUnreadable: 'Không đọc được tỷ giá CNY từ nguồn Vietcombank: {reason}',
  // Console lists (schemas/console-list.ts)
  exportFormatInvalid: 'Định dạng xuất chỉ có thể là json hoặc xlsx',
  exportTooLarge:
    'Danh sách có {count} dòng, quá {max} dòng để xuất một lần: hãy lọc bớt (theo trạng thái hoặc từ khóa) rồi xuất lại.',
  // The header's search (schemas/search.ts)
  searchKeywordRequired: 'Hãy nhập mã đơn, mã kiện, mã vận đơn hoặc nội dung thông báo để tìm',
  // The browser extension's server side (DESIGN §9), continued
  extensionReportHandled: 'Báo lỗi này đã được xử lý trước đó.',
  extensionPackageMissing:
    'Bản cài đặt tiện ích chưa có trên máy chủ này. Vui lòng liên hệ nhân viên hỗ trợ để được gửi bản cài đặt.',
  // Photos (DESIGN §11, schemas/photos.ts)
  photoTooLarge: 'Ảnh quá lớn: tối đa 10 MB.',
  photoTypeInvalid: 'Chỉ nhận ảnh JPEG, PNG hoặc WebP.',
  photoMissing: 'Hãy chọn một ảnh để tải lên (trường file).',
  photoUploadFailed: 'Không tải được ảnh lên. Vui lòng kiểm tra kết nối và thử lại.',
  photoInternalInvalid: 'internal chỉ có thể là true hoặc false',
  photoUnknown: 'Ảnh không tồn tại hoặc đã được gắn vào một khiếu nại khác.',
  complaintPhotosTooMany: 'Mỗi khiếu nại có tối đa 6 ảnh.',
  deliveryPhotoUnknown: 'Ảnh giao hàng không thuộc phiếu giao này: hãy tải ảnh lên phiếu trước.',
} as const;

/**
 * A message's code: its key in `messages`. A refusal names a code (and the values of its
 * placeholders), never a free text, so every sentence the server can answer with is in the map.
 */
export type MessageCode = keyof typeof messages;
export type MessageValues = Record<string, string | number>;

/** The sentence of a code, its {placeholders} filled. */
export const sentenceOf = (code: MessageCode, values?: MessageValues): string =>
  values ? fillMessage(messages[code], values) : messages[code];

export function fillMessage(template: string, values: MessageValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
