/**
 * Banks in Vietnam a customer is paid out to, by the short name everyone uses and the full name
 * (the withdrawal form offers them; the field stays free text for a bank not listed).
 */
export const VIETNAMESE_BANKS: readonly { short: string; name: string }[] = [
  { short: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
  { short: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam' },
  { short: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
  { short: 'Agribank', name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam' },
  { short: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam' },
  { short: 'MB', name: 'Ngân hàng TMCP Quân đội' },
  { short: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  { short: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { short: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong' },
  { short: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
  { short: 'HDBank', name: 'Ngân hàng TMCP Phát triển TP. Hồ Chí Minh' },
  { short: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { short: 'SHB', name: 'Ngân hàng TMCP Sài Gòn – Hà Nội' },
  { short: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á' },
  { short: 'OCB', name: 'Ngân hàng TMCP Phương Đông' },
  { short: 'MSB', name: 'Ngân hàng TMCP Hàng Hải Việt Nam' },
  { short: 'Eximbank', name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam' },
  { short: 'LPBank', name: 'Ngân hàng TMCP Lộc Phát Việt Nam' },
  { short: 'Nam A Bank', name: 'Ngân hàng TMCP Nam Á' },
  { short: 'Bac A Bank', name: 'Ngân hàng TMCP Bắc Á' },
  { short: 'PVcomBank', name: 'Ngân hàng TMCP Đại Chúng Việt Nam' },
  { short: 'ABBANK', name: 'Ngân hàng TMCP An Bình' },
  { short: 'BVBank', name: 'Ngân hàng TMCP Bản Việt' },
  { short: 'Kienlongbank', name: 'Ngân hàng TMCP Kiên Long' },
  { short: 'Saigonbank', name: 'Ngân hàng TMCP Sài Gòn Công Thương' },
  { short: 'NCB', name: 'Ngân hàng TMCP Quốc Dân' },
  { short: 'VietBank', name: 'Ngân hàng TMCP Việt Nam Thương Tín' },
  { short: 'BaoViet Bank', name: 'Ngân hàng TMCP Bảo Việt' },
  { short: 'PGBank', name: 'Ngân hàng TMCP Thịnh vượng và Phát triển' },
  { short: 'VietABank', name: 'Ngân hàng TMCP Việt Á' },
  { short: 'SCB', name: 'Ngân hàng TMCP Sài Gòn' },
  { short: 'GPBank', name: 'Ngân hàng TNHH MTV Dầu khí Toàn cầu' },
  { short: 'CBBank', name: 'Ngân hàng TNHH MTV Xây dựng Việt Nam' },
  { short: 'OceanBank', name: 'Ngân hàng TNHH MTV Việt Nam Hiện Đại' },
  { short: 'Cake', name: 'Ngân hàng số Cake by VPBank' },
  { short: 'Timo', name: 'Ngân hàng số Timo by Bản Việt' },
  { short: 'Shinhan Bank', name: 'Ngân hàng TNHH MTV Shinhan Việt Nam' },
  { short: 'Woori Bank', name: 'Ngân hàng TNHH MTV Woori Việt Nam' },
  { short: 'UOB', name: 'Ngân hàng TNHH MTV United Overseas Bank Việt Nam' },
  { short: 'HSBC', name: 'Ngân hàng TNHH MTV HSBC Việt Nam' },
  { short: 'Standard Chartered', name: 'Ngân hàng TNHH MTV Standard Chartered Việt Nam' },
  { short: 'Public Bank', name: 'Ngân hàng TNHH MTV Public Việt Nam' },
];

/** Lower case without diacritics, so "ngoai thuong" finds "Ngoại thương". */
export function foldVietnamese(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}
