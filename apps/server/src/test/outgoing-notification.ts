import type { OutgoingNotification, Recipient } from '../modules/notifications/channel.js';
import type { TestCustomer } from './factories.js';

/** A notification as the delivery job hands it to a channel (a deposit credited). */
export function sampleNotification(
  overrides: Partial<OutgoingNotification> = {},
): OutgoingNotification {
  return {
    id: 42,
    event: 'deposit.credited',
    code: 'NT000123',
    title: 'Đã cộng tiền nạp',
    text: 'Đã cộng 500.000 đ vào ví của bạn (NT000123).',
    link: 'http://portal.test/#/wallet',
    templateData: {
      customer_code: 'KH000001',
      code: 'NT000123',
      amount: 500000,
      status: 'Đã cộng',
      date: '01/02/2025',
    },
    ...overrides,
  };
}

/** The customer as a channel is told of them. */
export const recipientOf = (customer: TestCustomer, phone = '0912345678'): Recipient => ({
  customerId: customer.id,
  customerCode: customer.code,
  email: customer.email,
  phone,
});
