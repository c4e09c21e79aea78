import { and, eq } from 'drizzle-orm';
import { MessageType } from '@app/shared';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { migrate } from '../database-setup.js';
import { cartItems, carts, shopFavorites, users } from '../db/schema.js';
import { seedReferenceData } from '../flows/reference-data.js';
import { customerScope } from '../lib/owner-scope.js';
import { hashPassword } from '../lib/passwords.js';
import { findUserByEmail, insertUser } from '../modules/accounts/users.repository.js';
import { addMessage } from '../modules/messages/messages.repository.js';
import {
  approveDeposit,
  rejectDeposit,
  requestDeposit,
} from '../modules/deposits/deposits.service.js';
import { openWallet } from '../modules/wallet/wallet.repository.js';
import {
  approveWithdrawal,
  requestWithdrawal,
} from '../modules/withdrawals/withdrawals.service.js';

/**
 * `npm run seed:demo`: a demo customer to walk the portal with, looked after by a demo supporter.
 * Run it while the server is stopped (the embedded database allows one process). Running it twice
 * changes nothing. Later areas add their own demo rows here as they are built.
 */
const DEMO = {
  customer: { email: 'demo@khachhang.vn', password: 'demo123456' },
  supporter: { email: 'hotro@hangtq.vn', password: 'hotro123456' },
};

async function ensureUser(
  db: Database,
  cost: number,
  input: {
    email: string;
    password: string;
    role: 'customer' | 'staff';
    fullName: string;
    phone: string;
  },
): Promise<{ id: number; created: boolean }> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) return { id: existing.id, created: false };
  const passwordHash = await hashPassword(input.password, cost);
  const user = await db.transaction(async (tx) => {
    const created = await insertUser(tx, { ...input, passwordHash, warehouseId: 1 });
    if (input.role === 'customer') await openWallet(tx, created.id);
    return created;
  });
  return { id: user.id, created: true };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const adminPassword = await seedReferenceData(database.db, config);
    if (adminPassword)
      console.log(`Tài khoản quản trị: ${config.adminEmail} / ${adminPassword} (chỉ in một lần)`);
    const db = database.db;
    const supporter = await ensureUser(db, config.passwordHashCost, {
      ...DEMO.supporter,
      role: 'staff',
      fullName: 'Nguyễn Thu Hà',
      phone: '0912 345 678',
    });
    const customer = await ensureUser(db, config.passwordHashCost, {
      ...DEMO.customer,
      role: 'customer',
      fullName: 'Trần Minh Anh',
      phone: '0987 654 321',
    });
    if (customer.created) {
      await fillCustomer(db, customer.id, supporter.id);
      await fillWallet(db, customer.id, supporter.id);
    }
    console.log(
      `Khách hàng mẫu: ${DEMO.customer.email} / ${DEMO.customer.password}\n` +
        `Nhân viên hỗ trợ mẫu: ${DEMO.supporter.email} / ${DEMO.supporter.password}` +
        (customer.created ? '' : '\n(Dữ liệu mẫu đã có từ trước, không thêm gì.)'),
    );
  } finally {
    await database.close();
    unlock();
  }
}

/**
 * Money in every state, moved the way the portal moves it (requests, staff decisions, the ledger):
 * an approved deposit, a refused one, one still pending, a paid-out and a pending withdrawal.
 */
async function fillWallet(db: Database, customerId: number, staffId: number): Promise<void> {
  const scope = customerScope(customerId);
  const deposit = (amount: number) =>
    requestDeposit(db, scope, { Amount: amount, BankAccountId: 1 }, undefined);
  const withdrawal = (amount: number) =>
    requestWithdrawal(
      db,
      scope,
      {
        Amount: amount,
        BankName: 'Vietcombank',
        AccountNumber: '0451000123456',
        AccountName: 'TRAN MINH ANH',
        Note: '',
      },
      undefined,
    );
  const approved = await deposit(5_000_000);
  await approveDeposit(db, { id: approved.Id, staffId, idempotencyKey: undefined });
  const refused = await deposit(300_000);
  await rejectDeposit(db, {
    id: refused.Id,
    staffId,
    reason: 'Không thấy giao dịch chuyển khoản',
    idempotencyKey: undefined,
  });
  await deposit(2_000_000);
  const paidOut = await withdrawal(1_000_000);
  await approveWithdrawal(db, { id: paidOut.Id, staffId, idempotencyKey: undefined });
  await withdrawal(500_000);
}

async function fillCustomer(db: Database, customerId: number, supporterId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ supporterId, address: 'Số 5 Ngõ 12 Láng Hạ, Đống Đa, Hà Nội' })
      .where(and(eq(users.id, customerId), eq(users.role, 'customer')));
    await tx.insert(shopFavorites).values([
      {
        customerId,
        name: 'Thời trang Hàng Châu',
        link: 'https://shop123456.taobao.com',
        itemLinks: ['https://item.taobao.com/item.htm?id=652318741234'],
      },
      {
        customerId,
        name: 'Đồ gia dụng Nghĩa Ô',
        link: 'https://yiwu-home.1688.com',
        itemLinks: [],
      },
    ]);
    const [cart] = await tx
      .insert(carts)
      .values({
        customerId,
        shopName: 'Thời trang Hàng Châu',
        shopLink: 'https://shop123456.taobao.com',
        site: 'taobao',
      })
      .returning({ id: carts.id });
    if (cart) {
      await tx.insert(cartItems).values({
        cartId: cart.id,
        productName: 'Áo khoác gió nữ',
        productLink: 'https://item.taobao.com/item.htm?id=652318741234',
        properties: 'Màu: Be; Size: M',
        priceFen: 8900,
        quantity: 2,
      });
    }
    const notes: [MessageType, string][] = [
      [MessageType.System, 'Tỷ giá hôm nay là 3.650 ₫ cho 1 tệ.'],
      [
        MessageType.Finance,
        'Vui lòng ghi đúng nội dung chuyển khoản khi nạp tiền để được duyệt nhanh.',
      ],
      [MessageType.Order, 'Giỏ hàng của bạn có sản phẩm chưa đặt mua.'],
    ];
    for (const [type, note] of notes) await addMessage(tx, customerId, type, note);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
