import { lazy } from 'react';

// The wallet as other features use it: the balance, a customer's transactions, paying what is
// missing, and the console's ledger and adjustment of one customer.
export { useWallet } from './api/get-wallet';
export { transactionsQuery } from './api/get-transactions';
export { PayShortfall } from './components/pay-shortfall';

// The console's two load with the page that shows them (render them inside a Suspense): the
// bundler keeps all that this file imports with every page importing any of it, and their form
// and table would otherwise ride along with the customer's dashboard and payment pages.
export const AdjustForm = lazy(() =>
  import('./components/adjust-form').then((module) => ({ default: module.AdjustForm })),
);
export const CustomerLedger = lazy(() =>
  import('./components/customer-ledger').then((module) => ({ default: module.CustomerLedger })),
);
