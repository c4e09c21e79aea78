// The wallet as other features use it: the balance, a customer's transactions, paying what is
// missing, and the console's ledger and adjustment of one customer.
export { useWallet } from './api/get-wallet';
export { transactionsQuery } from './api/get-transactions';
export { PayShortfall } from './components/pay-shortfall';
export { AdjustForm } from './components/adjust-form';
export { CustomerLedger } from './components/customer-ledger';
