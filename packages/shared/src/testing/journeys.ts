import {
  DeliveryStatus,
  OrderShipStatus,
  OrderState,
  type DeliveryStatus as DeliveryStatusValue,
  type OrderShipStatus as OrderShipStatusValue,
  type StaffRole,
} from '../enums.js';

/**
 * Goods, money and people in any state, reached the way the product reaches them: every step is
 * the API call a customer, the buying desk or the warehouse makes. The server's tests (through
 * app.inject) and the end-to-end tests (through Playwright's request context) share these, so a
 * test starts from a real order, consignment or slip rather than rows written by hand, and a
 * change to any step shows in every test that passes through it.
 */

/** One API call; a non-2xx answer throws (its status and body in the message). */
export type ApiCall = <T = unknown>(request: {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  body?: unknown;
}) => Promise<T>;

/** Where journeys run: how to call the API, and a staff member's token (desk and warehouse). */
export interface Desk {
  call: ApiCall;
  staff: string;
}

/** One HTTP exchange as a test harness makes it: app.inject on the server, a browser's request in e2e. */
export type Send = (request: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; text: string }>;

/**
 * A desk over a harness's `send`: every body goes as JSON (a bare string too: sendforgotpassword's
 * body is `"email"`), a token as a bearer, and an answer outside 2xx throws with its body.
 */
export function deskOver(send: Send, staff: string): Desk {
  const call: ApiCall = async ({ method = 'GET', url, token, body }) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await send({
      method,
      url,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(`${method} ${url} → ${answer.status}: ${answer.text}`);
    }
    return (answer.text ? JSON.parse(answer.text) : undefined) as never;
  };
  return { call, staff };
}

export interface JourneyCustomer {
  id: number;
  code: string;
  email: string;
  password: string;
  phone: string;
  token: string;
}

let sequence = 0;
/** Unique within a run, and across test processes that share a database (a random part). */
const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${++sequence}`;
/** A tracking number no other journey uses (upper case, as the warehouse stores them). */
const trackingNumber = () => `JR${unique().toUpperCase()}`;

/** A new customer, registered and signed in through the API (spec §7: Username is the e-mail). */
export async function newCustomer(
  desk: Desk,
  facts: Partial<{ email: string; phone: string; warehouseId: number }> = {},
): Promise<JourneyCustomer> {
  const email = facts.email ?? `khach.${unique()}@example.vn`;
  const password = 'Matkhau@123';
  const phone = facts.phone ?? '0901234567';
  const { Id, Code } = await desk.call<{ Id: number; Code: string }>({
    method: 'POST',
    url: '/api/account/register',
    body: {
      Email: email,
      Username: email,
      Password: password,
      ConfirmPassword: password,
      Phone: phone,
      WarehouseId: facts.warehouseId ?? 1,
    },
  });
  const { token } = await desk.call<{ token: string }>({
    method: 'POST',
    url: '/api/account/login',
    body: { UserName: email, Password: password },
  });
  return { id: Id, code: Code, email, password, phone, token };
}

/** Money in the wallet the way production puts it there: a deposit that staff approve. */
export async function fundWallet(desk: Desk, customer: JourneyCustomer, amount: number) {
  const { Id } = await desk.call<{ Id: number }>({
    method: 'POST',
    url: '/api/customer/deposit',
    token: customer.token,
    body: { Amount: amount, BankAccountId: 1 },
  });
  await desk.call({ method: 'PUT', url: `/api/admin/deposits/${Id}/approve`, token: desk.staff });
}

/** A new customer with `amount` đồng in the wallet. */
export async function fundedCustomer(
  desk: Desk,
  amount = 20_000_000,
  facts: Parameters<typeof newCustomer>[1] = {},
): Promise<JourneyCustomer> {
  const customer = await newCustomer(desk, facts);
  await fundWallet(desk, customer, amount);
  return customer;
}

/** A staff account of `role` (a warehouse worker's own warehouse: `warehouseId`), signed in. */
export async function staffMember(
  desk: Desk,
  role: StaffRole = 'staff',
  warehouseId: number | null = null,
) {
  const email = `nhanvien.${unique()}@example.vn`;
  const password = 'Nhanvien@123';
  const { Id } = await desk.call<{ Id: number }>({
    method: 'POST',
    url: '/api/admin/staff',
    token: desk.staff,
    body: {
      Email: email,
      FullName: 'Nhân viên thử',
      Phone: '0912000111',
      Password: password,
      Role: role,
      WarehouseId: warehouseId,
    },
  });
  const { token } = await desk.call<{ token: string }>({
    method: 'POST',
    url: '/api/account/login',
    body: { UserName: email, Password: password },
  });
  return { id: Id, email, password, token, role };
}

/** What a journey answers: the goods and the tracking number their parcel travels under. */
export interface JourneyGoods {
  id: number;
  code: string;
  trackingNumber: string;
}

/** The warehouse's three scans of a parcel, up to where `until` says. */
async function carry(
  desk: Desk,
  code: string,
  until: 'china' | 'transit' | 'vietnam',
  warehouseId = 1,
) {
  const staff = { token: desk.staff, method: 'POST' as const };
  await desk.call({
    ...staff,
    url: '/api/admin/transports/receive-china',
    body: { TransportCode: code, Weight: 1.2, Length: 30, Width: 20, Height: 10 },
  });
  if (until === 'china') return;
  await desk.call({
    ...staff,
    url: '/api/admin/transports/ship',
    body: { TransportCodes: [code] },
  });
  if (until === 'transit') return;
  await desk.call({
    ...staff,
    url: '/api/admin/transports/receive-vietnam',
    body: { TransportCode: code, WarehouseId: warehouseId },
  });
}

/** A delivery slip of the given goods codes, taken out and handed over as far as `status`. */
export async function slipOf(
  desk: Desk,
  customer: JourneyCustomer,
  codes: string[],
  status: DeliveryStatusValue = DeliveryStatus.Pending,
): Promise<{ id: number; code: string }> {
  const slip = await desk.call<{ Id: number; Code: string }>({
    method: 'POST',
    url: '/api/order/createrequestdelivery',
    token: customer.token,
    body: {
      ListOrders: codes,
      ReceiverName: 'Người nhận',
      ReceiverPhone: '0901234567',
      Address: '1 Tràng Tiền, Hoàn Kiếm, Hà Nội',
      Method: 1,
    },
  });
  const move = (action: string, body?: unknown) =>
    desk.call({
      method: 'PUT',
      url: `/api/admin/deliveries/${slip.Id}/${action}`,
      token: desk.staff,
      body,
    });
  if (status === DeliveryStatus.Cancelled) await move('cancel', { Reason: 'Khách đổi lịch nhận' });
  if (status === DeliveryStatus.Delivering || status === DeliveryStatus.Delivered)
    await move('start');
  if (status === DeliveryStatus.Delivered) await move('deliver');
  return { id: slip.Id, code: slip.Code };
}

/**
 * An order of `customer` (who must hold enough money for its deposit and payment) brought to
 * `state` through the calls that move it: created, deposited, bought, shipped by the shop,
 * received and weighed in China, shipped, received in Vietnam, paid, delivered; or cancelled
 * while it waits for its deposit.
 */
export async function orderIn(
  desk: Desk,
  customer: JourneyCustomer,
  state: OrderState,
  shopName = 'Shop hành trình',
  /**
   * The counting service (kiểm đếm) and the items, when a journey needs other than one of each;
   * the shop's inland shipping the buyer records (none unless given).
   */
  goods: {
    isInspection?: boolean;
    items?: { ProductName: string; PriceCNY: number; Quantity: number; Properties?: string }[];
    inlandShippingCNY?: number;
  } = {},
): Promise<JourneyGoods> {
  const as = { token: customer.token };
  const staff = { token: desk.staff, method: 'PUT' as const };
  const created = await desk.call<{ Id: number; Code: string }>({
    ...as,
    method: 'POST',
    url: '/api/order/createorder',
    body: {
      ShopName: shopName,
      ShopLink: '',
      Site: 'taobao',
      Note: '',
      IsInspection: goods.isInspection ?? false,
      IsWoodenCrate: false,
      Items: goods.items ?? [{ ProductName: 'Áo gió', PriceCNY: 50, Quantity: 2 }],
    },
  });
  const order = { id: created.Id, code: created.Code, trackingNumber: trackingNumber() };
  const reached = (step: OrderState) => state >= step && state !== OrderState.Cancelled;
  if (state === OrderState.Cancelled) {
    await desk.call({ ...as, method: 'PUT', url: `/api/order/cancelorder/${order.id}` });
  }
  if (reached(OrderState.Deposited)) {
    await desk.call({
      ...as,
      method: 'POST',
      url: '/api/order/updateorderdeposit',
      body: { Ids: [order.id] },
    });
  }
  if (reached(OrderState.Buying)) {
    await desk.call({ ...staff, url: `/api/admin/orders/${order.id}/start-buying` });
  }
  if (reached(OrderState.Bought)) {
    const detail = await desk.call<{ Items: { Id: number; PriceCNY: number; Quantity: number }[] }>(
      { ...as, url: `/api/order/getorderdetails/${order.id}` },
    );
    await desk.call({
      ...staff,
      url: `/api/admin/orders/${order.id}/bought`,
      body: {
        ShopOrderNumber: `SO-${order.code}`,
        InlandShippingCNY: goods.inlandShippingCNY ?? 0,
        Items: detail.Items.map((item) => ({
          Id: item.Id,
          PriceCNY: item.PriceCNY,
          QuantityBought: item.Quantity,
        })),
      },
    });
  }
  if (reached(OrderState.ShopShipped)) {
    await desk.call({
      ...staff,
      url: `/api/admin/orders/${order.id}/shop-shipped`,
      body: { TransportCodes: [order.trackingNumber] },
    });
  }
  if (reached(OrderState.InChinaWarehouse)) {
    const until =
      state >= OrderState.InVietnamWarehouse
        ? 'vietnam'
        : state >= OrderState.InTransit
          ? 'transit'
          : 'china';
    await carry(desk, order.trackingNumber, until);
  }
  if (reached(OrderState.Paid)) {
    await desk.call({
      ...as,
      method: 'POST',
      url: '/api/order/updateorderpay',
      body: { Ids: [order.id] },
    });
  }
  if (reached(OrderState.Delivering)) {
    const status =
      state === OrderState.Delivered ? DeliveryStatus.Delivered : DeliveryStatus.Delivering;
    await slipOf(desk, customer, [order.code], status);
  }
  await expectState(desk, customer, `/api/order/getorderdetails/${order.id}`, 'State', state);
  return order;
}

/**
 * A consignment (đơn ký gửi) of `customer` with one parcel, brought to `status`: declared without
 * a tracking number, given one, carried to Vietnam, paid for from the wallet, delivered; or
 * cancelled before its parcel arrives.
 */
export async function consignmentIn(
  desk: Desk,
  customer: JourneyCustomer,
  status: OrderShipStatusValue,
): Promise<JourneyGoods> {
  const tracking = trackingNumber();
  const withTracking = status !== OrderShipStatus.NoTrackingNumber;
  const created = await desk.call<{ Id: number; Code: string }>({
    method: 'POST',
    url: '/api/ordership/createordership',
    token: customer.token,
    body: {
      WarehouseId: 1,
      Note: 'Hàng ký gửi hành trình',
      Items: [{ ProductName: 'Giày thể thao', Quantity: 2, PriceCNY: 100 }],
      TransportCodes: withTracking && status !== OrderShipStatus.Cancelled ? [tracking] : [],
    },
  });
  const goods = { id: created.Id, code: created.Code, trackingNumber: tracking };
  if (status === OrderShipStatus.Cancelled) {
    await desk.call({
      method: 'DELETE',
      url: `/api/ordership/deleteordership/${goods.id}`,
      token: customer.token,
    });
  }
  if (status >= OrderShipStatus.InTransit && status !== OrderShipStatus.Cancelled) {
    await carry(desk, tracking, status === OrderShipStatus.InTransit ? 'transit' : 'vietnam');
  }
  if (status >= OrderShipStatus.Paid && status !== OrderShipStatus.Cancelled) {
    await desk.call({
      method: 'POST',
      url: '/api/ordership/ordershippay',
      token: customer.token,
      body: { Ids: [goods.id] },
    });
  }
  if (status === OrderShipStatus.Delivered) {
    await slipOf(desk, customer, [goods.code], DeliveryStatus.Delivered);
  }
  await expectState(
    desk,
    customer,
    `/api/ordership/getordershipdetails/${goods.id}`,
    'Status',
    status,
  );
  return goods;
}

/**
 * A complaint of `customer` on an order (from its Vietnamese warehouse on), as the customer files
 * it; with `refund`, staff take it and resolve it giving that many đồng back (0: an answer alone).
 */
export async function complaintOn(
  desk: Desk,
  customer: JourneyCustomer,
  order: JourneyGoods,
  facts: { content?: string; requestAmount?: number; refund?: number } = {},
): Promise<{ id: number; code: string }> {
  const filed = await desk.call<{ Id: number; Code: string }>({
    method: 'POST',
    url: '/api/order/addComplain',
    token: customer.token,
    body: {
      OrderId: order.id,
      Type: 1,
      Content: facts.content ?? 'Thiếu 1 áo gió',
      RequestAmount: facts.requestAmount ?? 0,
    },
  });
  if (facts.refund !== undefined) {
    const move = (action: string, body?: unknown) =>
      desk.call({
        method: 'PUT',
        url: `/api/admin/complaints/${filed.Id}/${action}`,
        token: desk.staff,
        body,
      });
    await move('take');
    await move('resolve', { Response: 'Shop xác nhận thiếu hàng', RefundAmount: facts.refund });
  }
  return { id: filed.Id, code: filed.Code };
}

/** Journeys check where they arrived, so a changed step fails here and not three calls later. */
async function expectState(
  desk: Desk,
  customer: JourneyCustomer,
  url: string,
  field: 'State' | 'Status',
  expected: number,
) {
  const detail = await desk.call<Record<string, unknown>>({ url, token: customer.token });
  if (detail[field] !== expected) {
    throw new Error(`${url}: ${field} ${String(detail[field])}, the journey expected ${expected}`);
  }
}
