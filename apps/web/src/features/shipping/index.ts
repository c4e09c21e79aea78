/** What other features use of shipping (chuyển hộ / ký gửi): the Chinese warehouse address card. */
export { ChinaAddressCard } from './components/china-address-card';
