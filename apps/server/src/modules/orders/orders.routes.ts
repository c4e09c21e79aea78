import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeAnswer,
  createOrderSchema,
  idsSchema,
  listAnswer,
  OrderState,
  fieldValueSchema,
  orderDetail,
  orderFieldParams,
  orderItemFieldParams,
  orderListQuery,
  orderRow,
  paymentAnswer,
} from '@app/shared';
import { idParams } from '../../lib/params.js';
import { customerScopeOf } from '../../plugins/auth.js';
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

  app.get(
    '/orders',
    {
      schema: {
        tags: ['order'],
        querystring: orderListQuery,
        response: { 200: listAnswer(orderRow) },
      },
    },
    async (request) => listOrders(db(), customerScopeOf(request), request.query),
  );

  app.get(
    '/getorderdetails/:id',
    { schema: { tags: ['order'], params: idParams, response: { 200: orderDetail } } },
    async (request) => detailOf(db(), customerScopeOf(request), request.params.id),
  );

  app.get(
    '/getOrderdeposits',
    { schema: { tags: ['order'], response: { 200: z.array(orderRow) } } },
    async (request) =>
      listOrdersInState(db(), customerScopeOf(request), OrderState.AwaitingDeposit),
  );

  app.post(
    '/updateorderdeposit',
    { schema: { tags: ['order'], body: idsSchema, response: { 200: paymentAnswer } } },
    async (request) =>
      payDeposits(db(), customerScopeOf(request), request.body.Ids, idempotencyKeyOf(request)),
  );

  app.get(
    '/getorderwaitpay',
    { schema: { tags: ['order'], response: { 200: z.array(orderRow) } } },
    async (request) =>
      listOrdersInState(db(), customerScopeOf(request), OrderState.InVietnamWarehouse),
  );

  app.post(
    '/updateorderpay',
    { schema: { tags: ['order'], body: idsSchema, response: { 200: paymentAnswer } } },
    async (request) =>
      payRemainders(db(), customerScopeOf(request), request.body.Ids, idempotencyKeyOf(request)),
  );

  app.put(
    '/updateorderfield/:id/:field',
    {
      schema: {
        tags: ['order'],
        params: orderFieldParams,
        body: fieldValueSchema,
        response: { 200: orderDetail },
      },
    },
    async (request) =>
      updateOrderField(
        db(),
        customerScopeOf(request),
        request.params.id,
        request.params.field,
        request.body.Value,
      ),
  );

  app.put(
    '/updateorderitemfield/:id/:field',
    {
      schema: {
        tags: ['order'],
        params: orderItemFieldParams,
        body: fieldValueSchema,
        response: { 200: orderDetail },
      },
    },
    async (request) =>
      updateOrderItemField(
        db(),
        customerScopeOf(request),
        request.params.id,
        request.params.field,
        request.body.Value,
      ),
  );

  app.put(
    '/cancelorder/:id',
    { schema: { tags: ['order'], params: idParams, response: { 200: orderDetail } } },
    async (request) => cancelOrder(db(), customerScopeOf(request), request.params.id),
  );
};
