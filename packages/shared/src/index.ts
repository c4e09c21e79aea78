// First: every schema's unworded issue gets a Vietnamese sentence (z.config, applied on import).
export * from './schemas/error-map.js';
export * from './messages.js';
export * from './enums.js';
export * from './dates.js';
export * from './money.js';
export * from './fees.js';
export * from './schemas/fields.js';
export * from './schemas/common.js';
export * from './schemas/account.js';
export * from './schemas/messages.js';
export * from './schemas/answers.js';
export * from './vietqr.js';
export * from './schemas/wallet.js';
export * from './schemas/wallet-answers.js';
export * from './schemas/admin.js';
export * from './schemas/admin-answers.js';
