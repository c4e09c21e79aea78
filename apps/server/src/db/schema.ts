import { sql, type SQL } from 'drizzle-orm';
import { ROLES, TransactionType, TransportStatus, type BankAccount } from '@app/shared';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  customType,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * json and jsonb columns whose value the driver has already parsed. Drizzle's own json types parse
 * the driver's value a second time when it is a string, so a stored text that looks like a number
 * ("123") came back as the number 123.
 */
const jsonColumn = (name: string) =>
  customType<{ data: unknown; driverData: unknown }>({
    dataType: () => 'json',
    toDriver: (value) => JSON.stringify(value),
  })(name);
const jsonb = (name: string) =>
  customType<{ data: unknown; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value),
  })(name);

/** Bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both are handed on as a Buffer. */
const bytea = (name: string) =>
  customType<{ data: Buffer; driverData: Uint8Array }>({
    dataType: () => 'bytea',
    fromDriver: (value) => Buffer.from(value),
  })(name);

/** One schema for PGlite and PostgreSQL; migrations in ../../drizzle are generated from it. */

/** A record's code: a prefix and the id on at least 6 digits (KH000123, NT000045, RT000007). */
const codeSql = (prefix: SQL) =>
  sql`${prefix} || lpad(id::text, greatest(6, length(id::text)), '0')`;

/**
 * Vietnamese letters (and the few other accented ones names bring) with what they fold to, for the
 * console's search: "nguyen van a" finds "Nguyễn Văn A". The combining marks of a name typed in
 * decomposed form (NFD) are dropped. lib/search-text.ts folds a typed keyword the same way.
 */
const FOLDED_LETTERS: Record<string, string> = {
  a: 'àáảãạăằắẳẵặâầấẩẫậä',
  e: 'èéẻẽẹêềếểễệë',
  i: 'ìíỉĩịï',
  o: 'òóỏõọôồốổỗộơờớởỡợö',
  u: 'ùúủũụưừứửữựü',
  y: 'ỳýỷỹỵÿ',
  d: 'đ',
  n: 'ñ',
  c: 'ç',
};
const COMBINING_MARKS = '\u0300\u0301\u0302\u0303\u0306\u0309\u031b\u0323';
const foldPairs = Object.entries(FOLDED_LETTERS).flatMap(([plain, letters]) =>
  [...letters, ...letters.toUpperCase()].map((letter) => [letter, plain] as const),
);
/** translate() drops the characters of its second argument that the third has none for. */
const FOLD_FROM = foldPairs.map(([letter]) => letter).join('') + COMBINING_MARKS;
const FOLD_TO = foldPairs.map(([, plain]) => plain).join('');

/** A name as the console searches it: lower case, without diacritics (immutable, so storable). */
const foldedName = (column: string) =>
  sql.raw(`lower(translate(${column}, '${FOLD_FROM}', '${FOLD_TO}'))`);
/**
 * A phone as the console searches it: its digits only, in the national form (0 then 9 or 10
 * digits) whether it was typed with +84, 84 or without the leading 0.
 */
const foldedPhone = (column: string) =>
  sql.raw(
    `regexp_replace(regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^84([0-9]{9,10})$', '0\\1'), '^([1-9][0-9]{8})$', '0\\1')`,
  );

/**
 * Every run of 4 characters in a text (migration 0041's text_grams): a phone's digits, a transfer's
 * letters and digits. A text holding what was typed holds each of its runs, so a GIN index of the
 * runs finds the few texts to look at.
 */
export const textGrams = (text: AnyPgColumn | SQL) => sql`text_grams(${text})`;

/** The words of a folded name, each found by its beginning (users_search_name_idx). */
export const nameWords = (searchName: AnyPgColumn | SQL) =>
  sql`to_tsvector('simple', ${searchName})`;

/** A transfer content without its spaces, as banks often write it (deposit_requests_content_idx). */
export const compactContent = (content: AnyPgColumn | SQL) => sql`replace(${content}, ' ', '')`;

/**
 * A bank's transfer text as staff search it: its letters and digits only, in upper case (a
 * deposit's content sits in it amid the bank's references, however the sender spaced it).
 */
export const transferLetters = (content: AnyPgColumn | SQL) =>
  sql`upper(regexp_replace(${content}, '[^A-Za-z0-9]', '', 'g'))`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Enum values as a literal list in an index's predicate (drizzle-kit writes it into the SQL). */
const inList = (values: readonly number[]) => sql.raw(`(${values.join(', ')})`);

/** Ledger types a record is paid or credited by at most once (ledger_paid_once_key). */
const PAID_ONCE_TYPES = [
  TransactionType.Deposit,
  TransactionType.Withdrawal,
  TransactionType.OrderDeposit,
  TransactionType.OrderPayment,
  TransactionType.ShippingPayment,
];

/**
 * The columns the dashboard reads of each goods in Vietnam, all in its partial index so that the
 * summary is an index-only scan (a heap row per goods cost a quarter of the call).
 */
const goodsInVietnamKey = (table: {
  customerId: AnyPgColumn;
  lastArrivedAt: AnyPgColumn;
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
  billTotal: AnyPgColumn;
  billPaid: AnyPgColumn;
  code: AnyPgColumn;
}) =>
  [
    table.customerId,
    table.lastArrivedAt,
    table.createdAt,
    table.id,
    table.billTotal,
    table.billPaid,
    table.code,
  ] as const;

/**
 * What tells whether an order or a consignment lies in Vietnam waiting for a slip, kept by the
 * database as its parcels and slips change (migration 0019): the dashboard counts a customer's
 * goods in Vietnam from one partial index instead of looking up each one's parcels and slips.
 */
const goodsInVietnamFacts = () => ({
  // When its last live parcel reached a Vietnamese warehouse (null while none has).
  lastArrivedAt: timestamp('last_arrived_at', { withTimezone: true }),
  // Whether a live (unreleased) slip holds it.
  inSlip: boolean('in_slip').notNull().default(false),
});

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // KH000123 for customers, NV000123 for staff: derived from the id by the database, so it is
    // there from the insert on.
    code: text('code')
      .notNull()
      .unique()
      .generatedAlwaysAs(codeSql(sql`case when role = 'customer' then 'KH' else 'NV' end`)),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    address: text('address').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    // A customer, or one of the staff roles (shared STAFF_ROLES; DESIGN §12).
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    level: smallint('level').notNull().default(0),
    supporterId: integer('supporter_id').references((): AnyPgColumn => users.id),
    passwordHash: text('password_hash').notNull(),
    isLocked: boolean('is_locked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The name and phone folded for the console's search, kept by the database on every write.
    searchName: text('search_name').notNull().generatedAlwaysAs(foldedName('full_name')),
    searchPhone: text('search_phone').notNull().generatedAlwaysAs(foldedPhone('phone')),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_supporter_idx').on(table.supporterId),
    // Staff search customers by the start of an email, a phone number (any form) or any word of
    // the name (without diacritics), and list them newest first.
    index('users_email_prefix_idx').using('btree', table.email.op('text_pattern_ops')),
    index('users_search_phone_idx').using('btree', table.searchPhone.op('text_pattern_ops')),
    // …and by 4 or more digits anywhere in it: the number's runs of 4 digits (migration 0041).
    index('users_phone_grams_idx').using('gin', textGrams(table.searchPhone)),
    index('users_search_name_idx').using('gin', nameWords(table.searchName)),
    index('users_role_id_idx').on(table.role, table.id.desc()),
    check('users_role_check', sql.raw(`role in (${ROLES.map((role) => `'${role}'`).join(', ')})`)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // sha256 of the bearer token; the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // "View as customer": a staff member's look at a customer's portal that can change nothing.
    readOnly: boolean('read_only').notNull().default(false),
    openedBy: integer('opened_by'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_key').on(table.tokenHash),
    index('password_resets_user_idx').on(table.userId),
  ],
);

/** Failed-attempt counters shared by every server on the database (login, forgot password). */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Browsers that have signed in to an account (the device cookie, login in accounts.service.ts):
 * they keep signing in while the account-wide guessing limit holds everyone else back. The
 * cookie's value is kept only as its hash; one browser may hold several accounts.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tokenHash, table.userId] })],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last refusal's reason: kept while the mail is retried, and when it is given up. */
    error: text('error'),
    /** How many times delivery was tried (the job queue retries with growing delays). */
    attempts: integer('attempts').notNull().default(0),
    /** Set when delivery is given up: the SMTP server refused for good, or every retry failed. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt.desc(), table.id.desc())],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    messageType: smallint('message_type').notNull(),
    note: text('note').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_customer_created_idx').on(
      table.customerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('messages_customer_unread_idx')
      .on(table.customerId)
      .where(sql`${table.isRead} = false`),
  ],
);

/** Settings staff edit, one JSON value per key (CurrentRate, FeeBuyer, BankAccounts, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  // json, not jsonb: jsonb reorders object keys, and FeeBuyer's ranges match first-in-order.
  value: jsonColumn('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One wallet per customer: the row a debit locks. Only the ledger module changes `balance`. */
export const wallets = pgTable('wallets', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => users.id),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many rows each customer has in every list they page through, kept by the database itself
 * (deferred triggers of migration 0016, at commit, so a page's Total costs one primary-key read
 * instead of counting a heavy customer's 25,000 rows on every page). Lists a customer filters by
 * status or type keep one count per value: element `value + 1` of the array (NULL where none).
 */
const countsByValue = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'`);

export const customerCounts = pgTable('customer_counts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => users.id),
  messages: integer('messages').notNull().default(0),
  unreadMessages: integer('unread_messages').notNull().default(0),
  carts: integer('carts').notNull().default(0),
  ledger: countsByValue('ledger'),
  deposits: countsByValue('deposits'),
  withdrawals: countsByValue('withdrawals'),
  orders: countsByValue('orders'),
  transports: countsByValue('transports'),
  orderShips: countsByValue('order_ships'),
  deliveries: countsByValue('deliveries'),
  complaints: countsByValue('complaints'),
});

/** A cart holds one Chinese shop's items for one customer (DESIGN §5). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    shopName: text('shop_name').notNull(),
    shopLink: text('shop_link').notNull().default(''),
    site: text('site').notNull().default('other'),
    note: text('note').notNull().default(''),
    isInspection: boolean('is_inspection').notNull().default(false),
    isWoodenCrate: boolean('is_wooden_crate').notNull().default(false),
    // The shop's own id as the browser extension reads it ('' for a cart filled by links): the
    // extension's items of one shop meet in one cart whatever its link looks like.
    shopId: text('shop_id').notNull().default(''),
    // Its items as the cart list shows them, [id, name, link, image, properties, price fen,
    // quantity, note, item id, sku id, price tiers, minimum] each, oldest first: kept by the
    // database as items change (migrations 0023, 0030), so a page of carts reads one column
    // instead of gathering every cart's items.
    items: jsonColumn('items')
      .$type<CartItemTuple[] | string>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
  },
  (table) => [
    index('carts_customer_idx').on(table.customerId, table.createdAt.desc(), table.id.desc()),
  ],
);

/** A 1688 quantity price tier as a cart item keeps it: from MinQuantity pieces on, PriceFen each. */
export interface StoredPriceTier {
  MinQuantity: number;
  PriceFen: number;
}

/**
 * A cart item as `carts.items` keeps it; rows written before migration 0030 end after the note
 * (carts.repository.ts itemsOf reads both).
 */
export type CartItemTuple =
  | [number, string, string, string, string, number, number, string]
  | [
      number,
      string,
      string,
      string,
      string,
      number,
      number,
      string,
      string,
      string,
      StoredPriceTier[],
      number,
    ];

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    productLink: text('product_link').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    properties: text('properties').notNull().default(''),
    // CNY as integer fen (DESIGN §3).
    priceFen: integer('price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    // The shop's ids of the item and of the chosen variant (SKU), as the extension reads them;
    // '' for an item typed by hand. The same item and SKU added again adds to this line.
    itemId: text('item_id').notNull().default(''),
    skuId: text('sku_id').notNull().default(''),
    // 1688: the unit price by quantity (priceFen follows it as the quantity changes), and the
    // least the shop sells.
    priceTiers: jsonb('price_tiers').$type<StoredPriceTier[]>().notNull().default([]),
    minQuantity: integer('min_quantity').notNull().default(1),
    // How it came: the extension, a pasted link, or typed by hand (shared ADD_SOURCES).
    source: text('source').notNull().default('manual'),
    createdAt: createdAt(),
  },
  (table) => [index('cart_items_cart_idx').on(table.cartId)],
);

export const shopFavorites = pgTable(
  'shop_favorites',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    link: text('link').notNull(),
    itemLinks: jsonb('item_links').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  // Newest first, as the dashboard and the favourites list show them: a customer's ten newest are
  // the first ten entries of the index, whatever number they keep.
  (table) => [
    index('shop_favorites_customer_created_idx').on(
      table.customerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * The append-only ledger (DESIGN §4): one row per change of a balance, written only by the wallet
 * module under the wallet's row lock. Balance = newest BalanceAfter = sum of Amount.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    // The code of what it paid for (order, consignment, deposit or withdrawal request), as shown...
    refCode: text('ref_code').notNull().default(''),
    // ...and the record itself by kind and id, which the unique index below holds to one payment.
    refKind: text('ref_kind').notNull().default(''),
    refId: integer('ref_id'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    // A customer's transactions in posting order (wallet/ledger.ts), and between two dates.
    index('ledger_customer_posted_idx').on(table.customerId, table.id.desc()),
    index('ledger_customer_created_idx').on(table.customerId, table.createdAt),
    index('ledger_customer_ref_idx').on(table.customerId, table.refCode),
    // What was paid for a bill (billing.ts): every payment and refund of one order or consignment.
    index('ledger_ref_idx').on(table.refKind, table.refId),
    // The reports' credits of a period (reconciliation): entries of one type by time.
    index('ledger_type_created_idx').on(table.type, table.createdAt),
    // A record is credited or paid at most once per payment type (a deposit credited, a withdrawal
    // paid out, an order's deposit, its payment, a shipment's fee), even by a bug; refunds and
    // adjustments may repeat.
    uniqueIndex('ledger_paid_once_key')
      .on(table.refKind, table.refId, table.type)
      .where(sql`${table.type} in ${inList(PAID_ONCE_TYPES)} and ${table.refId} is not null`),
  ],
);

export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .unique()
      .generatedAlwaysAs(codeSql(sql`'NT'`)),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    // The company account as it was when asked, so later edits of the settings never change a QR code.
    bankAccount: jsonb('bank_account').$type<BankAccount>().notNull(),
    transferContent: text('transfer_content').notNull(),
    status: smallint('status').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('deposit_requests_transfer_content_key').on(table.transferContent),
    // Staff find a request by the start of its content however the bank spaced it,
    index('deposit_requests_content_idx').using(
      'btree',
      sql`${compactContent(table.transferContent)} text_pattern_ops`,
    ),
    // or by its last letters and digits (reversed, an ending is a start).
    index('deposit_requests_content_tail_idx').using(
      'btree',
      sql`reverse(${compactContent(table.transferContent)}) text_pattern_ops`,
    ),
    index('deposit_requests_customer_created_idx').on(
      table.customerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('deposit_requests_status_created_idx').on(
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .unique()
      .generatedAlwaysAs(codeSql(sql`'RT'`)),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    note: text('note').notNull().default(''),
    status: smallint('status').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // Staff find who asked to be paid to an account by its last digits (reversed, an ending is
    // a start).
    index('withdrawal_requests_account_tail_idx').using(
      'btree',
      sql`reverse(${table.accountNumber}) text_pattern_ops`,
    ),
    index('withdrawal_requests_customer_created_idx').on(
      table.customerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('withdrawal_requests_status_created_idx').on(
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * Every incoming transfer the bank told us of, stored once: by a notification service (SePay,
 * Casso) keyed by its transaction id, or by a statement line keyed by its fingerprint; the bank's
 * own reference, when given, is unique too, so the same transfer arriving by webhook and in a
 * statement counts once. A transfer matched to a pending deposit confirmed it in the same
 * transaction; one that matched nothing waits (status 0) for staff to assign or return it.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .unique()
      .generatedAlwaysAs(codeSql(sql`'GD'`)),
    provider: text('provider', { enum: ['sepay', 'casso', 'statement'] }).notNull(),
    providerId: text('provider_id').notNull(),
    bankReference: text('bank_reference').notNull().default(''),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    accountNumber: text('account_number').notNull().default(''),
    transferDate: text('transfer_date').notNull().default(''),
    status: smallint('status').notNull().default(0),
    // The customer it was credited to (through its deposit); null while unmatched.
    customerId: integer('customer_id').references(() => users.id),
    depositId: integer('deposit_id').references(() => depositRequests.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_transfers_provider_key').on(table.provider, table.providerId),
    uniqueIndex('bank_transfers_reference_key')
      .on(table.bankReference)
      .where(sql`${table.bankReference} <> ''`),
    index('bank_transfers_status_created_idx').on(
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('bank_transfers_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // Staff find a transfer by any 4 or more of its letters and digits, or by its customer
    // (bank-transfers.repository).
    index('bank_transfers_letters_grams_idx').using(
      'gin',
      textGrams(transferLetters(table.content)),
    ),
    index('bank_transfers_customer_idx')
      .on(table.customerId)
      .where(sql`${table.customerId} is not null`),
    // The reconciliation: whether a deposit's credit came from a transfer.
    index('bank_transfers_deposit_idx')
      .on(table.depositId)
      .where(sql`${table.depositId} is not null`),
  ],
);

/**
 * A money call's `Idempotency-Key` and the answer it got, written in the same transaction as the
 * money it moved: a repeat waits for the first to commit, then gets its answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Every staff action: who, when, what, before → after (DESIGN §6). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    /** The console's tab of the row (shared auditKindOf), kept so each tab walks its own index. */
    kind: smallint('kind').notNull().default(0),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_kind_created_idx').on(table.kind, table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * Every state change of every state machine (deposits, withdrawals; orders, parcels, consignments,
 * slips and complaints as they come), written by the one transition function.
 */
export const stateHistory = pgTable(
  'state_history',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    mover: text('mover', { enum: ['customer', 'staff', 'system'] }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('state_history_entity_idx').on(table.entity, table.entityId, table.id),
    // The throughput report: one kind of move (an order bought, a parcel received) in a period.
    index('state_history_move_idx').on(
      table.entity,
      table.toStatus,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * What a customer owes for one thing (an order, a consignment, a delivery slip), line by line:
 * goods, buyer fee, inspection, shipping... "What is owed" is these lines less the ledger's
 * payments for the same thing (modules/billing).
 */
export const feeLines = pgTable(
  'fee_lines',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    kind: smallint('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('fee_lines_owner_kind_key').on(table.ownerKind, table.ownerId, table.kind),
    index('fee_lines_customer_idx').on(table.customerId),
  ],
);

/** Each change of a fee line's amount, with why and by whom (an order's detail shows it). */
export const feeLineHistory = pgTable(
  'fee_line_history',
  {
    id: serial('id').primaryKey(),
    feeLineId: integer('fee_line_id')
      .notNull()
      .references(() => feeLines.id),
    // The line's fee kind, kept here so the revenue report sums a kind's changes of a day by one
    // index walk, without reading the lines.
    kind: smallint('kind').notNull(),
    oldAmount: bigint('old_amount', { mode: 'number' }).notNull(),
    newAmount: bigint('new_amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fee_line_history_line_idx').on(table.feeLineId, table.id),
    // The revenue report: a kind's changes of a period (and its drill-down, newest first), and
    // every kind's, by time.
    index('fee_line_history_kind_changed_idx').on(
      table.kind,
      table.changedAt.desc(),
      table.id.desc(),
    ),
    index('fee_line_history_changed_idx').on(table.changedAt.desc(), table.id.desc()),
  ],
);

/**
 * A purchase order (DESIGN §5): one shop's items bought for one customer. Its amounts are fee lines
 * (modules/billing); the order keeps what they are computed from: the rate locked when it was
 * made and the deposit percent of the customer's level at that moment.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .unique()
      .generatedAlwaysAs(codeSql(sql`'DH'`)),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    shopName: text('shop_name').notNull(),
    shopLink: text('shop_link').notNull().default(''),
    site: text('site').notNull().default('other'),
    note: text('note').notNull().default(''),
    isInspection: boolean('is_inspection').notNull().default(false),
    isWoodenCrate: boolean('is_wooden_crate').notNull().default(false),
    status: smallint('status').notNull().default(0),
    // VND per 1 CNY × 100, locked when the order was made.
    rateX100: integer('rate_x100').notNull(),
    rateLockedAt: timestamp('rate_locked_at', { withTimezone: true }).notNull().defaultNow(),
    // The deposit asked before buying starts, VND (the level's percent of goods + buyer fee).
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull(),
    // The customer's level when the order was made, and what it gave (shown on the order).
    levelName: text('level_name').notNull().default(''),
    depositPercentX100: integer('deposit_percent_x100').notNull().default(0),
    buyerFeeDiscountX100: integer('buyer_fee_discount_x100').notNull().default(0),
    shopOrderNumber: text('shop_order_number').notNull().default(''),
    // The bill's fee lines added up and what was paid for them (payments less refunds), VND, kept
    // by the database as both change (migration 0018): lists and the dashboard read them instead of
    // summing lines and ledger rows per row; a payment still sums them (billing.ts amountOwed).
    billTotal: bigint('bill_total', { mode: 'number' }).notNull().default(0),
    billPaid: bigint('bill_paid', { mode: 'number' }).notNull().default(0),
    // When the warehouse counted its items (kiểm đếm, for orders that chose it); null until then.
    countedAt: timestamp('counted_at', { withTimezone: true }),
    // What the shop was paid, set when the buyer records the purchase (2 → 3): the goods at their
    // real prices and the inland shipping in fen, and the buying rate in force then (VND per
    // 1 CNY × 100; the order's own rate while no buying rate was ever applied). The profit report
    // counts the order in the period of boughtAt.
    boughtAt: timestamp('bought_at', { withTimezone: true }),
    shopGoodsFen: bigint('shop_goods_fen', { mode: 'number' }),
    shopInlandFen: bigint('shop_inland_fen', { mode: 'number' }),
    buyingRateX100: integer('buying_rate_x100'),
    ...goodsInVietnamFacts(),
    createdAt: createdAt(),
  },
  (table) => [
    // The customer's orders in a Vietnamese warehouse (7–8) outside a live slip: the dashboard's
    // goods in Vietnam (deliveries/goods-in-vietnam.ts, which writes the same condition), read
    // from the index alone.
    index('orders_in_vietnam_idx')
      .on(...goodsInVietnamKey(table))
      .where(sql`${table.status} between 7 and 8 and not ${table.inSlip}`),
    index('orders_customer_created_idx').on(
      table.customerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('orders_customer_status_idx').on(table.customerId, table.status),
    index('orders_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    // The profit report: the orders bought in a period, newest first.
    index('orders_bought_idx')
      .on(table.boughtAt.desc(), table.id.desc())
      .where(sql`${table.boughtAt} is not null`),
    // Công nợ: the bills past their deposit with something unpaid, by customer (a handful of
    // open bills however many orders the shop has made), with what the report sums: read from
    // the index alone.
    index('orders_owing_idx')
      .on(table.customerId, table.id, table.billTotal, table.billPaid, table.lastArrivedAt)
      .where(sql`${table.status} between 1 and 10 and ${table.billTotal} > ${table.billPaid}`),
    // The shop's own order number, as staff and the customer's header search type it: found by
    // its key instead of walking orders (only bought orders have one).
    index('orders_shop_order_number_idx')
      .on(table.shopOrderNumber)
      .where(sql`${table.shopOrderNumber} <> ''`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productName: text('product_name').notNull(),
    productLink: text('product_link').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    properties: text('properties').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    // Set by staff when the shop confirms, and by the warehouse on arrival.
    quantityBought: integer('quantity_bought'),
    quantityReceived: integer('quantity_received'),
    // What the warehouse wrote when counting it (kiểm đếm): a missing colour, a broken piece.
    countNote: text('count_note').notNull().default(''),
    note: text('note').notNull().default(''),
    // The shop's ids of the item and the variant, from the cart: the buyer orders that SKU.
    itemId: text('item_id').notNull().default(''),
    skuId: text('sku_id').notNull().default(''),
  },
  (table) => [index('order_items_order_idx').on(table.orderId, table.id)],
);

/**
 * A parcel (kiện): a Chinese tracking number on its way to a Vietnamese warehouse, of an order (or,
 * later, a consignment; or of nobody yet when received unclaimed). Weights in grams, sizes in mm.
 */
export const transports = pgTable(
  'transports',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .unique()
      .generatedAlwaysAs(codeSql(sql`'KI'`)),
    transportCode: text('transport_code').notNull(),
    customerId: integer('customer_id').references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    orderShipId: integer('order_ship_id').references((): AnyPgColumn => orderShips.id),
    // Its order's or consignment's code ('' for nobody's yet), set by the database whenever the
    // parcel changes hands (migration 0022; codes never change): a list of parcels shows it on
    // every row and finds parcels by it without joining both owners per row.
    ownerCode: text('owner_code').notNull().default(''),
    status: smallint('status').notNull().default(0),
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    volumeGrams: integer('volume_grams'),
    chargedGrams: integer('charged_grams'),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    feeFormula: text('fee_formula').notNull().default(''),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    // The bag (bao) it travels in from China, once scanned into one (DESIGN §11).
    bagId: integer('bag_id').references((): AnyPgColumn => bags.id),
    createdAt: createdAt(),
  },
  (table) => [
    // A bag's parcels, in the order they were scanned in.
    index('transports_bag_idx')
      .on(table.bagId, table.id)
      .where(sql`${table.bagId} is not null`),
    // A tracking number is active once: a second parcel with it waits until the first is done.
    uniqueIndex('transports_active_code_key')
      .on(table.transportCode)
      .where(
        sql`${table.status} not in ${inList([TransportStatus.Delivered, TransportStatus.Cancelled])}`,
      ),
    // The console finds a parcel by the last characters of its tracking number (an ending is the
    // start of the reversed number).
    index('transports_tracking_tail_idx').using(
      'btree',
      sql`reverse(${table.transportCode}) text_pattern_ops`,
    ),
    index('transports_order_idx').on(table.orderId, table.id),
    index('transports_order_ship_idx').on(table.orderShipId, table.id),
    index('transports_customer_created_idx').on(
      table.customerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('transports_customer_status_idx').on(
      table.customerId,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // The warehouse queues: parcels by status, and the unclaimed ones.
    index('transports_status_created_idx').on(
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('transports_unclaimed_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.customerId} is null`),
  ],
);

/**
 * A consignment (đơn ký gửi): goods the customer bought themselves, declared item by item, carried
 * by parcels with their own tracking numbers to a chosen Vietnamese warehouse. Its amounts are fee
 * lines (shipping from its weighed parcels, crate, insurance on the declared value at its rate).
 */
export const orderShips = pgTable(
  'order_ships',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .unique()
      .generatedAlwaysAs(codeSql(sql`'KG'`)),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    note: text('note').notNull().default(''),
    isWoodenCrate: boolean('is_wooden_crate').notNull().default(false),
    isInsurance: boolean('is_insurance').notNull().default(false),
    status: smallint('status').notNull().default(0),
    // VND per 1 CNY × 100 when it was made: the declared value's and the crate's rate.
    rateX100: integer('rate_x100').notNull(),
    // As orders': the bill's fee lines added up and what was paid for them (payments less refunds), VND, kept
    // by the database as both change (migration 0018): lists and the dashboard read them instead of
    // summing lines and ledger rows per row; a payment still sums them (billing.ts amountOwed).
    billTotal: bigint('bill_total', { mode: 'number' }).notNull().default(0),
    billPaid: bigint('bill_paid', { mode: 'number' }).notNull().default(0),
    ...goodsInVietnamFacts(),
    // What its list row shows of its declared items and its live parcels, kept by the database as
    // they change (migration 0021): a page of consignments had read both per row, which cost more
    // than the page itself. Grams are the live parcels' charged weight, null while none is weighed.
    itemCount: integer('item_count').notNull().default(0),
    declaredFen: bigint('declared_fen', { mode: 'number' }).notNull().default(0),
    parcelCodes: text('parcel_codes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    parcelGrams: bigint('parcel_grams', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    // As orders_in_vietnam_idx, for consignments (3–4).
    index('order_ships_in_vietnam_idx')
      .on(...goodsInVietnamKey(table))
      .where(sql`${table.status} between 3 and 4 and not ${table.inSlip}`),
    index('order_ships_customer_created_idx').on(
      table.customerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('order_ships_customer_status_idx').on(
      table.customerId,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('order_ships_status_created_idx').on(
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // As orders_owing_idx: the consignments not cancelled with something unpaid.
    index('order_ships_owing_idx')
      .on(table.customerId, table.id, table.billTotal, table.billPaid, table.lastArrivedAt)
      .where(sql`${table.status} <> 6 and ${table.billTotal} > ${table.billPaid}`),
  ],
);

export const orderShipItems = pgTable(
  'order_ship_items',
  {
    id: serial('id').primaryKey(),
    orderShipId: integer('order_ship_id')
      .notNull()
      .references(() => orderShips.id),
    productName: text('product_name').notNull(),
    productLink: text('product_link').notNull().default(''),
    quantity: integer('quantity').notNull(),
    priceFen: integer('price_fen').notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [index('order_ship_items_ship_idx').on(table.orderShipId, table.id)],
);

/**
 * A delivery slip (phiếu giao hàng): goods in a Vietnamese warehouse the customer asked for, paid
 * in full when asked. `listOrders` keeps the codes as the customer chose them (answered as a JSON
 * string); `delivery_goods` holds one row per order or consignment.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .unique()
      .generatedAlwaysAs(codeSql(sql`'PGH'`)),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    /** The readable address (spec §8); empty for a pickup at the warehouse. */
    address: text('address').notNull(),
    /** Ours: the province and ward the address was chosen from, when it was (codes of 2025). */
    provinceCode: text('province_code'),
    wardCode: text('ward_code'),
    method: smallint('method').notNull(),
    note: text('note').notNull().default(''),
    status: smallint('status').notNull().default(0),
    listOrders: jsonb('list_orders').$type<string[]>().notNull(),
    totalGrams: integer('total_grams').notNull(),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    /** Proof of delivery: who took the goods, as staff wrote it when handing them over. */
    deliveredTo: text('delivered_to').notNull().default(''),
    createdAt: createdAt(),
    // The receiver as the console searches them, like a customer (users.search_name, search_phone).
    searchReceiver: text('search_receiver')
      .notNull()
      .generatedAlwaysAs(foldedName('receiver_name')),
    searchReceiverPhone: text('search_receiver_phone')
      .notNull()
      .generatedAlwaysAs(foldedPhone('receiver_phone')),
  },
  (table) => [
    // Staff find a slip by its receiver's name words or phone digits, or by a code it carries.
    index('deliveries_search_receiver_idx').using('gin', nameWords(table.searchReceiver)),
    index('deliveries_receiver_phone_grams_idx').using('gin', textGrams(table.searchReceiverPhone)),
    index('deliveries_list_orders_idx').using('gin', table.listOrders),
    index('deliveries_customer_created_idx').on(
      table.customerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('deliveries_customer_status_idx').on(
      table.customerId,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('deliveries_status_created_idx').on(
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * A customer's remembered delivery addresses, offered at the top of the next request. One row per
 * receiver and address; using it again only moves its last use. At most one is the default.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    provinceCode: text('province_code').notNull(),
    wardCode: text('ward_code').notNull(),
    street: text('street').notNull(),
    /** The readable address as a slip keeps it ("12 Lý Thường Kiệt, Phường Cửa Nam, Thành phố Hà Nội"). */
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customer_addresses_once_key').on(
      table.customerId,
      table.address,
      table.receiverName,
      table.receiverPhone,
    ),
    index('customer_addresses_customer_used_idx').on(table.customerId, table.lastUsedAt.desc()),
    uniqueIndex('customer_addresses_one_default_key')
      .on(table.customerId)
      .where(sql`${table.isDefault}`),
  ],
);

/**
 * What a slip carries: an order (kind 1) or a consignment (kind 2), with the storage it paid for.
 * An order or consignment is in at most one slip that is not cancelled: the partial unique index
 * holds it even when two requests race.
 */
export const deliveryGoods = pgTable(
  'delivery_goods',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    kind: smallint('kind').notNull(),
    goodsId: integer('goods_id').notNull(),
    code: text('code').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    storageDays: integer('storage_days').notNull().default(0),
    storageFee: bigint('storage_fee', { mode: 'number' }).notNull().default(0),
    released: boolean('released').notNull().default(false),
  },
  (table) => [
    uniqueIndex('delivery_goods_once_key')
      .on(table.kind, table.goodsId)
      .where(sql`not ${table.released}`),
    index('delivery_goods_delivery_idx').on(table.deliveryId, table.id),
    index('delivery_goods_goods_idx').on(table.kind, table.goodsId),
  ],
);

/** A customer's complaint on an order (DESIGN §5): staff take it, answer it, and may refund. */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .unique()
      .generatedAlwaysAs(codeSql(sql`'KN'`)),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    requestAmount: bigint('request_amount', { mode: 'number' }).notNull().default(0),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(0),
    response: text('response').notNull().default(''),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    // The console finds an order's complaints by the order's code.
    index('complaints_order_idx').on(table.orderId),
    index('complaints_customer_created_idx').on(
      table.customerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('complaints_status_created_idx').on(
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * Item pages the browser extension could not read, reported by customers (DESIGN §9): a queue
 * staff work through in the console. One new report per link: the same page reported again
 * while its report waits is the same row.
 */
export const extensionReports = pgTable(
  'extension_reports',
  {
    id: serial('id').primaryKey(),
    // Who reported it; null when the extension was not signed in.
    customerId: integer('customer_id').references(() => users.id),
    link: text('link').notNull(),
    site: text('site').notNull().default('other'),
    version: text('version').notNull(),
    reason: text('reason').notNull().default(''),
    // shared EXTENSION_REPORT_STATUS: 1 waiting, 2 handled.
    status: smallint('status').notNull().default(1),
    handledNote: text('handled_note').notNull().default(''),
    handledBy: integer('handled_by').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // The console's list: a tab's newest first (lib/console-list.ts statusListPage).
    index('extension_reports_status_created_idx').on(
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // By its hash: a link may be 1,000 characters of UTF-8, past what a btree entry holds.
    uniqueIndex('extension_reports_waiting_link_key')
      .on(sql`md5(${table.link})`)
      .where(sql`${table.status} = 1`),
  ],
);

/**
 * A bag (bao) of parcels packed in China for one Vietnamese warehouse (DESIGN §11): opened, parcels
 * scanned in, closed with its weight (its manifest fixed), shipped whole, received in Vietnam where
 * its parcels are checked against the manifest. Weight in grams, sizes in mm.
 */
export const bags = pgTable(
  'bags',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .unique()
      .generatedAlwaysAs(codeSql(sql`'BAO'`)),
    // shared BagStatus: 0 open, 1 closed, 2 in transit, 3 in a Vietnamese warehouse.
    status: smallint('status').notNull().default(0),
    destinationWarehouseId: integer('destination_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    // Where it was packed, when the business has several origins; null for the one Chinese warehouse.
    originWarehouseId: integer('origin_warehouse_id').references(() => warehouses.id),
    // The Vietnamese warehouse that received it (its destination, unless it was rerouted).
    arrivedWarehouseId: integer('arrived_warehouse_id').references(() => warehouses.id),
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    createdBy: integer('created_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('bags_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * A photo (DESIGN §11): of a parcel or its counted goods (by staff), of a complaint (by the
 * customer, from a phone), or of a delivery handed over (proof of delivery). The file lives in the
 * photo store (under DATA_DIR, or an S3-compatible bucket) by its key; the row says whose it is, so
 * only its owner and staff are given its address.
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    // The customer it belongs to: the one who may see it (null for an unclaimed parcel's photo).
    customerId: integer('customer_id').references(() => users.id),
    transportId: integer('transport_id').references(() => transports.id),
    orderId: integer('order_id').references(() => orders.id),
    complaintId: integer('complaint_id').references(() => complaints.id),
    deliveryId: integer('delivery_id').references(() => deliveries.id),
    // Staff may keep a photo to themselves (a damaged shelf, an internal note).
    visibleToCustomer: boolean('visible_to_customer').notNull().default(true),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('photos_transport_idx')
      .on(table.transportId, table.id)
      .where(sql`${table.transportId} is not null`),
    index('photos_order_idx')
      .on(table.orderId, table.id)
      .where(sql`${table.orderId} is not null`),
    index('photos_complaint_idx')
      .on(table.complaintId, table.id)
      .where(sql`${table.complaintId} is not null`),
    index('photos_delivery_idx')
      .on(table.deliveryId, table.id)
      .where(sql`${table.deliveryId} is not null`),
  ],
);

/**
 * A customer's channel choices (DESIGN §10): which message types (shared MessageType) go out on a
 * channel besides the in-portal message. No row: the channel's default (e-mail for every type).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    // shared NotificationChannel: 'email' | 'zalo' | 'telegram' | 'webpush'.
    channel: text('channel').notNull(),
    messageTypes: smallint('message_types').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.channel] })],
);

/** The Telegram chat a customer linked through the bot's one-time `start` code. */
export const telegramChats = pgTable('telegram_chats', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => users.id),
  chatId: text('chat_id').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time `start` codes of the Telegram deep link, kept hashed for 10 minutes. */
export const telegramLinkCodes = pgTable(
  'telegram_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('telegram_link_codes_customer_idx').on(table.customerId)],
);

/** A browser's web-push subscription (one per device), removed when the push service drops it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_customer_idx').on(table.customerId, table.id)],
);

/**
 * One event told on one channel (DESIGN §10): written in the transaction of the change with its
 * job, at most once per event and channel (`dedupe_key`), its delivery state kept for staff and the
 * customer's order timeline.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    // shared NotificationEvent key: 'deposit.credited', 'parcel.inVietnam', ...
    event: text('event').notNull(),
    channel: text('channel').notNull(),
    messageType: smallint('message_type').notNull(),
    // The order, parcel, deposit... it is about: shown to staff and matched on the order timeline.
    code: text('code'),
    // What the channel sends: the sentence, and Zalo's template data.
    payload: jsonb('payload').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    // shared NotificationStatus: 0 waiting, 1 sent, 2 failed.
    status: smallint('status').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('notifications_customer_created_idx').on(
      table.customerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('notifications_status_created_idx').on(
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('notifications_code_idx')
      .on(table.code)
      .where(sql`${table.code} is not null`),
  ],
);

/**
 * The selling (customers) and buying (China) rates with their effective times (DESIGN §10): staff
 * set one, or approve the morning's proposal read from Vietcombank's feed. History is never edited.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    // shared RateKind: 1 selling, 2 buying.
    kind: smallint('kind').notNull(),
    // VND per 1 CNY × 100.
    rateX100: integer('rate_x100').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    // 'staff' or 'vcb' (the morning proposal).
    source: text('source').notNull(),
    // shared RateStatus: 0 proposed, 1 applied, 2 set aside.
    status: smallint('status').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('exchange_rates_kind_status_from_idx').on(
      table.kind,
      table.status,
      table.effectiveFrom.desc(),
      table.id.desc(),
    ),
    index('exchange_rates_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * A receipt or payment (phiếu thu/chi, DESIGN §12) on one of the business's fund accounts: a bank
 * account of the settings (its Id) or the cash box (0). Written by one staff member, approved or
 * rejected by another with the accountant or admin role; only an approved one moves the fund's
 * balance (and, with a customer, their wallet through the ledger).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    // PT000123 for a receipt (phiếu thu), PC000123 for a payment (phiếu chi).
    code: text('code')
      .notNull()
      .unique()
      .generatedAlwaysAs(codeSql(sql`case when kind = 1 then 'PT' else 'PC' end`)),
    // shared VoucherKind: 1 receipt, 2 payment.
    kind: smallint('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fundAccountId: integer('fund_account_id').notNull(),
    // The fund's name when the voucher was written: a bank account may leave the settings later.
    fundAccountName: text('fund_account_name').notNull(),
    counterparty: text('counterparty').notNull(),
    reason: text('reason').notNull(),
    customerId: integer('customer_id').references(() => users.id),
    // shared VoucherStatus: 0 waiting, 1 approved, 2 rejected.
    status: smallint('status').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    // The fund's balance once this approved voucher moved it.
    fundBalanceAfter: bigint('fund_balance_after', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('vouchers_kind_check', sql`kind in (1, 2)`),
    check('vouchers_amount_check', sql`amount > 0`),
    check('vouchers_second_person', sql`decided_by is null or decided_by <> created_by`),
    index('vouchers_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    // A fund's vouchers by state, newest first: its book is the approved ones.
    index('vouchers_fund_status_created_idx').on(
      table.fundAccountId,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/** Each fund account's balance, kept with its row locked by the approval that moves it. */
export const fundBalances = pgTable('fund_balances', {
  fundAccountId: integer('fund_account_id').primaryKey(),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A report's workbook built by a job (DESIGN §12), for rows too many to wait for: asked for by a
 * member of staff, downloadable by them once Ready, deleted after REPORT_EXPORT_KEEP_DAYS.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: serial('id').primaryKey(),
    // shared REPORT_EXPORT_NAMES: 'profit/orders', 'receivables'…
    report: text('report').notNull(),
    // The report call's query as it was sent (strings), checked when the export was asked for.
    query: jsonb('query').notNull(),
    description: text('description').notNull().default(''),
    // shared ReportExportStatus: 0 building, 1 ready, 2 failed.
    status: smallint('status').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    error: text('error').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    file: bytea('file'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('report_exports_requested_idx').on(
      table.requestedBy,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('report_exports_created_idx').on(table.createdAt),
  ],
);

/**
 * How many rows each status of a console list's table holds, kept by the database itself
 * (migration 0040): every insert, delete or change of status adds a row of +1 or −1 here, and the
 * fold (fold_status_tallies, a job every minute) sums them. Rows are only ever added by the
 * writers, so two writers never wait for each other over a count; a list without a filter sums
 * its table's rows here instead of reading every row it holds (lib/status-tallies.ts).
 */
export const statusTallies = pgTable(
  'status_tallies',
  {
    // The table counted (orders, transports…): the tallied_lists() of the migration.
    list: text('list').notNull(),
    status: integer('status').notNull(),
    delta: integer('delta').notNull(),
  },
  (table) => [index('status_tallies_list_idx').on(table.list, table.status)],
);
