/** The service terms and the privacy policy shown from the register screen. */
export interface PolicyText {
  title: string;
  sections: { heading: string; body: string }[];
}

export const serviceTerms: PolicyText = {
  title: 'Điều khoản dịch vụ',
  sections: [
    {
      heading: '1. Dịch vụ',
      body: 'Chúng tôi mua hộ hàng từ các sàn Trung Quốc (Taobao, Tmall, 1688) theo yêu cầu của bạn, nhận hàng tại kho Trung Quốc, vận chuyển về kho Việt Nam bạn chọn và giao tới bạn khi bạn yêu cầu.',
    },
    {
      heading: '2. Đặt cọc và thanh toán',
      body: 'Đơn mua hộ được đặt cọc theo tỷ lệ hiển thị trên cổng; phần còn lại, phí vận chuyển theo cân nặng và các phí dịch vụ khác được thanh toán khi hàng về kho Việt Nam. Mọi khoản thu chi đều ghi vào ví của bạn và xem được trong Lịch sử giao dịch.',
    },
    {
      heading: '3. Nạp và rút tiền',
      body: 'Tiền nạp được cộng vào ví sau khi chúng tôi xác nhận giao dịch chuyển khoản với đúng nội dung đã cấp. Yêu cầu rút tiền được xử lý trong giờ làm việc, về đúng tài khoản ngân hàng bạn khai báo.',
    },
    {
      heading: '4. Khiếu nại',
      body: 'Bạn có thể khiếu nại về hàng thiếu, sai hoặc hỏng từ khi hàng về kho Việt Nam đến 7 ngày sau khi nhận hàng. Khoản hoàn tiền được chấp nhận sẽ cộng vào ví.',
    },
    {
      heading: '5. Tài khoản',
      body: 'Bạn chịu trách nhiệm giữ bí mật mật khẩu. Chúng tôi có thể khóa tài khoản có dấu hiệu gian lận và sẽ thông báo lý do qua email hoặc hotline.',
    },
  ],
};

export const privacyPolicy: PolicyText = {
  title: 'Chính sách bảo mật',
  sections: [
    {
      heading: '1. Thông tin chúng tôi lưu',
      body: 'Email, số điện thoại, họ tên, địa chỉ nhận hàng, kho nhận hàng, lịch sử đơn hàng và giao dịch ví. Mật khẩu chỉ được lưu dưới dạng băm, không ai đọc được.',
    },
    {
      heading: '2. Mục đích sử dụng',
      body: 'Để mua hàng, vận chuyển, giao hàng, đối soát tiền và liên hệ với bạn về đơn hàng. Chúng tôi không bán thông tin của bạn cho bên thứ ba.',
    },
    {
      heading: '3. Chia sẻ',
      body: 'Chỉ chia sẻ tên, số điện thoại và địa chỉ với đơn vị giao hàng khi bạn yêu cầu giao, và với cơ quan nhà nước khi pháp luật yêu cầu.',
    },
    {
      heading: '4. Quyền của bạn',
      body: 'Bạn có thể xem và sửa thông tin cá nhân trong mục Tài khoản, và yêu cầu xóa tài khoản qua hotline khi không còn đơn hàng hay số dư đang xử lý.',
    },
  ],
};
