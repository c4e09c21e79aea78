import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeAnswer,
  createOrderSchema,
  idsSchema,
  OrderState,
  fieldValueSchema,
  orderDetail,
  orderFieldParams,
  orderItemFieldParams,
  orderListQuery,
  orderRow,
  paymentAnswer,
  type OrderDetail,
} from '@app/shared';
import type { Database } from '../../db/client.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { idParams } from '../../lib/params.js';
import { customerScopeOf } from '../../plugins/auth.js';
import { customerListRoute } from '../../plugins/customer-lists.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { updateOrderField, updateOrderItemField } from './order-edits.service.js';
import { listOrders, listOrdersInState } from './orders.repository.js';
import {
  cancelOrder,
  createOrder,
  orderDetail as detailOf,
  payDeposits,
  payRemainders,
} from './orders.service.js';

/** /api/order: the customer's purchase orders and their payments (behind requireCustomer). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  app.post(
    '/createorder',
    { schema: { tags: ['order'], body: createOrderSchema, response: { 200: codeAnswer } } },
    async (request) =>
      createOrder(db(), customerScopeOf(request), request.body, idempotencyKeyOf(request)),
  );

  customerListRoute(app, '/orders', {
    tag: 'order',
    query: orderListQuery,
    row: orderRow,
    read: listOrders,
  });

  app.get(
    '/getorderdetails/:id',
    { schema: { tags: ['order'], params: idParams, response: { 200: orderDetail } } },
    async (request) => detailOf(db(), customerScopeOf(request), request.params.id),
  );

  /** A payment step: the orders waiting for it, and paying those the customer picks. */
  const paymentStep = (
    urls: { waiting: string; pay: string },
    state: OrderState,
    pay: typeof payDeposits,
  ) => {
    app.get(
      urls.waiting,
      { schema: { tags: ['order'], response: { 200: z.array(orderRow) } } },
      async (request) => listOrdersInState(db(), customerScopeOf(request), state),
    );
    app.post(
      urls.pay,
      { schema: { tags: ['order'], body: idsSchema, response: { 200: paymentAnswer } } },
      async (request) =>
        pay(db(), customerScopeOf(request), request.body.Ids, idempotencyKeyOf(request)),
    );
  };
  paymentStep(
    { waiting: '/getOrderdeposits', pay: '/updateorderdeposit' },
    OrderState.AwaitingDeposit,
    payDeposits,
  );
  paymentStep(
    { waiting: '/getorderwaitpay', pay: '/updateorderpay' },
    OrderState.InVietnamWarehouse,
    payRemainders,
  );

  /** An edit of one field of the order or of one of its items; answers the order as it now is. */
  const fieldEdit = <Field extends string>(
    url: string,
    params: z.ZodType<{ id: number; field: Field }>,
    update: (
      db: Database,
      scope: CustomerScope,
      id: number,
      field: Field,
      value: unknown,
    ) => Promise<OrderDetail>,
  ) =>
    app.put(
      url,
      {
        schema: { tags: ['order'], params, body: fieldValueSchema, response: { 200: orderDetail } },
      },
      async (request) =>
        update(
          db(),
          customerScopeOf(request),
          request.params.id,
          request.params.field,
          request.body.Value,
        ),
    );
  fieldEdit('/updateorderfield/:id/:field', orderFieldParams, updateOrderField);
  fieldEdit('/updateorderitemfield/:id/:field', orderItemFieldParams, updateOrderItemField);

  app.put(
    '/cancelorder/:id',
    { schema: { tags: ['order'], params: idParams, response: { 200: orderDetail } } },
    async (request) => cancelOrder(db(), customerScopeOf(request), request.params.id),
  );
};
