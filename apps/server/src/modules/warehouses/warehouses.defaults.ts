/** The warehouses a new installation starts with (staff edit them later). */
export const defaultWarehouses = [
  {
    name: 'Kho Hà Nội',
    description:
      'Nhận hàng tại Số 18 Phố Huế, Hai Bà Trưng, Hà Nội. Giờ làm việc 8:00–17:30 từ thứ Hai đến thứ Bảy.',
    sortOrder: 1,
  },
  {
    name: 'Kho TP. Hồ Chí Minh',
    description:
      'Nhận hàng tại 125 Lý Chính Thắng, Quận 3, TP. Hồ Chí Minh. Giờ làm việc 8:00–17:30 từ thứ Hai đến thứ Bảy.',
    sortOrder: 2,
  },
];
