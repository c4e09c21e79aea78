/**
 * Links that open a Vietnamese banking app on a phone with a transfer filled in, through VietQR's
 * public deeplink service (https://www.vietqr.io/deeplink): a customer paying from the same phone
 * that shows the QR code cannot scan it, so a tap on their bank's app does the scanning's work.
 */
const DEEPLINK_SERVICE = 'https://dl.vietqr.io/pay';

/** A banking app the service opens: its app id (not the bank's code) and the name customers know. */
export interface BankApp {
  app: string;
  name: string;
}

/** The apps most customers use, most used first; the service knows many more. */
export const BANK_APPS: readonly BankApp[] = [
  { app: 'vcb', name: 'Vietcombank' },
  { app: 'tcb', name: 'Techcombank' },
  { app: 'mb', name: 'MB Bank' },
  { app: 'bidv', name: 'BIDV' },
  { app: 'icb', name: 'VietinBank' },
  { app: 'acb', name: 'ACB' },
  { app: 'tpb', name: 'TPBank' },
  { app: 'vpb', name: 'VPBank' },
];

/**
 * NAPAS's short codes of the receiving banks by BIN, as the service writes them after the `@`;
 * a bank not listed is named by its BIN, which the service reads as well.
 */
const BANK_CODES: Readonly<Record<string, string>> = {
  '970436': 'vcb',
  '970407': 'tcb',
  '970422': 'mb',
  '970418': 'bidv',
  '970415': 'icb',
  '970416': 'acb',
  '970423': 'tpb',
  '970432': 'vpb',
  '970405': 'vba',
  '970403': 'stb',
};

export interface BankAppTransfer {
  /** The app to open (`BANK_APPS[].app`). */
  app: string;
  /** The receiving account's bank BIN. */
  bankBin: string;
  accountNumber: string;
  /** Whole đồng. */
  amount: number;
  /** The transfer content the deposit is matched by. */
  content: string;
  /** The receiving account's holder, shown by the apps that read it. */
  accountName?: string;
}

/**
 * `https://dl.vietqr.io/pay?app=vcb&ba=<account>@<bank>&am=<amount>&tn=<content>[&bn=<holder>]`:
 * the `@` of `ba` stays as it is (the service's rule); the other values are query-encoded.
 */
export function bankAppLink(transfer: BankAppTransfer): string {
  const bank = BANK_CODES[transfer.bankBin] ?? transfer.bankBin;
  const params = [
    `app=${encodeURIComponent(transfer.app)}`,
    `ba=${encodeURIComponent(transfer.accountNumber)}@${encodeURIComponent(bank)}`,
    `am=${Math.round(transfer.amount)}`,
    `tn=${encodeURIComponent(transfer.content)}`,
    ...(transfer.accountName ? [`bn=${encodeURIComponent(transfer.accountName)}`] : []),
  ];
  return `${DEEPLINK_SERVICE}?${params.join('&')}`;
}
