import { users } from '../../db/schema.js';

/** Who asked, beside each request in the staff queues (customerRef of the shared answers). */
export const requesterColumns = {
  id: users.id,
  code: users.code,
  email: users.email,
  name: users.fullName,
};

export function requesterFields(customer: {
  id: number;
  code: string;
  email: string;
  name: string;
}) {
  return {
    CustomerId: customer.id,
    CustomerCode: customer.code,
    CustomerEmail: customer.email,
    CustomerName: customer.name,
  };
}
